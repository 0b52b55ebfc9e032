import { SAFETY_LIMITS } from '@ladder/shared/schemas/safety';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, type ApiCall, type Headers, useTestApp } from '../../../test/helper';
import { member } from '../../../test/factories';

// Issue 32: an account's first day has tighter hourly limits, said in the member's language, and
// its comments' links are marked to be shown as plain text.

const ctx = useTestApp({ NEW_ACCOUNT_HOURS: '24' });
const api = (...call: ApiCall) => callApi(ctx, ...call);
const limits = SAFETY_LIMITS.firstDay;

const post = (headers: Headers, content: string) => api('POST', '/posts', headers, { content });
const comment = (headers: Headers, postId: string, text: string) =>
  api('POST', `/post-comments/${postId}`, headers, { comment: text });
const refusal = (answer: Awaited<ReturnType<typeof api>>) => {
  const body = answer.json<{ code: string; limit: string }>();
  return [answer.statusCode, body.code, body.limit];
};
const twoDaysAgo = () => new Date(Date.now() - 48 * 3600_000);

describe('a new account’s first day', () => {
  it('posts at most the hourly limit, refused in the member’s language; older accounts are not counted', async () => {
    const fresh = await member(ctx, { default_language: 'vi' });
    for (let i = 0; i < limits.posts; i += 1) expect((await post(fresh.headers, `Post ${i}`)).statusCode).toBe(201);
    const refused = await post({ ...fresh.headers, 'accept-language': 'vi' }, 'One too many');
    expect(refusal(refused)).toEqual([429, 'NEW_ACCOUNT_LIMIT', 'posts']);
    expect(refused.json().detail).toContain('tài khoản mới');
    expect(refused.headers['retry-after']).toBeDefined();
    const english = await post(fresh.headers, 'Again');
    expect(english.json().detail).toMatch(/^In its first day, a new account can add up to 5 posts/);

    // An hour later the count starts again.
    await ctx.database.db.execute(
      sql`update posts set created_at = now() - interval '61 minutes' where user_id = ${fresh.user.id}::uuid`,
    );
    expect((await post(fresh.headers, 'Later')).statusCode).toBe(201);

    const older = await member(ctx, { created_at: twoDaysAgo() });
    for (let i = 0; i <= limits.posts; i += 1) expect((await post(older.headers, `Post ${i}`)).statusCode).toBe(201);
  });

  it('answers a retry of the post that reached the limit with that post, not a refusal', async () => {
    const fresh = await member(ctx);
    for (let i = 1; i < limits.posts; i += 1) expect((await post(fresh.headers, `Post ${i}`)).statusCode).toBe(201);
    const key = randomUUID();
    const last = () => api('POST', '/posts', { ...fresh.headers, 'idempotency-key': key }, { content: 'The last one' });
    const made = await last();
    expect(made.statusCode).toBe(201);
    // The answer was lost on the way (a train's tunnel): the app sends the same post again.
    const retry = await last();
    expect(retry.statusCode).toBe(201);
    expect(retry.json<{ id: string }>().id).toBe(made.json<{ id: string }>().id);
    // A new post is still refused.
    expect(refusal(await post(fresh.headers, 'One too many'))).toEqual([429, 'NEW_ACCOUNT_LIMIT', 'posts']);
  });

  it('comments at most the hourly limit, and marks its comments’ links as plain text', async () => {
    const older = await member(ctx, { created_at: twoDaysAgo() });
    const postId = (await post(older.headers, 'Ask me anything')).json<{ id: string }>().id;
    const fresh = await member(ctx);
    const first = await comment(fresh.headers, postId, 'See https://scam.example/pay');
    expect(first.json()).toMatchObject({ is_plain_text: true });
    for (let i = 1; i < limits.comments; i += 1)
      expect((await comment(fresh.headers, postId, `Comment ${i}`)).statusCode).toBe(201);
    expect(refusal(await comment(fresh.headers, postId, 'One too many'))).toEqual([
      429,
      'NEW_ACCOUNT_LIMIT',
      'comments',
    ]);

    const listed = await api('POST', `/post-comments/get-post-comments?post_id=${postId}`, older.headers, {});
    const marked = listed.json<{ items: { comment: string; is_plain_text?: boolean }[] }>().items;
    expect(marked.find((c) => c.comment.startsWith('See'))?.is_plain_text).toBe(true);
    const own = await comment(older.headers, postId, 'https://ladder.example');
    expect(own.json().is_plain_text).toBeUndefined();
  });

  it('counts links and mentions across posts and comments in the hour', async () => {
    const fresh = await member(ctx);
    const links = (n: number) => Array.from({ length: n }, (_, i) => `https://x${i}.example`).join(' ');
    const postId = (await post(fresh.headers, `Links ${links(limits.links - 1)}`)).json<{ id: string }>().id;
    expect(refusal(await comment(fresh.headers, postId, `zalo ${links(2)}`))).toEqual([
      429,
      'NEW_ACCOUNT_LIMIT',
      'links',
    ]);
    expect((await comment(fresh.headers, postId, `One more www.zalo.example`)).statusCode).toBe(201);
    expect((await comment(fresh.headers, postId, 'No link is fine')).statusCode).toBe(201);

    const mentions = Array.from({ length: limits.mentions + 1 }, (_, i) => `@member${i}`).join(' ');
    expect(refusal(await post(fresh.headers, mentions))).toEqual([429, 'NEW_ACCOUNT_LIMIT', 'mentions']);
    expect((await post(fresh.headers, 'Write to me at name@example.com')).statusCode).toBe(201);
  });
});
