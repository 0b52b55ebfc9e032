import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, PASSWORD, randomIp, uniqueEmail, type TestContext } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { startRedis, type RedisServer } from '../../../test/redis';

/** docs/decisions/0013-rate-limits-behind-a-proxy.md: per client across usernames, per account across clients. */
const PER_CLIENT = 40;
const PER_ACCOUNT = 50;
const WRONG = 'Wrong#Pass1';
const NEW_PASSWORD = 'Fresh#Start77';

async function attempts(count: number, attempt: (i: number) => Promise<{ statusCode: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await attempt(i)).statusCode);
  return statuses;
}

const signIn = (ctx: TestContext, username: string, password: string, remoteAddress: string, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    remoteAddress,
    headers: { 'accept-language': language },
    payload: { username, password },
  });

function expectRateLimited(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('sign-in limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('limits one client across usernames, and says so in the language of the request', async () => {
    const client = randomIp();
    const statuses = await attempts(PER_CLIENT, () => login(ctx, uniqueEmail('guess'), WRONG, client));
    expect(statuses).toEqual(Array<number>(PER_CLIENT).fill(400));

    const user = await createUser(ctx);
    const refused = await signIn(ctx, user.email, PASSWORD, client, 'vi');
    expectRateLimited(refused);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', detail: 'Bạn thao tác quá nhiều, vui lòng thử lại sau' });
    // The same member from their own address is not held up.
    expect((await login(ctx, user.email)).statusCode).toBe(200);
  });

  it('limits one account across clients, even for the right password', async () => {
    const user = await createUser(ctx);
    const statuses = await attempts(PER_ACCOUNT, () => login(ctx, user.email, WRONG));
    expect(statuses).toEqual(Array<number>(PER_ACCOUNT).fill(400));

    const refused = await signIn(ctx, user.email, PASSWORD, randomIp());
    expectRateLimited(refused);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', detail: 'Too many requests. Please try again later.' });
    // An unknown address is limited alike (no hint whether it is a member), another member is not.
    const ghost = uniqueEmail('ghost');
    await attempts(PER_ACCOUNT, () => login(ctx, ghost, WRONG));
    expect((await login(ctx, ghost, WRONG)).statusCode).toBe(429);
    expect((await login(ctx, (await createUser(ctx)).email)).statusCode).toBe(200);
  });

  it('lets a member being guessed at recover by mail and sign in with the new password', async () => {
    const user = await createUser(ctx);
    await attempts(PER_ACCOUNT, () => login(ctx, user.email, WRONG));
    expect((await login(ctx, user.email)).statusCode).toBe(429);

    const recovery = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery/${encodeURIComponent(user.email)}`,
      remoteAddress: randomIp(),
    });
    expect(recovery.statusCode).toBe(200);
    await ctx.app.mailer.idle();
    const token = ctx.mailbox.last(user.email)?.token;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      remoteAddress: randomIp(),
      payload: { token, new_password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);

    expect((await login(ctx, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Guesses at the old password no longer count against the new one.
    expect((await login(ctx, user.email, WRONG)).statusCode).toBe(400);
  });
});

describe('sign-in limits with REDIS_URL', () => {
  let redis: RedisServer;
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    redis = await startRedis();
    first = await createTestApp({ REDIS_URL: redis.url });
    second = await createTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await redis.close();
  });

  it('shares the counts per client and per account between instances', async () => {
    const client = randomIp();
    const half = PER_CLIENT / 2;
    await attempts(half, () => login(first, uniqueEmail('guess'), WRONG, client));
    await attempts(half, () => login(second, uniqueEmail('guess'), WRONG, client));
    expectRateLimited(await signIn(first, uniqueEmail('guess'), WRONG, client));

    const account = uniqueEmail('target');
    const statuses = await attempts(PER_ACCOUNT, (i) => login(i % 2 ? first : second, account, WRONG));
    expect(statuses).toEqual(Array<number>(PER_ACCOUNT).fill(400));
    expectRateLimited(await signIn(second, account, WRONG, randomIp()));
  });
});
