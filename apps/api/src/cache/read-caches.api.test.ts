import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { posts, users } from '../db/schema';
import { createTestApp, type Headers, type TestContext } from '../../test/helper';
import { member } from '../../test/factories';

let ctx: TestContext;
/** A second instance of the API on the same database, as behind a load balancer. */
let other: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  other = await buildApp(ctx.config, { database: ctx.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

interface FeedPost {
  id: string;
  content: string;
  total_post_comments: number;
  user_name: string;
  total_post_likes: number;
  interaction: { liked: boolean; saved: boolean };
}

async function feed(app: FastifyInstance, headers: Headers): Promise<FeedPost[]> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/posts/get-new-feeds', headers, payload: {} });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: FeedPost[] }>().items;
}

const call = (app: FastifyInstance, method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload = {}) =>
  app.inject({ method, url: `/api/v1${url}`, headers, payload });

const feedHits = (app: FastifyInstance) => app.caches.stats().find((s) => s.name === 'feed pages')?.hits ?? 0;
/** Posts of cached pages that had to be read again (their own entry was evicted). */
const postReads = (app: FastifyInstance) => app.caches.stats().find((s) => s.name === 'feed posts')?.misses ?? 0;

/** A reader following an author who has posted once; the reader's feed page has been read (and cached). */
async function readerOfAuthor(app: FastifyInstance) {
  const author = await member(ctx, { name: 'Trần Minh Khoa' });
  const reader = await member(ctx);
  expect(
    (await call(ctx.app, 'POST', `/users/current/me/follow-user?user_id=${author.user.id}`, reader.headers)).statusCode,
  ).toBe(200);
  const post = (await call(ctx.app, 'POST', '/posts', author.headers, { content: 'Lộ trình #devops' })).json<{
    id: string;
  }>();
  const before = feedHits(app);
  expect((await feed(app, reader.headers))[0]?.id).toBe(post.id);
  expect((await feed(app, reader.headers))[0]?.id).toBe(post.id);
  // The second read was answered from memory: the checks below are about a cached page.
  expect(feedHits(app)).toBe(before + 1);
  return { author, reader, post };
}

describe('a cached feed page', () => {
  it('shows at the next read a like by someone else, the reader’s own like, a rename and a new post', async () => {
    const { author, reader, post } = await readerOfAuthor(ctx.app);
    const fan = await member(ctx);

    await call(ctx.app, 'PUT', `/post-interactions/${post.id}`, fan.headers, { liked: true });
    expect((await feed(ctx.app, reader.headers))[0]).toMatchObject({
      total_post_likes: 1,
      interaction: { liked: false },
    });

    await call(ctx.app, 'PUT', `/post-interactions/${post.id}`, reader.headers, { liked: true });
    expect((await feed(ctx.app, reader.headers))[0]).toMatchObject({
      total_post_likes: 2,
      interaction: { liked: true },
    });

    await call(ctx.app, 'PUT', '/users/current/me', author.headers, { name: 'Trần Minh Khoa (Ops)' });
    expect((await feed(ctx.app, reader.headers))[0]?.user_name).toBe('Trần Minh Khoa (Ops)');

    const next = (await call(ctx.app, 'POST', '/posts', author.headers, { content: 'Bước tiếp theo' })).json<{
      id: string;
    }>();
    expect((await feed(ctx.app, reader.headers)).map((p) => p.id)).toEqual([next.id, post.id]);

    // Still following someone (who has not posted), the reader keeps a timeline of their own.
    await call(ctx.app, 'POST', `/users/current/me/follow-user?user_id=${fan.user.id}`, reader.headers);
    await call(ctx.app, 'DELETE', `/users/current/me/unfollow-user?user_id=${author.user.id}`, reader.headers);
    expect(await feed(ctx.app, reader.headers)).toEqual([]);
  });

  it('stays cached when someone else saves the post or likes it again, and shows the reader’s own save', async () => {
    const { reader, post } = await readerOfAuthor(ctx.app);
    const fan = await member(ctx);
    await call(ctx.app, 'PUT', `/post-interactions/${post.id}`, fan.headers, { liked: true });
    expect((await feed(ctx.app, reader.headers))[0]?.total_post_likes).toBe(1);

    // Neither changes a counter, so the post row is not written and the reader's page stays.
    const before = feedHits(ctx.app);
    await call(ctx.app, 'PUT', `/post-interactions/${post.id}`, fan.headers, { saved: true });
    await call(ctx.app, 'PUT', `/post-interactions/${post.id}`, fan.headers, { liked: true });
    expect((await feed(ctx.app, reader.headers))[0]).toMatchObject({
      total_post_likes: 1,
      interaction: { saved: false },
    });
    expect(feedHits(ctx.app)).toBe(before + 1);

    await call(ctx.app, 'PUT', `/post-interactions/${post.id}`, reader.headers, { saved: true });
    expect((await feed(ctx.app, reader.headers))[0]).toMatchObject({
      total_post_likes: 1,
      interaction: { saved: true },
    });
  });

  it('takes a like elsewhere from its notification, and reads an edited post once for every page', async () => {
    const { author, reader, post } = await readerOfAuthor(ctx.app);
    const second = await member(ctx);
    await call(ctx.app, 'POST', `/users/current/me/follow-user?user_id=${author.user.id}`, second.headers);
    const newer = (await call(ctx.app, 'POST', '/posts', author.headers, { content: 'Một bài nữa' })).json<{
      id: string;
    }>();
    await feed(ctx.app, reader.headers);
    await feed(ctx.app, second.headers);
    const readers = [reader, second];
    // One after the other: two misses at the same moment would each read the post.
    const pages = async () => {
      const read = [];
      for (const viewer of readers) read.push(await feed(ctx.app, viewer.headers));
      return read;
    };

    // A like and a comment move counts only: the notification carries them, nothing is read.
    const fan = await member(ctx);
    await call(ctx.app, 'PUT', `/post-interactions/${post.id}`, fan.headers, { liked: true });
    expect(
      (await call(ctx.app, 'POST', `/post-comments/${post.id}`, fan.headers, { comment: 'Hay quá' })).statusCode,
    ).toBe(201);
    let [hits, reads] = [feedHits(ctx.app), postReads(ctx.app)];
    for (const page of await pages())
      expect(page.map((p) => [p.id, p.total_post_likes, p.total_post_comments])).toEqual([
        [newer.id, 0, 0],
        [post.id, 1, 1],
      ]);
    expect([feedHits(ctx.app), postReads(ctx.app)]).toEqual([hits + 2, reads]);

    // The reader's own like comes with its switches too: their page stays, with the like shown.
    await call(ctx.app, 'PUT', `/post-interactions/${post.id}`, reader.headers, { liked: true, saved: true });
    [hits, reads] = [feedHits(ctx.app), postReads(ctx.app)];
    expect((await feed(ctx.app, reader.headers))[1]).toMatchObject({
      total_post_likes: 2,
      interaction: { liked: true, saved: true },
    });
    expect([feedHits(ctx.app), postReads(ctx.app)]).toEqual([hits + 1, reads]);

    // An edit evicts the post: read again once, for both pages, which stay.
    await call(ctx.app, 'PUT', `/posts/${post.id}`, author.headers, { content: 'Đã sửa' });
    [hits, reads] = [feedHits(ctx.app), postReads(ctx.app)];
    for (const page of await pages())
      expect(page.map((p) => [p.content, p.total_post_likes])).toEqual([
        ['Một bài nữa', 0],
        ['Đã sửa', 2],
      ]);
    expect([feedHits(ctx.app), postReads(ctx.app)]).toEqual([hits + 2, reads + 1]);
  });

  it('drops the posts of an author deactivated meanwhile', async () => {
    const { author, reader, post } = await readerOfAuthor(ctx.app);
    const other = await member(ctx, { name: 'Phạm Thu Trang' });
    await call(ctx.app, 'POST', `/users/current/me/follow-user?user_id=${other.user.id}`, reader.headers);
    const kept = (await call(ctx.app, 'POST', '/posts', other.headers, { content: 'Vẫn ở đây' })).json<{
      id: string;
    }>();
    expect((await feed(ctx.app, reader.headers)).map((p) => p.id)).toEqual([kept.id, post.id]);

    await ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, author.user.id));
    await ctx.app.caches.sync();
    expect((await feed(ctx.app, reader.headers)).map((p) => p.id)).toEqual([kept.id]);
  });

  it('follows a change made straight in the database (a migration, an operator)', async () => {
    const { reader, post } = await readerOfAuthor(ctx.app);
    await ctx.database.db.update(posts).set({ content: 'Sửa bởi quản trị viên' }).where(eq(posts.id, post.id));
    await ctx.app.caches.sync();
    expect((await feed(ctx.app, reader.headers))[0]?.content).toBe('Sửa bởi quản trị viên');
  });
});

