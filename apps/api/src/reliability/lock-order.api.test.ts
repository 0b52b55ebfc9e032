import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { type ApiCall, callApi, useTestApp } from '../../test/helper';
import { member } from '../../test/factories';

/**
 * Found by bench/soak: a follow of a member and a comment (or a like) on one of that member's
 * posts, at the same time, deadlocked on PostgreSQL and one of them answered 500. The follow
 * locked both members' rows FOR UPDATE and then wrote timeline rows that reference the post;
 * the comment locked the post FOR UPDATE and then wrote a notification that references the
 * member. A row locked FOR UPDATE blocks every insert that references it (the foreign key check
 * takes FOR KEY SHARE); FOR NO KEY UPDATE does not (docs/decisions/0010-career-tracks.md).
 */
const ctx = useTestApp();

const api = (...call: ApiCall) => callApi(ctx, ...call);
const waiting = async () =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )
  )[0]?.n ?? 0;

describe('a follow of a member while their post gets a comment or a like', () => {
  it.each([
    ['comment', (postId: string) => ['POST', `/post-comments/${postId}`, {}, { comment: 'Well done' }] as const],
    ['like', (postId: string) => ['PUT', `/post-interactions/${postId}`, {}, { liked: true }] as const],
  ])('a %s and the follow both succeed (no deadlock)', async (_kind, request) => {
    const author = await member(ctx);
    const follower = await member(ctx);
    const reader = await member(ctx);
    const post = (await api('POST', '/posts', author.headers, { content: 'My first step' })).json<{ id: string }>();
    const [method, url, , body] = request(post.id);
    const follow = () => api('POST', `/users/current/me/follow-user?user_id=${author.user.id}`, follower.headers);
    const interact = () => api(method, url, reader.headers, body);

    let answers;
    if (ctx.database.kind === 'postgres') {
      // The order that deadlocked: the follow holds the author's row and waits (here on the
      // author's unread count, held by another transaction), then the comment or like locks
      // the post and tells the author; then the follow goes on and writes rows naming the post.
      await ctx.database.db.execute(
        sql`insert into notification_counts (user_id, unread) values (${author.user.id}::uuid, 0) on conflict do nothing`,
      );
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let signalLocked = () => undefined as void;
      const locked = new Promise<void>((resolve) => (signalLocked = resolve));
      const holder = ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from notification_counts where user_id = ${author.user.id}::uuid for update`);
        signalLocked();
        await released;
      });
      await locked;
      const following = follow();
      await expect.poll(waiting).toBe(1);
      const interacting = interact();
      await expect.poll(waiting).toBe(2);
      release();
      await holder;
      answers = await Promise.all([following, interacting]);
    } else {
      // PGlite has one connection: the two run one after the other.
      answers = await Promise.all([follow(), interact()]);
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, method === 'POST' ? 201 : 200]);
    const [row] = await queryRows<{ follows: number; comments: number; likes: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from user_follows where followee_id = ${author.user.id}::uuid) as follows,
                 total_post_comments as comments, total_post_likes as likes
          from posts where id = ${post.id}::uuid`,
    );
    expect(row).toEqual(
      method === 'POST' ? { follows: 1, comments: 1, likes: 0 } : { follows: 1, comments: 0, likes: 1 },
    );
  });
});
