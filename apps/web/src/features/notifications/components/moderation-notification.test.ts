import { translate } from '@ladder/shared/i18n/translate';
import type { Notification } from '@ladder/shared/schemas/notifications';
import { notificationText } from '@ladder/shared/values/notifications';
import { describe, expect, it } from 'vitest';
import { notificationLink } from '@ladder/shared/values/notifications';

// Issue 32: a moderator's decision leads to its appeal; an appeal's outcome is told in both languages.

const notification = (detail: string): Notification => ({
  id: 'n1',
  kind: 'moderation',
  is_read: false,
  updated_at: '2026-11-27T10:00:00Z',
  actor: null,
  actor_count: 1,
  post_id: null,
  comment_id: null,
  career_track: null,
  other_career_track: null,
  detail,
  ends_at: null,
});
const text = (language: 'en' | 'vi', detail: string) =>
  notificationText(
    notification(detail),
    (key, params) => translate(language, key, params),
    (iso) => iso,
  );

describe('moderation notifications', () => {
  it('lead a decision to its appeal page, and an appeal’s outcome or an old one to the list', () => {
    expect(notificationLink(notification('post:hide:0193a1b2-0000-7000-8000-000000000001'))).toBe(
      '/appeal/0193a1b2-0000-7000-8000-000000000001',
    );
    expect(notificationLink(notification('post:appeal_granted:0193a1b2'))).toBe('/notifications');
    expect(notificationLink(notification('post:hide'))).toBe('/notifications');
  });

  it('tell an appeal’s outcome in the reader’s language', () => {
    expect(text('en', 'post:appeal_granted:x')).toBe(
      'Your appeal about your post was accepted: the decision was reversed.',
    );
    expect(text('en', 'comment:appeal_upheld:x')).toBe(
      'Your appeal about your comment was reviewed: the decision stands.',
    );
    expect(text('vi', 'post:appeal_granted:x')).toBe(
      'Kháng nghị về bài viết của bạn đã được chấp nhận: quyết định đã được hủy bỏ.',
    );
    expect(text('en', 'post:hide:x')).toBe('A moderator acted on your post: Hidden. You may appeal once.');
  });
});