describe('a cached session', () => {
  it('ends at logout and at deactivation, at once', async () => {
    const { reader, author } = await readerOfAuthor(ctx.app);
    expect((await call(ctx.app, 'POST', '/logout', reader.headers)).statusCode).toBe(200);
    const refused = await call(ctx.app, 'POST', '/posts/get-new-feeds', reader.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('CREDENTIALS_INVALID');

    await ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, author.user.id));
    await ctx.app.caches.sync();
    expect((await call(ctx.app, 'POST', '/posts/get-new-feeds', author.headers)).json().code).toBe('ACCOUNT_INACTIVE');
  });
});

describe('two instances on one database', () => {
  it('a write through one instance reaches the pages and sessions the other has cached', async () => {
    const { reader, post } = await readerOfAuthor(other);
    const fan = await member(ctx);
    await call(ctx.app, 'PUT', `/post-interactions/${post.id}`, fan.headers, { liked: true });
    // The other instance applies notifications as they arrive; sync() waits for those committed so far.
    await other.caches.sync();
    expect((await feed(other, reader.headers))[0]?.total_post_likes).toBe(1);

    expect((await call(ctx.app, 'POST', '/logout', reader.headers)).statusCode).toBe(200);
    await other.caches.sync();
    expect((await call(other, 'POST', '/posts/get-new-feeds', reader.headers)).statusCode).toBe(401);
  });
});

describe('READ_CACHE=0', () => {
  it('reads every page from the database', async () => {
    const uncached = await buildApp({ ...ctx.config, readCache: false }, { database: ctx.database, logger: false });
    try {
      const { reader, post } = await readerOfAuthor(ctx.app);
      await feed(uncached, reader.headers);
      await feed(uncached, reader.headers);
      expect(feedHits(uncached)).toBe(0);
      const fan = await member(ctx);
      await call(ctx.app, 'PUT', `/post-interactions/${post.id}`, fan.headers, { liked: true });
      expect((await feed(uncached, reader.headers))[0]?.total_post_likes).toBe(1);
    } finally {
      await uncached.close();
    }
  });
});
