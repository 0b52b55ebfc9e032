import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema';
import { authHeader, useTestApp, login, PASSWORD, randomIp, uniqueEmail } from '../../../test/helper';
import { createUser } from '../../../test/factories';

const ctx = useTestApp();

const NEW_PASSWORD = 'Fresh#Start77';

const recover = (email: string, remoteAddress = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/password-recovery/${encodeURIComponent(email)}`, remoteAddress });
const reset = (body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/reset-password/', payload: body, headers, remoteAddress: randomIp() });
const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers });

async function mailsTo(email: string) {
  await ctx.app.mailer.idle();
  return ctx.mailbox.to(email);
}

describe('password recovery', () => {
  it('mails a reset link; the reset signs every session out and the new password works', async () => {
    const user = await createUser(ctx);
    const session = await authHeader(ctx, user);
    const response = await recover(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email sent. Check your inbox for a link to reset your password.' });

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Reset your Ladder password');
    expect(mail?.link).toMatch(/^https:\/\/ladder\.test\/reset-password\?token=/);

    const done = await reset({ token: mail?.token, new_password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset.' });
    expect((await me(session)).statusCode).toBe(401);
    expect((await login(ctx, user.email)).statusCode).toBe(400);
    expect((await login(ctx, user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await reset({ token: mail?.token, new_password: 'Another#Pass88' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('TOKEN_INVALID');
  });

  it('also takes the email in a JSON body, trimmed', async () => {
    const user = await createUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/password-recovery',
      payload: { email: `  ${user.email} ` },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const known = await createUser(ctx);
    const ghost = uniqueEmail('ghost');
    const a = await recover(known.email);
    const b = await recover(ghost);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(await mailsTo(ghost)).toHaveLength(0);
  });

  it('mails the activation link again to an address that never activated', async () => {
    const email = uniqueEmail('pending');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/open',
      payload: { name: 'Pending', email, password: PASSWORD, adult: true, terms: true, consent: true },
      remoteAddress: randomIp(),
    });
    await recover(email);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['Activate your Ladder account', 'Activate your Ladder account']);
  });

  it('only the newest link works, and an expired one does not', async () => {
    const user = await createUser(ctx);
    await recover(user.email);
    await recover(user.email);
    const [older, newer] = await mailsTo(user.email);
    expect((await reset({ token: older?.token, new_password: NEW_PASSWORD })).statusCode).toBe(400);
    await ctx.database.db
      .update(oneTimeTokens)
      .set({ expires_at: new Date(Date.now() - 1) })
      .where(eq(oneTimeTokens.user_id, user.id));
    expect((await reset({ token: newer?.token, new_password: NEW_PASSWORD })).json().code).toBe('TOKEN_INVALID');
  });

  it('validates the new password and the token', async () => {
    const missing = await reset({ new_password: NEW_PASSWORD });
    expect(missing.json().errors).toEqual([{ field: 'token', message: 'Token is required' }]);
    const weak = await reset({ token: 'x', new_password: 'short' });
    expect(weak.json().errors).toEqual([{ field: 'new_password', message: 'Password must be at least 8 characters' }]);
    const common = await reset({ token: 'x', new_password: 'Password1!' });
    expect(common.json().errors).toEqual([
      { field: 'new_password', message: 'This password is too common. Please choose another one.' },
    ]);
  });

  it('refuses a malformed address with the message of docs/product.md', async () => {
    const response = await recover('not-an-email');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'email', message: 'Enter a valid email address.' }]);
  });

  it('limits recovery requests per client', async () => {
    const address = '10.7.7.7';
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await recover(uniqueEmail('r'), address)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
  });
});

describe('change password', () => {
  const change = (headers: Record<string, string>, body: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/v1/users/current/me/change-password', headers, payload: body });

  it('changes it, ends every earlier session and hands back a fresh token', async () => {
    const user = await createUser(ctx);
    const other = await authHeader(ctx, user);
    const headers = await authHeader(ctx, user);
    const response = await change(headers, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Password changed', token_type: 'bearer' });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${response.json().access_token}` })).statusCode).toBe(200);
    expect((await login(ctx, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a new one equal to it', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    const wrong = await change(headers, { current_password: 'Wrong#Pass11', new_password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'CURRENT_PASSWORD_WRONG',
      detail: 'Your current password is incorrect. Please try again.',
    });
    const same = await change(headers, { current_password: PASSWORD, new_password: PASSWORD });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual([
      { field: 'new_password', message: 'Your new password must be different from the current one.' },
    ]);
    const empty = await change(headers, { current_password: '', new_password: '' });
    expect(empty.json().errors).toEqual([
      { field: 'current_password', message: 'Current password is required' },
      { field: 'new_password', message: 'Password is required' },
    ]);
    expect((await me(headers)).statusCode).toBe(200);
  });

  it('never takes the passwords from the query string', async () => {
    const user = await createUser(ctx);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/current/me/change-password?current_password=${PASSWORD}&new_password=${NEW_PASSWORD}`,
      headers: await authHeader(ctx, user),
    });
    expect(response.statusCode).toBe(422);
    expect((await login(ctx, user.email)).statusCode).toBe(200);
  });

  it('limits attempts per member', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await change(headers, { current_password: 'Wrong#Pass11', new_password: NEW_PASSWORD })).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('change email', () => {
  const change = (headers: Record<string, string>, body: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/v1/users/current/me/change-email', headers, payload: body });
  const confirm = (token: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/email-change/${token}` });

  it('mails a link to the new address and a notice to the old one; the link moves the account', async () => {
    const user = await createUser(ctx, { name: 'Mover' });
    const headers = await authHeader(ctx, user);
    const target = uniqueEmail('new');
    const response = await change(headers, { to_email: target.toUpperCase() });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'We sent a confirmation link to your new email address' });

    const [link] = await mailsTo(target);
    expect(link?.subject).toBe('Confirm your new email address');
    const [notice] = await mailsTo(user.email);
    expect(notice?.subject).toBe('Your Ladder email address is being changed');
    expect(notice?.text).toContain(target);

    expect((await me(headers)).json().email).toBe(user.email);
    const confirmed = await confirm(link?.token ?? '');
    expect(confirmed.statusCode).toBe(200);
    expect((await me(headers)).json().email).toBe(target);
    expect((await login(ctx, target)).statusCode).toBe(200);
    expect((await confirm(link?.token ?? '')).statusCode).toBe(400);
  });

  it('refuses the current address and malformed ones', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    const same = await change(headers, { to_email: user.email });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({
      code: 'EMAIL_SAME',
      detail: 'Your new email must be different from the current one.',
    });
    expect((await change(headers, { to_email: 'nope' })).json().errors).toEqual([
      { field: 'to_email', message: 'Enter a valid email address.' },
    ]);
  });

  it("answers the same for another member's address, changes nothing and tells that address's owner", async () => {
    const owner = await createUser(ctx);
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    const taken = await change(headers, { to_email: owner.email });
    const free = await change(headers, { to_email: uniqueEmail('free') });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.body).toBe(free.body);
    const mails = await mailsTo(owner.email);
    expect(mails.map((m) => m.subject)).toEqual(['Someone tried to use your email address on Ladder']);
    expect(mails[0]?.token).toBeUndefined();
  });

  it('refuses to confirm when the address was taken in between', async () => {
    const user = await createUser(ctx);
    const target = uniqueEmail('race');
    await change(await authHeader(ctx, user), { to_email: target });
    const [link] = await mailsTo(target);
    await createUser(ctx, { email: target });
    const response = await confirm(link?.token ?? '');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });
});
