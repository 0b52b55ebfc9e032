import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '@ladder/shared/schemas/users';
import { usernameBase, usernameCandidates } from './usernames';

describe('usernames', () => {
  it('folds Vietnamese names to ASCII', () => {
    expect(usernameBase('Nguyễn Văn Đức', 'x@y.z')).toBe('nguyenvanduc');
    expect(usernameBase('Trần Thị Ánh', 'x@y.z')).toBe('tranthianh');
  });

  it('falls back to the email, then to "member"', () => {
    expect(usernameBase('🙂', 'lan.pham@example.com')).toBe('lan.pham');
    expect(usernameBase('李', '李@example.com')).toBe('member');
  });

  it('makes candidates that pass the username rule', () => {
    for (const candidate of usernameCandidates('Lê Minh', 'minh@example.com'))
      expect(candidate).toMatch(USERNAME_PATTERN);
  });
});
