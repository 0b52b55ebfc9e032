import { MAX_PHONE_NUMBERS, NAME_MAX_LENGTH, TEXT_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@ladder/shared/constants';
import { describe, expect, it } from 'vitest';
import { industries } from '../../db/schema';
import { authHeader, login, useTestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';

const ctx = useTestApp();

const update = (headers: Record<string, string>, body: unknown, language = 'en') =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/users/current/me',
    headers: { ...headers, 'accept-language': language },
    payload: body as object,
  });

async function signedIn() {
  const user = await createUser(ctx);
  return { user, headers: await authHeader(ctx, user) };
}

describe('GET /users/current/me', () => {
  it('shows the member everything of their own account but the password hash', async () => {
    const { user, headers } = await signedIn();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      default_theme: 'dark',
      default_language: 'en',
      phone_numbers: [],
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
  });
});

describe('PUT /users/current/me', () => {
  it('updates the profile fields, trimmed', async () => {
    const { headers } = await signedIn();
    const [industry] = await ctx.database.db.select().from(industries).limit(1);
    const response = await update(headers, {
      name: '  Phạm Minh Châu 🌱 ',
      username: ' @chau.pham_92 ',
      date_of_birth: '1992-02-29',
      headline: 'Kỹ sư dữ liệu',
      bio: '',
      phone_numbers: ['+84 912 345 678'],
      external_link_urls: ['https://www.linkedin.com/in/chau'],
      working_industry_id: industry?.id,
      default_language: 'vi',
      default_theme: 'light',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Phạm Minh Châu 🌱',
      username: '@chau.pham_92',
      date_of_birth: '1992-02-29',
      headline: 'Kỹ sư dữ liệu',
      bio: null,
      phone_numbers: ['+84 912 345 678'],
      external_link_urls: ['https://www.linkedin.com/in/chau'],
      working_industry_id: industry?.id,
      default_language: 'vi',
      default_theme: 'light',
    });
  });

  it.each([
    [{ name: '' }, 'name', 'This field is required.'],
    [{ name: 'a'.repeat(NAME_MAX_LENGTH + 1) }, 'name', 'Use 255 characters or fewer.'],
    [{ username: '' }, 'username', 'This field is required.'],
    [{ username: '@a' }, 'username', 'Username must be at least 3 characters'],
    [{ username: `@${'a'.repeat(USERNAME_MAX_LENGTH)}` }, 'username', 'Use 255 characters or fewer.'],
    [{ username: 'lan' }, 'username', 'Username must start with @'],
    [{ username: '@lan pham' }, 'username', 'Username can only contain letters, digits, @, _ and .'],
    [{ username: '@lân' }, 'username', 'Username can only contain letters, digits, @, _ and .'],
    [{ date_of_birth: '1990-02-30' }, 'date_of_birth', 'Enter a valid date.'],
    [{ date_of_birth: '30/01/1990' }, 'date_of_birth', 'Enter a valid date.'],
    [{ date_of_birth: '2020-01-01' }, 'date_of_birth', 'You must be at least 18 years old'],
    [{ headline: 'ễ'.repeat(TEXT_MAX_LENGTH + 1) }, 'headline', 'Use 255 characters or fewer.'],
    [{ bio: '🙂'.repeat(TEXT_MAX_LENGTH + 1) }, 'bio', 'Use 255 characters or fewer.'],
    [{ external_link_urls: ['javascript:alert(1)'] }, 'external_link_urls.0', 'Enter a valid web address.'],
    [{ external_link_urls: ['not a url'] }, 'external_link_urls.0', 'Enter a valid web address.'],
    [{ phone_numbers: ['call me'] }, 'phone_numbers.0', 'Enter a valid phone number.'],
    [
      { phone_numbers: Array(MAX_PHONE_NUMBERS + 1).fill('0912345678') },
      'phone_numbers',
      'You can add up to 5 phone numbers.',
    ],
    [{ default_theme: 'blue' }, 'default_theme', 'Theme must be light or dark'],
    [{ default_language: 'fr' }, 'default_language', 'Language must be en or vi'],
    [
      { working_industry_id: '00000000-0000-4000-8000-000000000000' },
      'working_industry_id',
      'This industry does not exist',
    ],
  ])('%j → %s: %s', async (body, field, message) => {
    const { headers } = await signedIn();
    const response = await update(headers, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', detail: message, errors: [{ field, message }] });
  });

  it('accepts a 3-character username, the shortest allowed', async () => {
    const { headers } = await signedIn();
    const username = `@${Math.random().toString(36).slice(2, 4)}`;
    const response = await update(headers, { username });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe(username);
  });

  it('accepts values at their limits', async () => {
    const { headers } = await signedIn();
    const response = await update(headers, {
      name: 'ễ'.repeat(NAME_MAX_LENGTH),
      username: `@${'a'.repeat(USERNAME_MAX_LENGTH - 1)}`,
      headline: '🙂'.repeat(TEXT_MAX_LENGTH),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toHaveLength(NAME_MAX_LENGTH);
  });

  it('gives the messages in Vietnamese', async () => {
    const { headers } = await signedIn();
    const response = await update(headers, { name: '', date_of_birth: 'x' }, 'vi');
    expect(response.json().errors).toEqual([
      { field: 'name', message: 'Trường này là bắt buộc' },
      { field: 'date_of_birth', message: 'Ngày không hợp lệ' },
    ]);
  });

  it.each([
    ['is_superuser', true],
    ['is_active', true],
    ['identity_verified', true],
    ['total_followers', 1000],
    ['total_followings', 5],
    ['email', 'me@evil.example'],
    ['photo_path', '../../etc/passwd'],
    ['cover_photo_path', 'users/x/cover'],
    ['id', '00000000-0000-4000-8000-000000000000'],
    ['hashed_password', 'x'],
  ])('refuses %s and changes nothing', async (field, value) => {
    const { user, headers } = await signedIn();
    const response = await update(headers, { name: 'Changed', [field]: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field, message: "This field can't be changed." }]);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers });
    expect(after.json()).toMatchObject({
      name: user.name,
      email: user.email,
      is_superuser: false,
      identity_verified: false,
    });
  });

  it('refuses a username another member has, in any case', async () => {
    const other = await createUser(ctx, { username: '@TakenName' });
    const { headers } = await signedIn();
    const response = await update(headers, { username: other.username.toLowerCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'USERNAME_TAKEN', detail: 'This username is already taken' });
  });

  it('deactivates the account with is_active false: every session ends and login is refused', async () => {
    const { user, headers } = await signedIn();
    const second = await authHeader(ctx, user);
    const response = await update(headers, { is_active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().is_active).toBe(false);
    for (const h of [headers, second]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers: h })).statusCode).toBe(
        401,
      );
    }
    const again = await login(ctx, user.email);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE', is_active: false });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${user.id}` })).statusCode).toBe(404);
  });

  it('needs a signed-in member', async () => {
    expect((await update({}, { name: 'x' })).statusCode).toBe(401);
  });
});

