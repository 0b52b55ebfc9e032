import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@ladder/shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema';
import { authHeader, useTestApp, login, PASSWORD, randomIp, uniqueEmail } from '../../../test/helper';
import { createUser } from '../../../test/factories';

const ctx = useTestApp();

/**
 * Each registration comes from its own address, unless a test names one: the limit per address has
 * its own test. An object body goes with the three boxes ticked, as the form sends it (they have
 * their own tests, consent.api.test.ts and sign-up-consent.api.test.ts).
 */
const register = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = randomIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/open',
    payload: isRecord(payload) ? { adult: true, terms: true, consent: true, ...payload } : (payload as object),
    headers,
    remoteAddress,
  });
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The activation link, opened with the password its registration chose typed again. */
const activate = (token: string, password = PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/new-account/${encodeURIComponent(token)}`,
    payload: { password },
    remoteAddress: randomIp(),
  });

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers });

async function mailFor(email: string) {
  await ctx.app.mailer.idle();
  return ctx.mailbox.last(email);
}

describe('register → activation mail → activate → login', () => {
  it('walks the whole path through a real SMTP server', async () => {
    const email = uniqueEmail('walk');
    const registered = await register({
      name: '  Nguyễn Thị Lan  ',
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({
      email,
      message: 'Account created. Check your email for a link to activate it.',
    });

    const beforeActivation = await login(ctx, email);
    expect(beforeActivation.statusCode).toBe(403);
    expect(beforeActivation.json()).toMatchObject({ code: 'ACCOUNT_NOT_ACTIVATED', is_active: false });

    const mail = await mailFor(email);
    expect(mail.subject).toBe('Activate your Ladder account');
    expect(mail.text).toContain('Hello Nguyễn Thị Lan,');
    expect(mail.html).toContain('Activate my account');
    expect(mail.link).toMatch(/^https:\/\/ladder\.test\/new-account\?token=/);

    const activated = await activate(mail.token ?? '');
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ message: 'Your account is active.', token_type: 'bearer' });

    const signedIn = await login(ctx, email);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });

    const profile = await me({ authorization: `Bearer ${signedIn.json().access_token}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, name: 'Nguyễn Thị Lan', username: '@nguyenthilan', is_active: true });
    expect(profile.json()).not.toHaveProperty('hashed_password');
  });

  it('refuses a used activation token', async () => {
    const email = uniqueEmail('reuse');
    await register({ name: 'Reuse', email, password: PASSWORD });
    const { token } = await mailFor(email);
    expect((await activate(token ?? '')).statusCode).toBe(200);
    const again = await activate(token ?? '');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'TOKEN_INVALID', detail: 'This link is invalid or has expired' });
  });

  it('refuses an expired activation token and a made-up one', async () => {
    const email = uniqueEmail('expired');
    await register({ name: 'Late', email, password: PASSWORD });
    const { token } = await mailFor(email);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    await ctx.database.db
      .update(oneTimeTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.user_id, user?.id ?? ''));
    expect((await activate(token ?? '')).json().code).toBe('TOKEN_INVALID');
    expect((await activate('not-a-real-token')).statusCode).toBe(400);
    // Its registration expired with its link: the password it chose no longer counts.
    expect((await login(ctx, email)).json().code).toBe('LOGIN_FAILED');
  });

  it('answers the same for a known address, and mails its owner instead of creating an account', async () => {
    const existing = await createUser(ctx, { name: 'Owner' });
    const known = await register({ name: 'Intruder', email: existing.email, password: 'Other#Pass99' });
    const unknown = await register({ name: 'Intruder', email: uniqueEmail('fresh'), password: 'Other#Pass99' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
    expect(known.json().message).toBe(unknown.json().message);

    const mail = await mailFor(existing.email);
    expect(mail.subject).toBe('You already have a Ladder account');
    const stillOwner = await login(ctx, existing.email);
    expect(stillOwner.statusCode).toBe(200);
    expect((await login(ctx, existing.email, 'Other#Pass99')).statusCode).toBe(400);
  });

  it('mails a fresh activation link when a pending address registers again, and the old link dies', async () => {
    const email = uniqueEmail('again');
    await register({ name: 'Twice', email, password: PASSWORD });
    const first = await mailFor(email);
    await register({ name: 'Twice', email, password: PASSWORD });
    const second = await mailFor(email);
    expect(second.token).not.toBe(first.token);
    expect((await activate(first.token ?? '')).statusCode).toBe(400);
    expect((await activate(second.token ?? '')).statusCode).toBe(200);
  });

  it('writes the mail in the language of the request that registered', async () => {
    const email = uniqueEmail('vi');
    const response = await register(
      { name: 'Trần Văn Bình', email, password: PASSWORD },
      { 'accept-language': 'vi-VN,vi;q=0.9' },
    );
    expect(response.json().message).toBe('Đăng ký thành công! Vui lòng kiểm tra email để kích hoạt tài khoản!');
    const mail = await mailFor(email);
    expect(mail.subject).toBe('Kích hoạt tài khoản Ladder của bạn');
    expect(mail.text).toContain('Xin chào Trần Văn Bình,');
    expect(mail.language).toBe('vi');
  });

  it('refuses to register while signed in', async () => {
    const user = await createUser(ctx);
    const response = await register(
      { name: 'X', email: uniqueEmail(), password: PASSWORD },
      await authHeader(ctx, user),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'LOGOUT_TO_REGISTER', detail: 'Sign out to create a new account.' });
  });
});

