import { describe, expect, it } from 'vitest';
import { authHeader, randomIp, uniqueEmail, useTestApp, PASSWORD } from '../../../test/helper';
import { createUser } from '../../../test/factories';

const ctx = useTestApp();

async function registerAndActivate() {
  const email = uniqueEmail('first-run');
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/open',
    payload: { name: 'Lan', email, password: PASSWORD, adult: true, terms: true, consent: true },
    remoteAddress: randomIp(),
  });
  expect(registered.statusCode).toBe(201);
  await ctx.app.mailer.idle();
  const token = ctx.mailbox.last(email).token ?? '';
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/new-account/${encodeURIComponent(token)}`,
    payload: { password: PASSWORD },
    headers: { 'accept-language': 'vi' },
    remoteAddress: randomIp(),
  });
}

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers });
const endFirstRun = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/users/current/me/first-run', headers });

// docs/decisions/0049-the-first-run.md
describe('the first run', () => {
  it('the activation answer signs the member in, with the first run still to come', async () => {
    const activated = await registerAndActivate();
    expect(activated.statusCode).toBe(200);
    const body = activated.json<{ message: string; access_token: string; token_type: string }>();
    expect(body).toMatchObject({ message: 'Kích hoạt tài khoản thành công!', token_type: 'bearer' });
    const profile = await me({ authorization: `Bearer ${body.access_token}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ is_active: true, first_run_done_at: null });
  });

  it('ends once, finished or skipped, and keeps the first time', async () => {
    const member = await createUser(ctx);
    const headers = await authHeader(ctx, member);
    const first = await endFirstRun(headers);
    expect(first.statusCode).toBe(200);
    const doneAt = first.json<{ first_run_done_at: string }>().first_run_done_at;
    expect(Date.parse(doneAt)).not.toBeNaN();
    const again = await endFirstRun(headers);
    expect(again.json()).toMatchObject({ first_run_done_at: doneAt });
    expect((await me(headers)).json()).toMatchObject({ first_run_done_at: doneAt });
  });

  it('is a member’s own: a visitor gets 401', async () => {
    expect((await endFirstRun({})).statusCode).toBe(401);
  });
});