describe('public profiles', () => {
  it('shows a member by id and by username, with or without @, without private fields', async () => {
    const member = await createUser(ctx, {
      username: '@lan.nguyen',
      phone_numbers: ['0912345678'],
      date_of_birth: '1990-01-01',
      headline: 'Designer',
    });
    const viewer = await signedIn();
    for (const url of [
      `/api/v1/users/${member.id}`,
      '/api/v1/users/info/@lan.nguyen',
      '/api/v1/users/info/lan.nguyen',
      '/api/v1/users/info/%40LAN.NGUYEN',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: viewer.headers });
      expect(response.statusCode, url).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ id: member.id, username: '@lan.nguyen', headline: 'Designer' });
      for (const hidden of [
        'email',
        'phone_numbers',
        'date_of_birth',
        'hashed_password',
        'default_language',
        'is_superuser',
      ]) {
        expect(body, `${url} ${hidden}`).not.toHaveProperty(hidden);
      }
    }
  });

  it('answers 404 "User not found" for unknown ids and usernames', async () => {
    for (const url of [
      '/api/v1/users/not-a-uuid',
      '/api/v1/users/00000000-0000-4000-8000-000000000000',
      '/api/v1/users/info/@nobody-here',
      '/api/v1/users/info/%27%3B--',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 'USER_NOT_FOUND', detail: 'User not found' });
    }
  });
});
