import { translate } from '@ladder/shared/i18n/translate';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, useTestApp, type Headers } from '../../../test/helper';
import { member } from '../../../test/factories';
import { startPushReceiver, type PushReceiver, type TestSubscription } from '../../../test/push-receiver';
import { buildApp } from '../../app';
import { NOTIFICATION_KINDS } from '@ladder/shared/schemas/notifications';
import { PUSH_GROUP_KINDS } from '@ladder/shared/schemas/push';
import { textArray } from '../../db/arrays';
import { queryRows } from '../../db/client';
import { smtpTransport } from '../../mail/transports';

// Web Push (docs/api/push.md) against a push service on loopback that decrypts what it receives
// with each subscription's keys, as a browser would.
const ctx = useTestApp({ PUSH_ALLOW_PRIVATE_ENDPOINTS: '1' });
let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => receiver.close());

const api = (...args: Parameters<typeof callApi> extends [unknown, ...infer R] ? R : never) => callApi(ctx, ...args);
const subscribe = (headers: Headers, subscription: TestSubscription) =>
  api('POST', '/users/current/me/push-subscriptions', headers, {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
  });
const follow = (headers: Headers, userId: string) =>
  api('POST', `/users/current/me/follow-user?user_id=${userId}`, headers);
const subscriptionsOf = (userId: string) =>
  queryRows<{ endpoint: string }>(
    ctx.database.db,
    sql`select endpoint from push_subscriptions where user_id = ${userId}::uuid`,
  );
/** A signed-in reader with this browser subscribed. */
async function subscribedReader(language: 'en' | 'vi', status = 201) {
  const reader = await member(ctx, { default_language: language });
  const subscription = receiver.subscription(status);
  expect((await subscribe(reader.headers, subscription)).statusCode).toBe(200);
  return { ...reader, subscription };
}

