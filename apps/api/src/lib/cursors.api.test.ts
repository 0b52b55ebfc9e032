import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, useTestApp } from '../../test/helper';
import { member, newPost } from '../../test/factories';
import { encodeCursor } from './paging';

const ctx = useTestApp();

describe('10. cursors the server did not make', () => {
  it('answer 422 with a code on every list keyed by time, never 500', async () => {
    const me = await member(ctx);
    const postId = await newPost(ctx, me.headers, 'Cursor target');
    const forged = [
      encodeCursor(['foo 1', me.user.id]),
      encodeCursor(['2026-13-45T99:00:00Z', me.user.id]),
      encodeCursor(['1', me.user.id]),
      encodeCursor(['2026-01-01T00:00:00.000000Z', 'not-an-id']),
      encodeCursor(['2026-01-01T00:00:00Z']),
      'x'.repeat(40),
      Buffer.from('["a",').toString('base64url'),
    ];
    const lists: [string, string][] = [
      ['POST', `/post-interactions/get-post-interactions?post_id=${postId}`],
      ['POST', '/post-interactions/get-saved-posts'],
      ['POST', '/post-interactions/get-liked-posts'],
      ['POST', `/posts/get-activities?user_id=${me.user.id}`],
      ['POST', `/users/get-followers?user_id=${me.user.id}`],
      ['POST', '/hashtags/get-following-hashtags'],
    ];
    for (const [method, url] of lists) {
      // A hashtag list is keyed by the hashtag's text: any text is a valid id there.
      for (const key of forged.filter((key) => !(url.startsWith('/hashtags') && key === forged[3]))) {
        const answer = await callApi(ctx, method as 'POST', url, me.headers, { last_evaluated_key: key });
        expect(answer.statusCode, `${url} ${key}`).toBe(422);
        expect(answer.json(), url).toMatchObject({
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'last_evaluated_key' }],
        });
      }
    }
  });
});

describe('10b. cursors with a date no calendar has', () => {
  it('answer 422 on every list keyed by time, never 500', async () => {
    const me = await member(ctx);
    const postId = await newPost(ctx, me.headers, 'Impossible date target');
    const lists = [
      `/post-interactions/get-post-interactions?post_id=${postId}`,
      '/post-interactions/get-saved-posts',
      '/post-interactions/get-liked-posts',
      '/post-interactions/get-shared-posts',
      `/posts/get-activities?user_id=${me.user.id}`,
      `/users/get-followings?user_id=${me.user.id}`,
      `/users/get-followers?user_id=${me.user.id}`,
      '/hashtags/get-following-hashtags',
      '/skills/get-following-skills',
      '/users/current/me/notifications',
    ];
    const impossible = [
      '2026-02-30T10:00:00Z',
      '2026-04-31T10:00:00.123456Z',
      '0000-01-01T00:00:00Z',
      '2025-02-29T00:00:00Z',
    ];
    const answers: string[] = [];
    for (const url of lists) {
      for (const at of impossible) {
        const id = url.startsWith('/hashtags') ? 'ladder' : me.user.id;
        const answer = await callApi(ctx, 'POST', url, me.headers, { last_evaluated_key: encodeCursor([at, id]) });
        const body = answer.json<{ code?: string; errors?: { field: string }[] }>();
        answers.push(`${url} ${at} ${answer.statusCode} ${body.code} ${body.errors?.[0]?.field}`);
      }
    }
    expect(answers).toEqual(
      lists.flatMap((url) => impossible.map((at) => `${url} ${at} 422 VALIDATION_FAILED last_evaluated_key`)),
    );
    // A leap day is a date: the cursor is taken.
    const leap = encodeCursor(['2024-02-29T23:59:59.999999Z', me.user.id]);
    const answer = await callApi(ctx, 'POST', '/post-interactions/get-liked-posts', me.headers, {
      last_evaluated_key: leap,
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('11. rows in the same millisecond', () => {
  it('page completely with the full precision of their time (likers, liked posts)', async () => {
    const author = await member(ctx);
    const postId = await newPost(ctx, author.headers, 'Busy post');
    const likers = await Promise.all(Array.from({ length: 4 }, () => member(ctx)));
    for (const [index, liker] of likers.entries()) {
      await callApi(ctx, 'PUT', `/post-interactions/${postId}`, liker.headers, { liked: true });
      // Four likes within one millisecond, microseconds apart.
      await ctx.database.db.execute(
        sql`update post_interactions set liked_at = ${`2026-03-01T10:00:00.123${index}00Z`}::timestamptz
            where post_id = ${postId}::uuid and user_id = ${liker.user.id}::uuid`,
      );
    }
    const seen: string[] = [];
    let key: string | null = null;
    do {
      const page: { items: { user_id: string }[]; last_evaluated_key: string | null } = (
        await callApi(
          ctx,
          'POST',
          `/post-interactions/get-post-interactions?post_id=${postId}&limit=1`,
          author.headers,
          {
            last_evaluated_key: key,
          },
        )
      ).json();
      seen.push(...page.items.map((item) => item.user_id));
      key = page.last_evaluated_key;
    } while (key && seen.length < 10);
    expect(seen).toEqual(likers.map((l) => l.user.id).reverse());

    // One member's liked posts, liked within one millisecond.
    const reader = likers[0]!;
    const posts = [postId];
    for (let i = 0; i < 3; i += 1) {
      const id = await newPost(ctx, author.headers, `More ${i}`);
      await callApi(ctx, 'PUT', `/post-interactions/${id}`, reader.headers, { liked: true });
      posts.push(id);
    }
    await ctx.database.db.execute(
      sql`update post_interactions set liked_at = '2026-03-01T10:00:00.123000Z'::timestamptz + (post_id::text < 'm')::int * interval '1 microsecond' + (random() * 900)::int * interval '1 microsecond'
          where user_id = ${reader.user.id}::uuid`,
    );
    const liked: string[] = [];
    key = null;
    do {
      const page: { items: { id: string }[]; last_evaluated_key: string | null } = (
        await callApi(ctx, 'POST', '/post-interactions/get-liked-posts?limit=1', reader.headers, {
          last_evaluated_key: key,
        })
      ).json();
      liked.push(...page.items.map((item) => item.id));
      key = page.last_evaluated_key;
    } while (key && liked.length < 10);
    expect(new Set(liked)).toEqual(new Set(posts));
    expect(liked).toHaveLength(4);
  });
});
