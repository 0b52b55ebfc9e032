import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import { member, newPost } from '../../../test/factories';

const ctx = useTestApp();

type Headers = Record<string, string>;
const comment = (headers: Headers, postId: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/post-comments/${postId}`, headers, payload: body });
const totalComments = async (postId: string) =>
  (await ctx.database.db.select().from(posts).where(eq(posts.id, postId)))[0]?.total_post_comments;

describe('comments and replies', () => {
  it('adds comments and replies, counting both on the post', async () => {
    const author = await member(ctx);
    const reader = await member(ctx, { name: 'Phạm Thu' });
    const postId = await newPost(ctx, author.headers);
    const top = await comment(reader.headers, postId, { comment: '  Hay quá! 👏 ' });
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({
      comment: 'Hay quá! 👏',
      user_name: 'Phạm Thu',
      parent_comment_id: null,
      replies: 0,
    });
    const reply = await comment(author.headers, postId, { comment: 'Cảm ơn', parent_comment_id: top.json().id });
    expect(reply.json().parent_comment_id).toBe(top.json().id);
    // A reply to a reply joins the same thread.
    const nested = await comment(reader.headers, postId, { comment: 'Nested', parent_comment_id: reply.json().id });
    expect(nested.json().parent_comment_id).toBe(top.json().id);
    expect(await totalComments(postId)).toBe(3);

    const page = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/post-comments/get-post-comments?post_id=${postId}`,
    });
    expect(page.json()).toMatchObject({ total: 1, last_evaluated_key: null });
    expect(page.json().items[0]).toMatchObject({ id: top.json().id, replies: 2 });
    const replies = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/post-comments/get-post-comment-replies?post_comment_id=${top.json().id}`,
    });
    expect(replies.json().items.map((c: { comment: string }) => c.comment)).toEqual(['Cảm ơn', 'Nested']);
  });

  it('answers a comment sent again with its Idempotency-Key with the one it made, counted once', async () => {
    const author = await member(ctx);
    const reader = await member(ctx, { name: 'Phạm Thu' });
    const postId = await newPost(ctx, author.headers);
    const key = randomUUID();
    const send = (body: object, headers = reader.headers, withKey: string = key) =>
      comment({ ...headers, 'idempotency-key': withKey }, postId, body);
    // Written offline: the answer was lost on the way, and the app sends it again, twice at once.
    const first = await send({ comment: 'Viết trên tàu' });
    const again = await Promise.all([send({ comment: 'Viết trên tàu' }), send({ comment: 'Viết trên tàu' })]);
    expect([first.statusCode, ...again.map((r) => r.statusCode)]).toEqual([201, 201, 201]);
    expect(new Set([first, ...again].map((r) => r.json<{ id: string }>().id)).size).toBe(1);
    expect(await totalComments(postId)).toBe(1);

    // A reply's retry counts once on its thread too.
    const replyKey = randomUUID();
    const reply = { comment: 'Trả lời', parent_comment_id: first.json<{ id: string }>().id };
    await send(reply, author.headers, replyKey);
    await send(reply, author.headers, replyKey);
    const thread = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/post-comments/get-post-comments?post_id=${postId}`,
    });
    expect(thread.json().items[0]).toMatchObject({ replies: 1 });
    expect(await totalComments(postId)).toBe(2);

    // The key is the member's: another member's same key writes their own comment.
    const other = await send({ comment: 'Của tôi' }, author.headers);
    expect(other.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);
    // A key that is not a UUID is refused, and writes nothing.
    expect((await send({ comment: 'x' }, reader.headers, 'not-a-uuid')).statusCode).toBe(422);
    expect(await totalComments(postId)).toBe(3);
  });

  it('refuses blank comments, comments on missing posts and replies to another post’s comment', async () => {
    const author = await member(ctx);
    const postId = await newPost(ctx, author.headers);
    const otherId = await newPost(ctx, author.headers);
    const blank = await comment(author.headers, postId, { comment: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([{ field: 'comment', message: 'Write a comment first.' }]);
    expect((await comment(author.headers, '00000000-0000-4000-8000-000000000000', { comment: 'x' })).statusCode).toBe(
      404,
    );
    const foreignParent = (await comment(author.headers, otherId, { comment: 'elsewhere' })).json();
    const mixed = await comment(author.headers, postId, { comment: 'x', parent_comment_id: foreignParent.id });
    expect(mixed.statusCode).toBe(404);
    expect(await totalComments(postId)).toBe(0);
    expect((await comment({}, postId, { comment: 'visitor' })).statusCode).toBe(401);
  });

  it('lets only the owner edit or delete; deleting a parent removes its replies from the count', async () => {
    const author = await member(ctx);
    const reader = await member(ctx);
    const postId = await newPost(ctx, author.headers);
    const top = (await comment(reader.headers, postId, { comment: 'Top' })).json();
    await comment(author.headers, postId, { comment: 'R1', parent_comment_id: top.id });
    const r2 = (await comment(reader.headers, postId, { comment: 'R2', parent_comment_id: top.id })).json();
    await comment(reader.headers, postId, { comment: 'Another' });
    expect(await totalComments(postId)).toBe(4);

    const foreign = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/post-comments/${postId}/${top.id}`,
      headers: author.headers,
      payload: { comment: 'Hijack' },
    });
    expect(foreign.statusCode).toBe(404);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/post-comments/${postId}/${top.id}`,
      headers: reader.headers,
      payload: { comment: 'Edited' },
    });
    expect(edited.json().comment).toBe('Edited');

    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/v1/post-comments/${postId}/${r2.id}`,
          headers: author.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/v1/post-comments/${postId}/${r2.id}`,
          headers: reader.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect(await totalComments(postId)).toBe(3);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/v1/post-comments/${postId}/${top.id}`,
          headers: reader.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect(await totalComments(postId)).toBe(1);
  });

  it('pages 20 at a time, and a larger limit shows more', async () => {
    const author = await member(ctx);
    const postId = await newPost(ctx, author.headers);
    for (let i = 0; i < 23; i += 1) await comment(author.headers, postId, { comment: `c${i}` });
    const first = (
      await ctx.app.inject({ method: 'POST', url: `/api/v1/post-comments/get-post-comments?post_id=${postId}` })
    ).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0].comment).toBe('c22');
    expect(first.total).toBe(23);
    const more = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/post-comments/get-post-comments?post_id=${postId}&limit=40`,
      })
    ).json();
    expect(more.items).toHaveLength(23);
    expect(more.last_evaluated_key).toBeNull();
    const next = (
      await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/post-comments/get-post-comments?post_id=${postId}`,
        payload: { last_evaluated_key: first.last_evaluated_key },
      })
    ).json();
    expect(next.items.map((c: { comment: string }) => c.comment)).toEqual(['c2', 'c1', 'c0']);
  });
});
