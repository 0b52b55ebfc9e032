import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { posts } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import { member, newPost } from '../../../test/factories';

const ctx = useTestApp();

type Headers = Record<string, string>;
const interact = (headers: Headers, postId: string, body: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/post-interactions/${postId}`, headers, payload: body });
const list = (headers: Headers, kind: 'saved' | 'liked' | 'shared', body: object = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/post-interactions/get-${kind}-posts`, headers, payload: body });

describe('likes, saves and shares', () => {
  it('sets each switch idempotently and keeps the counts', async () => {
    const author = await member(ctx);
    const fan = await member(ctx);
    const postId = await newPost(ctx, author.headers);
    const liked = await interact(fan.headers, postId, { liked: true });
    expect(liked.json()).toMatchObject({ liked: true, saved: false, shared: false, total_post_likes: 1 });
    expect((await interact(fan.headers, postId, { liked: true })).json().total_post_likes).toBe(1);
    const saved = await interact(fan.headers, postId, { saved: true, shared: true });
    expect(saved.json()).toMatchObject({
      liked: true,
      saved: true,
      shared: true,
      total_post_likes: 1,
      total_post_shares: 1,
    });
    const unliked = await interact(fan.headers, postId, { liked: false });
    expect(unliked.json()).toMatchObject({ liked: false, saved: true, total_post_likes: 0, total_post_shares: 1 });
  });

  it('refuses unknown fields, other values and missing posts', async () => {
    const fan = await member(ctx);
    const author = await member(ctx);
    const postId = await newPost(ctx, author.headers);
    expect((await interact(fan.headers, postId, { liked: 'yes' })).statusCode).toBe(422);
    expect((await interact(fan.headers, postId, { total_post_likes: 100 })).statusCode).toBe(422);
    expect((await interact(fan.headers, '00000000-0000-4000-8000-000000000000', { liked: true })).statusCode).toBe(404);
    expect((await interact({}, postId, { liked: true })).statusCode).toBe(401);
  });

  it('lists the caller’s own saved, liked and shared posts, most recent first, and nobody else’s', async () => {
    const author = await member(ctx);
    const reader = await member(ctx);
    const other = await member(ctx);
    const [a, b, c] = [
      await newPost(ctx, author.headers, 'A'),
      await newPost(ctx, author.headers, 'B'),
      await newPost(ctx, author.headers, 'C'),
    ];
    for (const postId of [b, a, c]) await interact(reader.headers, postId, { saved: true });
    await interact(reader.headers, a, { liked: true });
    await interact(other.headers, b, { saved: true });
    await interact(reader.headers, c, { saved: false });

    const saved = (await list(reader.headers, 'saved')).json();
    expect(saved.items.map((p: { id: string }) => p.id)).toEqual([a, b]);
    expect(saved.items[0].interaction).toEqual({ liked: true, saved: true, shared: false });
    const firstPage = (await list(reader.headers, 'saved', { limit: 1 })).json();
    expect(firstPage.items.map((p: { id: string }) => p.id)).toEqual([a]);
    const secondPage = (
      await list(reader.headers, 'saved', { limit: 1, last_evaluated_key: firstPage.last_evaluated_key })
    ).json();
    expect(secondPage.items.map((p: { id: string }) => p.id)).toEqual([b]);
    expect(secondPage.last_evaluated_key).toBeNull();
    expect((await list(reader.headers, 'liked')).json().items.map((p: { id: string }) => p.id)).toEqual([a]);
    expect((await list(other.headers, 'saved')).json().items.map((p: { id: string }) => p.id)).toEqual([b]);
  });

  it('shows who liked or shared a post, never who saved it', async () => {
    const author = await member(ctx);
    const liker = await member(ctx, { name: 'Người Thích' });
    const saver = await member(ctx);
    const postId = await newPost(ctx, author.headers);
    await interact(liker.headers, postId, { liked: true });
    await interact(saver.headers, postId, { saved: true });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/post-interactions/get-post-interactions?post_id=${postId}`,
    });
    expect(response.json().items).toEqual([
      {
        user_id: liker.user.id,
        user_name: 'Người Thích',
        user_username: liker.user.username,
        user_photo_path: null,
        liked: true,
        shared: false,
      },
    ]);
  });

  it('keeps the like counter equal to the rows under hundreds of parallel toggles', async () => {
    const author = await member(ctx);
    const postId = await newPost(ctx, author.headers);
    const fans = await Promise.all(Array.from({ length: 40 }, () => member(ctx)));
    const requests = [];
    for (let round = 0; round < 5; round += 1) {
      for (const fan of fans)
        requests.push(interact(fan.headers, postId, { liked: round % 2 === 0 || Math.random() < 0.5 }));
    }
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await ctx.database.db.select().from(posts).where(eq(posts.id, postId));
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from post_interactions where post_id = ${postId}::uuid and liked`,
    );
    expect(requests.length).toBe(200);
    expect(row?.total_post_likes).toBe(count?.n);
  });
});
