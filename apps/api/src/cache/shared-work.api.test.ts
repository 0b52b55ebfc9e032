import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper';
import { member, newIndustry, pickSkills, trackBody } from '../../test/factories';
import { pagingBody } from '../lib/route-helpers';
import { CACHE_CHANNEL } from './read-caches';

let ctx: TestContext;
const heard: string[] = [];
let listening: { close(): Promise<void> };
const routes: RouteOptions[] = [];
beforeAll(async () => {
  ctx = await createTestApp({}, { onRoute: (route) => void routes.push(route) });
  listening = await ctx.database.listen(CACHE_CHANNEL, {
    message: (payload) => heard.push(payload),
    reset: () => undefined,
    ready: () => undefined,
  });
});
afterAll(async () => {
  await listening.close();
  await ctx.close();
});

let markers = 0;
/** Every notification committed so far, once our own marker (sent after them) has arrived. */
async function notifiedSoFar(): Promise<string[]> {
  markers += 1;
  const marker = `test-marker:${markers}`;
  await ctx.database.notify(CACHE_CHANNEL, marker);
  await expect.poll(() => heard.includes(marker)).toBe(true);
  return heard.splice(0, heard.length);
}

describe('8. shared work only evicts what changed', () => {
  it('a shared track created, moved or deleted, or a member deactivated, empties no cache; renaming an industry does', async () => {
    const pick = await pickSkills(ctx);
    const [first, second] = [await newIndustry(ctx), await newIndustry(ctx)];
    const author = await member(ctx);
    await notifiedSoFar();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/career-tracks',
      headers: author.headers,
      payload: trackBody(first.id, pick),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/career-tracks/${id}`,
      headers: author.headers,
      payload: trackBody(second.id, pick),
    });
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/career-tracks/${id}`, headers: author.headers });
    const leaving = await member(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/career-tracks',
      headers: leaving.headers,
      payload: trackBody(first.id, pick),
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current/me',
      headers: leaving.headers,
      payload: { is_active: false },
    });
    expect(await notifiedSoFar()).not.toContain('*');

    const admin = await member(ctx, { is_superuser: true });
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/industries/${first.id}`,
      headers: admin.headers,
      payload: { name_en: `${first.name_en} renamed`, name_vn: `${first.name_vn} mới` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await notifiedSoFar()).toContain('*');
  });
});

describe('9. only successful writes wait for a sync', () => {
  it('refused requests (401, 422) send none; a successful write sends one', async () => {
    const me = await member(ctx);
    const before = ctx.app.caches.syncsAsked;
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/posts', payload: { content: 'x' } })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/posts', headers: me.headers, payload: { content: '' } }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/login/access-token',
          payload: 'username=a&password=b',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(422);
    expect(ctx.app.caches.syncsAsked).toBe(before);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/posts', headers: me.headers, payload: { content: 'ok' } }))
        .statusCode,
    ).toBe(201);
    expect(ctx.app.caches.syncsAsked).toBe(before + 1);
  });

  it('a POST list says it only reads (config.readOnly) and answers without a sync', async () => {
    // Every POST whose body is a page request (docs/api/conventions.md); forgetting
    // readOnly on one would make each of its calls wait for a sync (docs/cache.md "Changing it").
    const lists = routes.filter((route) => route.method === 'POST' && route.schema?.body === pagingBody);
    expect(lists.length).toBeGreaterThan(10);
    expect(lists.filter((route) => route.config?.readOnly !== true).map((route) => route.url)).toEqual([]);
    const me = await member(ctx);
    const before = ctx.app.caches.syncsAsked;
    const page = await ctx.app.inject({ method: 'POST', url: '/api/v1/posts/get-new-feeds', headers: me.headers });
    expect(page.statusCode).toBe(200);
    expect(ctx.app.caches.syncsAsked).toBe(before);
  });
});
