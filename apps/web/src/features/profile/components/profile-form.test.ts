import { updateMeSchema } from '@ladder/shared/schemas/users';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { profileErrors, profileValues } from './profile-form';

const member = {
  username: '@minh.anh',
  name: 'Nguyễn Minh Anh',
  date_of_birth: '1998-04-12',
  headline: null,
  bio: 'Kỹ sư dữ liệu ở Đà Nẵng',
  phone_numbers: ['0905123456'],
  external_link_urls: ['https://github.com/minhanh'],
  working_industry_id: null,
  default_theme: 'dark',
  default_language: 'vi',
} as const;

const refused = (errors: { field: string; message: string }[], code = 'VALIDATION_FAILED', detail = 'Invalid') =>
  new ApiError(422, { detail, code, errors }, 'Unprocessable');

describe('the profile form', () => {
  it('starts from the member, an empty box for no headline, and passes the server’s own schema unchanged', () => {
    const values = profileValues({ ...member, phone_numbers: [...member.phone_numbers], external_link_urls: [] });
    expect(values.headline).toBe('');
    expect(values.bio).toBe('Kỹ sư dữ liệu ở Đà Nẵng');
    const parsed = updateMeSchema.safeParse(values);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data?.username).toBe('@minh.anh');
  });

  it('puts an error on one link or number on its list, and drops fields the form does not show', () => {
    const error = refused([
      { field: 'external_link_urls.1', message: 'Liên kết không hợp lệ' },
      { field: 'phone_numbers', message: 'Quá nhiều số' },
      { field: 'email', message: 'Not here' },
    ]);
    expect(profileErrors(error)).toEqual([
      { field: 'external_link_urls', message: 'Liên kết không hợp lệ' },
      { field: 'phone_numbers', message: 'Quá nhiều số' },
    ]);
  });

  it('puts a taken username on the username', () => {
    const error = refused([], 'USERNAME_TAKEN', 'Tên người dùng đã có người dùng');
    expect(profileErrors(error)).toEqual([{ field: 'username', message: 'Tên người dùng đã có người dùng' }]);
  });

  it('places nothing for a failure that is not the server’s answer, so the caller shows a toast', () => {
    expect(profileErrors(new TypeError('Failed to fetch'))).toEqual([]);
    expect(profileErrors(new ApiError(500, { detail: 'Oops', code: 'INTERNAL' }, 'Server error'))).toEqual([]);
  });
});