describe('the web app manifest', () => {
  it('is installable, in the language and theme of the browser’s cookies or Accept-Language', async () => {
    const vi = await ctx.app.inject({
      url: '/manifest.webmanifest',
      headers: { cookie: 'ladder-theme=light', 'accept-language': 'vi-VN,vi;q=0.9' },
    });
    expect(vi.statusCode).toBe(200);
    expect(vi.headers['content-type']).toContain('application/manifest+json');
    expect(vi.headers.vary).toContain('cookie');
    expect(vi.json()).toMatchObject({
      name: 'Ladder',
      lang: 'vi',
      description: translate('vi', 'push.app_description'),
      display: 'standalone',
      start_url: '/feed?source=pwa',
      theme_color: '#ffffff',
    });
    expect(vi.json<{ icons: { purpose: string; sizes: string }[] }>().icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    const en = await ctx.app.inject({ url: '/manifest.webmanifest', headers: { 'accept-language': 'en' } });
    expect(en.json()).toMatchObject({
      lang: 'en',
      description: translate('en', 'push.app_description'),
      theme_color: '#020617',
    });
  });

  it('names Ladder as a share target: a link, text or photos shared from another app open the composer', async () => {
    const manifest = await ctx.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.json()).toMatchObject({
      share_target: {
        action: '/share',
        method: 'POST',
        enctype: 'multipart/form-data',
        params: {
          title: 'title',
          text: 'text',
          url: 'url',
          files: [{ name: 'media', accept: expect.arrayContaining(['image/jpeg', 'video/mp4']) as unknown }],
        },
      },
    });
  });

  it('without the service worker, a share reaching the server goes on to the composer with its text', async () => {
    const boundary = 'share-boundary';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const photo =
      `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="a.jpg"\r\n` +
      `Content-Type: image/jpeg\r\n\r\n${'x'.repeat(2000)}\r\n`;
    const shared = await ctx.app.inject({
      method: 'POST',
      url: '/share',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${field('title', 'Lộ trình')}${photo}${field('text', 'Đáng đọc')}${field('url', '')}--${boundary}--\r\n`,
    });
    expect(shared.statusCode).toBe(303);
    expect(shared.headers.location).toBe(
      `/share?${new URLSearchParams({ title: 'Lộ trình', text: 'Đáng đọc' }).toString()}`,
    );
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/share',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'url=https%3A%2F%2Fexample.com%2Fa&other=x',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/share?url=https%3A%2F%2Fexample.com%2Fa');
  });
});

describe('Web Push', () => {
  it('gives the VAPID public key to anyone, and the same key every time', async () => {
    const first = await api('GET', '/push/key');
    expect(first.statusCode).toBe(200);
    expect(Buffer.from(first.json<{ public_key: string }>().public_key, 'base64url')).toHaveLength(65);
    expect((await api('GET', '/push/key')).json()).toEqual(first.json());
  });

  it('pushes a follow to the reader’s browser in the reader’s language, encrypted to its keys', async () => {
    const actor = await member(ctx, { name: 'Trần Minh' });
    const english = await subscribedReader('en');
    const vietnamese = await subscribedReader('vi');
    await follow(actor.headers, english.user.id);
    await follow(actor.headers, vietnamese.user.id);
    await ctx.app.pushSender.idle();
    expect(english.subscription.received).toEqual([
      expect.objectContaining({
        title: 'Ladder',
        body: 'Trần Minh started following you',
        url: `/profile/${actor.user.username}`,
        unread: 1,
      }),
    ]);
    expect(vietnamese.subscription.received).toEqual([
      expect.objectContaining({ body: translate('vi', 'notifications.kind_follow', { name: 'Trần Minh' }) }),
    ]);
    expect(translate('vi', 'notifications.kind_follow', { name: 'Trần Minh' })).toBe(
      'Trần Minh đã bắt đầu theo dõi bạn',
    );
  });

  it('sends only the groups the member keeps on', async () => {
    const reader = await subscribedReader('en');
    const saved = await api('PUT', '/users/current/me/push-settings', reader.headers, { groups: { follows: false } });
    expect(saved.json()).toEqual({
      groups: { follows: false, likes: true, comments: true, tracks: true, goals: true, endorsements: true },
    });
    await follow((await member(ctx)).headers, reader.user.id);
    await ctx.app.pushSender.idle();
    expect(reader.subscription.received).toEqual([]);
  });

  it('groups every notification kind in SQL as PUSH_GROUP_KINDS says (endorsements have their own group)', async () => {
    const rows = await queryRows<{ kind: string; group: string | null }>(
      ctx.database.db,
      sql`select k.kind, ladder_push_group(k.kind) as group from unnest(${textArray([...NOTIFICATION_KINDS])}) as k(kind)`,
    );
    const expected = Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [
        kind,
        Object.entries(PUSH_GROUP_KINDS).find(([, kinds]) => (kinds as readonly string[]).includes(kind))?.[0] ?? null,
      ]),
    );
    expect(Object.fromEntries(rows.map((row) => [row.kind, row.group]))).toEqual(expected);
    expect(expected.endorsement).toBe('endorsements');
  });

  it('removes a subscription the push service answers 410 or 404 for', async () => {
    for (const status of [410, 404]) {
      const reader = await subscribedReader('en', status);
      await follow((await member(ctx)).headers, reader.user.id);
      await ctx.app.pushSender.idle();
      expect(await subscriptionsOf(reader.user.id)).toEqual([]);
    }
  });

  it('sends nothing after signing out: the session’s subscription goes with it', async () => {
    const reader = await subscribedReader('en');
    expect((await api('POST', '/logout', reader.headers)).statusCode).toBe(200);
    expect(await subscriptionsOf(reader.user.id)).toEqual([]);
    await follow((await member(ctx)).headers, reader.user.id);
    await ctx.app.pushSender.idle();
    expect(reader.subscription.received).toEqual([]);
  });

  it('sends each push once while two instances work the same queue', async () => {
    const second: FastifyInstance = await buildApp(ctx.config, {
      database: ctx.database,
      logger: false,
      mailTransport: smtpTransport(ctx.mailbox.url),
    });
    try {
      await second.ready();
      const readers = await Promise.all([0, 1, 2, 3].map(() => subscribedReader('en')));
      const actor = await member(ctx);
      for (const reader of readers) await follow(actor.headers, reader.user.id);
      await Promise.all([ctx.app.pushSender.idle(), second.pushSender.idle(), ctx.app.pushSender.idle()]);
      for (const reader of readers) expect(reader.subscription.received).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('refuses an endpoint that is not a URL, and keys of the wrong size, with a 422 in the reader’s language', async () => {
    const reader = await member(ctx);
    const subscription = receiver.subscription();
    const notUrl = await api('POST', '/users/current/me/push-subscriptions', reader.headers, {
      endpoint: 'not a url',
      keys: subscription.keys,
    });
    expect(notUrl.statusCode).toBe(422);
    expect(notUrl.json()).toMatchObject({ errors: [{ field: 'endpoint' }] });
    const badKeys = await api(
      'POST',
      '/users/current/me/push-subscriptions',
      { ...reader.headers, 'accept-language': 'vi' },
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: 'AAAA', auth: subscription.keys.auth },
      },
    );
    expect(badKeys.statusCode).toBe(422);
    expect(JSON.stringify(badKeys.json())).toContain(translate('vi', 'push.errors.keys_invalid'));
  });
});
