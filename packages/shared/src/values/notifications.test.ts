import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import type { Notification } from '../schemas/notifications';
import { notificationText } from './notifications';

const changed = (detail: string): Notification => ({
  id: 'n1',
  kind: 'track_changed',
  is_read: false,
  updated_at: '2026-11-27T10:00:00.000Z',
  actor: { id: 'a1', name: 'Văn Cao', username: 'vancao', photo_path: null },
  actor_count: 1,
  post_id: null,
  comment_id: null,
  career_track: { id: 't1', title: 'Backend Engineer' },
  other_career_track: null,
  detail,
  ends_at: null,
});

describe('a track_changed notification (docs/api/notifications.md)', () => {
  it('counts the skills a version changed, in both languages, and names the author when no skill changed', () => {
    for (const [language, three, one, none] of [
      [
        'en',
        '3 skills changed in “Backend Engineer”',
        '1 skill changed in “Backend Engineer”',
        'Văn Cao saved a new version of “Backend Engineer”',
      ],
      [
        'vi',
        '3 kỹ năng đã thay đổi trong “Backend Engineer”',
        '1 kỹ năng đã thay đổi trong “Backend Engineer”',
        'Văn Cao đã lưu phiên bản mới của “Backend Engineer”',
      ],
    ] as const) {
      const t = (key: string, params?: Readonly<Record<string, string | number>>) => translate(language, key, params);
      expect(notificationText(changed('4:3'), t, String)).toBe(three);
      expect(notificationText(changed('2:1'), t, String)).toBe(one);
      expect(notificationText(changed('5:0'), t, String)).toBe(none);
    }
  });
});