describe('registration validation', () => {
  const valid = () => ({ name: 'Valid Name', email: uniqueEmail('v'), password: PASSWORD });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ name: 'a'.repeat(NAME_MAX_LENGTH + 1) }, 'name', 'Use 255 characters or fewer.'],
    [{ name: 'ễ'.repeat(NAME_MAX_LENGTH + 1) }, 'name', 'Use 255 characters or fewer.'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: 'Ab1#xyz' }, 'password', 'Password must be at least 8 characters'],
    [{ password: `Ab1#${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}` }, 'password', 'Password must be at most 255 characters'],
    [
      { password: 'abcdefg1#' },
      'password',
      'Password must contain an uppercase letter, a lowercase letter, a number and one of #?!@$%^&*-',
    ],
    [
      { password: 'ABCDEFG1#' },
      'password',
      'Password must contain an uppercase letter, a lowercase letter, a number and one of #?!@$%^&*-',
    ],
    [
      { password: 'Abcdefgh#' },
      'password',
      'Password must contain an uppercase letter, a lowercase letter, a number and one of #?!@$%^&*-',
    ],
    [
      { password: 'Abcdefgh1' },
      'password',
      'Password must contain an uppercase letter, a lowercase letter, a number and one of #?!@$%^&*-',
    ],
    [{ password: 'P@ssw0rd1' }, 'password', 'This password is too common. Please choose another one.'],
  ])('%j → %s: %s', async (change, field, message) => {
    const response = await register({ ...valid(), ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', detail: message, errors: [{ field, message }] });
  });

  it.each([
    ['a 255-character name', { name: 'a'.repeat(NAME_MAX_LENGTH) }],
    ['a 255-character Vietnamese name', { name: 'ễ'.repeat(NAME_MAX_LENGTH) }],
    ['an emoji name', { name: '🌟 Lan 🌟' }],
    ['an 8-character password', { password: 'Ab1#wxyz' }],
    ['a 255-character password', { password: `Ab1#${'q'.repeat(PASSWORD_MAX_LENGTH - 4)}` }],
  ])('accepts %s', async (_label, change) => {
    expect((await register({ ...valid(), ...change })).statusCode).toBe(201);
  });

  it('gives the messages in Vietnamese', async () => {
    const response = await register({ name: '', email: 'x', password: '' }, { 'accept-language': 'vi' });
    expect(response.json().errors).toEqual([
      { field: 'name', message: 'Vui lòng nhập tên' },
      { field: 'email', message: 'Email không hợp lệ' },
      { field: 'password', message: 'Vui lòng nhập mật khẩu' },
    ]);
  });

  it('limits registrations per address', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await register({ name: 'Many', email: uniqueEmail('many'), password: PASSWORD }, {}, '10.9.9.9')).statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    expect(
      (await register({ name: 'Other', email: uniqueEmail('other'), password: PASSWORD }, {}, '10.9.9.10')).statusCode,
    ).toBe(201);
  });

  it('refuses a body that is not an object', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/open',
      payload: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('login', () => {
  it('takes the OAuth2 form body and gives the messages of docs/product.md', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=&password=',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      { field: 'username', message: 'Username is required' },
      { field: 'password', message: 'Password is required' },
    ]);
    const invalid = await login(ctx, 'nobody', 'x');
    expect(invalid.json().errors).toEqual([{ field: 'username', message: 'Enter a valid email address.' }]);
  });

  it('says the same for an unknown email as for a wrong password', async () => {
    const user = await createUser(ctx);
    const wrongPassword = await login(ctx, user.email, 'Wrong#Pass1');
    const unknown = await login(ctx, uniqueEmail('ghost'), 'Wrong#Pass1');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ code: 'LOGIN_FAILED', detail: 'Incorrect email or password' });
    expect(unknown.statusCode).toBe(wrongPassword.statusCode);
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('ignores the case of the email', async () => {
    const user = await createUser(ctx);
    expect((await login(ctx, user.email.toUpperCase())).statusCode).toBe(200);
  });

  it('refuses a deactivated account with is_active false', async () => {
    const user = await createUser(ctx, { is_active: false, deactivated_at: new Date() });
    const response = await login(ctx, user.email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'ACCOUNT_INACTIVE',
      detail: 'This account has been deactivated.',
      is_active: false,
    });
  });

  it('limits attempts per address and says when to retry', async () => {
    const user = await createUser(ctx);
    const client = randomIp();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await login(ctx, user.email, 'Wrong#Pass1', client);
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toEqual({ code: 'RATE_LIMITED', detail: 'Too many requests. Please try again later.' });
    // Even the right password waits; another address from the same client does not.
    expect((await login(ctx, user.email, PASSWORD, client)).statusCode).toBe(429);
    const other = await createUser(ctx);
    expect((await login(ctx, other.email, PASSWORD, client)).statusCode).toBe(200);
  });
});
