import { NOTIFICATION_STREAM_LIMITS } from '@ladder/shared/schemas/notifications';
import { translate } from '@ladder/shared/i18n/translate';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import { authHeader, callApi, PASSWORD, randomIp, useTestApp, type Headers } from '../../../test/helper';
import { member } from '../../../test/factories';
import { openSse, type SseStream } from '../../../test/sse';
import { until } from '../../../test/until';

// The proxy in front is on loopback: the client is the address it names (docs/decisions/0013).
const ctx = useTestApp({ TRUST_PROXY: 'loopback' });
const PATH = '/api/v1/users/current/me/notifications/stream';
let base: string;

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

/** A stream opened from `address` (each test its own, so that none shares another's count). */
const open = (headers: Headers, address: string, at = base) =>
  openSse(`${at}${PATH}`, { ...headers, 'x-forwarded-for': address });

/** A stream that answered 200 and sent its first count. */
async function live(headers: Headers, address: string, at = base): Promise<SseStream> {
  const stream = await open(headers, address, at);
  expect(stream.status).toBe(200);
  await stream.next('unread');
  return stream;
}

const endReason = (events: { event: string; data: unknown }[]) =>
  (events.find((item) => item.event === 'end')?.data as { reason?: string } | undefined)?.reason;

const { perSession, perAddress } = NOTIFICATION_STREAM_LIMITS;

describe('how many live streams', () => {
  it(`one session holds at most ${perSession} at once: the next is refused with 429, a stable code and Retry-After, in the reader's language`, async () => {
    const { headers } = await member(ctx);
    const address = randomIp();
    // All at once, as the attack did: the count is exact however they interleave.
    const all = await Promise.all(Array.from({ length: perSession + 1 }, () => open(headers, address)));
    const statuses = all.map((stream) => stream.status).sort();
    expect(statuses).toEqual([...Array<number>(perSession).fill(200), 429]);

    const refused = await open({ ...headers, 'accept-language': 'vi' }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.response.json()).toMatchObject({
      code: 'STREAM_LIMIT_REACHED',
      detail: translate('vi', 'notifications.errors.stream_limit'),
    });
    // Another session of the same member (another device) has its own count.
    const other = await live(await authHeader(ctx, (await member(ctx)).user), address);
    for (const stream of [...all, other]) stream.abort();
  });

  it(`one client address holds at most ${perAddress} at once across sessions; another address is not counted with it`, async () => {
    const address = randomIp();
    const sessions = await Promise.all(
      Array.from({ length: Math.ceil(perAddress / (perSession - 1)) + 1 }, async () => (await member(ctx)).headers),
    );
    const streams: SseStream[] = [];
    for (let i = 0; i < perAddress; i += 1) streams.push(await live(sessions[i % sessions.length]!, address));
    const last = sessions.at(-1)!;
    const refused = await open(last, address);
    expect(refused.status).toBe(429);
    expect(await refused.response.json()).toMatchObject({ code: 'STREAM_LIMIT_REACHED' });
    // The same session from elsewhere: the address counts, as the rate limiter sees it.
    streams.push(await live(last, randomIp()));
    for (const stream of streams) stream.abort();
  });

  it('a stream that closes (the client goes, the server ends it) frees its slot at once', async () => {
    const { headers } = await member(ctx);
    const address = randomIp();
    const before = ctx.app.notificationStreams.size;
    const streams = await Promise.all(Array.from({ length: perSession }, () => live(headers, address)));
    expect((await open(headers, address)).status).toBe(429);
    streams.pop()!.abort();
    await until(() => ctx.app.notificationStreams.size === before + perSession - 1);
    streams.push(await live(headers, address));
    // A refused stream took no slot; the server ending them all leaves none behind.
    expect(ctx.app.notificationStreams.size).toBe(before + perSession);
    await callApi(ctx, 'POST', '/logout', headers);
    for (const stream of streams) await stream.ended();
    expect(ctx.app.notificationStreams.size).toBe(before);
  });
});

describe('how long a stream lives', () => {
  it('the server ends a stream past its lifetime, saying so; its slot is free again', async () => {
    const instance: FastifyInstance = await buildApp(ctx.config, {
      database: ctx.database,
      logger: false,
      streamLimits: { lifetimeMs: 50 },
    });
    try {
      await instance.listen({ port: 0, host: '127.0.0.1' });
      const at = `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
      const { headers } = await member(ctx);
      const stream = await live(headers, randomIp(), at);
      expect(endReason(await stream.ended())).toBe('lifetime');
      expect(instance.notificationStreams.size).toBe(0);
    } finally {
      await instance.close();
    }
  });
});

describe('a stream ends with its session', () => {
  it('at logout, and only that session’s streams', async () => {
    const me = await member(ctx);
    const address = randomIp();
    const elsewhere = await authHeader(ctx, me.user);
    const [stream, kept] = [await live(me.headers, address), await live(elsewhere, address)];
    expect((await callApi(ctx, 'POST', '/logout', me.headers)).statusCode).toBe(200);
    expect(endReason(await stream.ended())).toBe('revoked');
    // The other device still hears of a new follower.
    await callApi(ctx, 'POST', `/users/current/me/follow-user?user_id=${me.user.id}`, (await member(ctx)).headers);
    expect(await kept.next('unread')).toEqual({ unread: 1 });
    kept.abort();
  });

  it('at a password change (which keeps the member signed in with a new session)', async () => {
    const me = await member(ctx);
    const stream = await live(me.headers, randomIp());
    const changed = await callApi(ctx, 'PUT', '/users/current/me/change-password', me.headers, {
      current_password: PASSWORD,
      new_password: 'Another#Rung77',
    });
    expect(changed.statusCode).toBe(200);
    expect(endReason(await stream.ended())).toBe('revoked');
  });

  it('at an account deletion, and at a deactivation', async () => {
    const [leaving, resting] = [await member(ctx), await member(ctx)];
    const streams = [await live(leaving.headers, randomIp()), await live(resting.headers, randomIp())];
    const deleted = await callApi(ctx, 'POST', '/users/current/me/delete', leaving.headers, { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    const deactivated = await callApi(ctx, 'PUT', '/users/current/me', resting.headers, { is_active: false });
    expect(deactivated.statusCode).toBe(200);
    for (const stream of streams) expect(endReason(await stream.ended())).toBe('revoked');
  });

  it('also with READ_CACHE=0: nothing is cached, the revocation is still heard', async () => {
    const uncached = await buildApp({ ...ctx.config, readCache: false }, { database: ctx.database, logger: false });
    try {
      await uncached.listen({ port: 0, host: '127.0.0.1' });
      const me = await member(ctx);
      const stream = await live(
        me.headers,
        randomIp(),
        `http://127.0.0.1:${(uncached.server.address() as AddressInfo).port}`,
      );
      expect((await callApi(ctx, 'POST', '/logout', me.headers)).statusCode).toBe(200);
      expect(endReason(await stream.ended())).toBe('revoked');
    } finally {
      await uncached.close();
    }
  });

  it('when an operator deactivates the member in SQL, their sessions left as they are', async () => {
    const me = await member(ctx);
    const stream = await live(me.headers, randomIp());
    await ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, me.user.id));
    expect(endReason(await stream.ended())).toBe('revoked');
  });
});
