import type { Notification } from '@ladder/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, type ApiCall, type Headers, useTestApp } from '../../../test/helper';
import { member, newPost, type Member } from '../../../test/factories';
import { until } from '../../../test/until';

// The moderators' work (docs/product.md "Reports, blocks and moderation").

const ctx = useTestApp({ METRICS_TOKEN: 'metrics-secret-0123456' });
const api = (...call: ApiCall) => callApi(ctx, ...call);

type Case = { id: string; item_id: string; report_count: number; age_seconds: number; is_late: boolean };

const readPost = (who: Member, postId: string) => api('GET', `/posts?post_id=${postId}`, who.headers);
const queue = async (mod: Member) =>
  (await api('GET', '/moderation/queue?limit=100', mod.headers)).json<{ items: Case[] }>().items;
const caseOf = async (mod: Member, itemId: string) => (await queue(mod)).find((c) => c.item_id === itemId);
const notifications = async (who: Member, language = 'en') =>
  (await api('POST', '/users/current/me/notifications', { ...who.headers, 'accept-language': language })).json<{
    items: Notification[];
  }>().items;

/** A post by a fresh author, reported by two members; the moderator and the case. */
async function reported(content = 'Easy work, high pay: pay a fee first') {
  const mod = await member(ctx, { is_superuser: true });
  const author = await member(ctx);
  const reporters = [await member(ctx, { default_language: 'vi' }), await member(ctx)];
  const postId = await newPost(ctx, author.headers, content);
  for (const [i, r] of reporters.entries())
    await api('POST', '/reports', r.headers, { item_kind: 'post', item_id: postId, category: i ? 'spam' : 'scam' });
  const found = await caseOf(mod, postId);
  if (!found) throw new Error('no case');
  return { mod, author, reporters, postId, caseId: found.id };
}

describe('moderation', () => {
  it('is out of every member’s and visitor’s reach: 404, as if it did not exist', async () => {
    const { author, reporters, caseId } = await reported();
    for (const headers of [author.headers, reporters[0]!.headers, {}]) {
      for (const [method, url, body] of [
        ['GET', '/moderation/queue'],
        ['GET', `/moderation/cases/${caseId}`],
        ['POST', `/moderation/cases/${caseId}/decision`, { action: 'remove', rule: 'scam' }],
        ['POST', '/moderation/removals', { url: '/post/x', legal_reference: 'x', requesting_body: 'x' }],
      ] as const) {
        const answer = await api(method, url, headers, body);
        expect([answer.statusCode, answer.json().code]).toEqual([404, 'NOT_FOUND']);
      }
    }
  });

  it('lists the queue oldest first, grouped per item, with its age, reports and the author’s history', async () => {
    const first = await reported('The first one');
    const second = await reported('The second one');
    const items = await queue(first.mod);
    const order = items.map((c) => c.item_id);
    expect(order.indexOf(first.postId)).toBeLessThan(order.indexOf(second.postId));
    const detail = (await api('GET', `/moderation/cases/${first.caseId}`, first.mod.headers)).json();
    expect(detail).toMatchObject({
      item_kind: 'post',
      item_id: first.postId,
      report_count: 2,
      is_late: false,
      author: { id: first.author.user.id },
      snapshot: { content: 'The first one' },
      author_history: { earlier_cases: 0, earlier_actions: 0 },
    });
    expect(detail.categories).toEqual(
      expect.arrayContaining([
        { category: 'scam', count: 1 },
        { category: 'spam', count: 1 },
      ]),
    );
    expect(detail.reports).toHaveLength(2);
  });

  it('hides a post: its author still sees it, marked; the reporters are told the outcome in their language', async () => {
    const { mod, author, reporters, postId, caseId } = await reported();
    const decided = await api('POST', `/moderation/cases/${caseId}/decision`, mod.headers, {
      action: 'hide',
      rule: 'scam',
      note: 'Asks for a fee',
    });
    expect(decided.statusCode).toBe(200);
    expect((await readPost(reporters[0]!, postId)).statusCode).toBe(404);
    expect((await api('GET', `/posts?post_id=${postId}`)).statusCode).toBe(404);
    // Nor may they like it; its author still may.
    const like = (who: typeof author) => api('PUT', `/post-interactions/${postId}`, who.headers, { liked: true });
    expect((await like(reporters[0]!)).json()).toMatchObject({ code: 'POST_NOT_FOUND' });
    expect((await like(author)).json()).toMatchObject({ liked: true, total_post_likes: 1 });
    const own = await readPost(author, postId);
    // Marked with the rule and the decision its author may appeal, in the post and the author's lists.
    const hidden = { id: postId, hidden_reason: 'scam', hidden_decision_id: decided.json().id };
    expect(own.json()).toMatchObject(hidden);
    const authorPosts = await api('POST', `/posts/get-by-user?user_id=${author.user.id}`, author.headers, {});
    expect(authorPosts.json().items).toEqual([expect.objectContaining(hidden)]);
    expect(await caseOf(mod, postId)).toBeUndefined();

    const [vi] = await notifications(reporters[0]!, 'vi');
    expect(vi).toMatchObject({ kind: 'report_outcome', detail: `post:hide:${decided.json().id}` });
    const mine = (await api('GET', '/reports/mine', reporters[1]!.headers)).json().items;
    expect(mine[0]).toMatchObject({ status: 'actioned', outcome: 'hide' });
    const [told] = await notifications(author);
    expect(told).toMatchObject({ kind: 'moderation', detail: `post:hide:${decided.json().id}` });
    const [decision] = await queryRows<{ moderator_id: string; rule: string; note: string; created_at: Date }>(
      ctx.database.db,
      sql`select moderator_id, rule, note, created_at from moderation_decisions where case_id = ${caseId}::uuid`,
    );
    expect(decision).toMatchObject({ moderator_id: mod.user.id, rule: 'scam', note: 'Asks for a fee' });
  });

  it('hides a comment: its author reads it marked with the rule and the decision to appeal; others do not', async () => {
    const mod = await member(ctx, { is_superuser: true });
    const [author, reporter] = [await member(ctx), await member(ctx)];
    const postId = await newPost(ctx, reporter.headers, 'Who is hiring?');
    const commentId = (
      await api('POST', `/post-comments/${postId}`, author.headers, { comment: 'Pay a fee, move to Zalo' })
    ).json<{ id: string }>().id;
    await api('POST', '/reports', reporter.headers, { item_kind: 'comment', item_id: commentId, category: 'scam' });
    const found = await caseOf(mod, commentId);
    const decided = await api('POST', `/moderation/cases/${found?.id}/decision`, mod.headers, {
      action: 'hide',
      rule: 'scam',
    });
    expect(decided.statusCode).toBe(200);
    const commentsFor = async (headers: Headers) =>
      (await api('POST', `/post-comments/get-post-comments?post_id=${postId}`, headers, {})).json<{
        items: unknown[];
      }>().items;
    expect(await commentsFor(author.headers)).toEqual([
      expect.objectContaining({ id: commentId, hidden_reason: 'scam', hidden_decision_id: decided.json().id }),
    ]);
    expect(await commentsFor(reporter.headers)).toEqual([]);
  });

  it('removes a post from everyone, its author included, keeping the snapshot for 90 days', async () => {
    const { mod, author, postId, caseId } = await reported();
    await api('POST', `/moderation/cases/${caseId}/decision`, mod.headers, { action: 'remove', rule: 'scam' });
    expect((await readPost(author, postId)).statusCode).toBe(404);
    const liked = await api('PUT', `/post-interactions/${postId}`, author.headers, { liked: true });
    expect([liked.statusCode, liked.json().code]).toEqual([404, 'POST_NOT_FOUND']);
    const [row] = await queryRows<{ days: number; content: string }>(
      ctx.database.db,
      sql`select round(extract(epoch from (snapshot_erase_at - closed_at)) / 86400)::int as days, snapshot->>'content' as content
          from moderation_cases where id = ${caseId}::uuid`,
    );
    expect(row).toEqual({ days: 90, content: 'Easy work, high pay: pay a fee first' });
  });

  it('locks the author: reading allowed; posting, commenting and following refused until the lock ends', async () => {
    const { mod, author, reporters, postId, caseId } = await reported();
    const bad = await api('POST', `/moderation/cases/${caseId}/decision`, mod.headers, {
      action: 'lock',
      rule: 'spam',
      lock_days: 3,
    });
    expect(bad.statusCode).toBe(422);
    await api('POST', `/moderation/cases/${caseId}/decision`, mod.headers, {
      action: 'lock',
      rule: 'spam',
      lock_days: 7,
    });
    // The lock reaches the cached session by LISTEN/NOTIFY once the decision commits.
    await until(async () => (await api('POST', '/posts', author.headers, { content: 'Again' })).statusCode === 403);
    const post = await api('POST', '/posts', author.headers, { content: 'Again' });
    expect([post.statusCode, post.json().code]).toEqual([403, 'ACCOUNT_LOCKED']);
    const comment = await api('POST', `/post-comments/${postId}`, author.headers, { comment: 'Hi' });
    expect(comment.json().code).toBe('ACCOUNT_LOCKED');
    const follow = await api('POST', `/users/current/me/follow-user?user_id=${reporters[1]!.user.id}`, author.headers);
    expect(follow.json().code).toBe('ACCOUNT_LOCKED');
    expect((await readPost(author, postId)).statusCode).toBe(200);
    expect((await api('POST', '/posts/get-new-feeds', author.headers)).statusCode).toBe(200);
    // The lock ends by itself.
    await ctx.database.db.execute(
      sql`update users set locked_until = now() - interval '1 minute' where id = ${author.user.id}::uuid`,
    );
    // Its end, too, reaches the cached session once the update commits: waited for, not raced.
    await until(async () => (await api('POST', '/posts', author.headers, { content: 'Back' })).statusCode === 201);
  });

  it('bans the author: deactivated, every session revoked', async () => {
    const { mod, author, caseId } = await reported();
    await api('POST', `/moderation/cases/${caseId}/decision`, mod.headers, { action: 'ban', rule: 'scam' });
    expect((await api('GET', '/users/current/me', author.headers)).statusCode).toBe(401);
    expect((await api('GET', `/users/${author.user.id}`)).statusCode).toBe(404);
  });

  it('takes one appeal per decision, decided by another moderator', async () => {
    const { mod, author, postId, caseId } = await reported();
    const warned = (
      await api('POST', `/moderation/cases/${caseId}/decision`, mod.headers, { action: 'warn', rule: 'spam' })
    ).json();
    const stranger = await api('POST', `/moderation/decisions/${warned.id}/appeal`, mod.headers, { text: 'No' });
    expect(stranger.statusCode).toBe(404);
    const appeal = await api('POST', `/moderation/decisions/${warned.id}/appeal`, author.headers, { text: 'A joke' });
    expect(appeal.json()).toEqual({ id: warned.id, is_appealed: true });
    const again = await api('POST', `/moderation/decisions/${warned.id}/appeal`, author.headers, { text: 'Again' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'APPEAL_USED']);

    const reopened = await caseOf(mod, postId);
    expect(reopened).toMatchObject({ source: 'appeal', appeal_text: 'A joke', can_decide: false });
    const same = await api('POST', `/moderation/cases/${reopened!.id}/decision`, mod.headers, {
      action: 'dismiss',
      rule: 'spam',
    });
    expect([same.statusCode, same.json().code]).toEqual([409, 'APPEAL_SAME_MODERATOR']);
    const other = await member(ctx, { is_superuser: true });
    const decided = await api('POST', `/moderation/cases/${reopened!.id}/decision`, other.headers, {
      action: 'dismiss',
      rule: 'spam',
    });
    expect(decided.statusCode).toBe(200);
  });

  it('removes content by its address at an authority’s request, recorded as such', async () => {
    const mod = await member(ctx, { is_superuser: true });
    const author = await member(ctx);
    const postId = await newPost(ctx, author.headers, 'Nội dung vi phạm');
    const removed = await api('POST', '/moderation/removals', mod.headers, {
      url: `https://ladder.example/post/${postId}`,
      legal_reference: 'Decree 147/2024/NĐ-CP, Article 23',
      requesting_body: 'Ministry of Information and Communications',
    });
    expect(removed.statusCode).toBe(200);
    expect((await readPost(author, postId)).statusCode).toBe(404);
    const [row] = await queryRows<{ source: string; legal_reference: string; requesting_body: string; action: string }>(
      ctx.database.db,
      sql`select c.source, d.legal_reference, d.requesting_body, d.action
          from moderation_decisions d join moderation_cases c on c.id = d.case_id where c.item_id = ${postId}::uuid`,
    );
    expect(row).toEqual({
      source: 'authority',
      legal_reference: 'Decree 147/2024/NĐ-CP, Article 23',
      requesting_body: 'Ministry of Information and Communications',
      action: 'remove',
    });
    const nowhere = await api('POST', '/moderation/removals', mod.headers, {
      url: 'https://ladder.example/house',
      legal_reference: 'x',
      requesting_body: 'y',
    });
    expect([nowhere.statusCode, nowhere.json().code]).toEqual([404, 'URL_NOT_FOUND']);
  });

  it('shows the queue’s clock in /metrics: the oldest open item’s age and the items older than 24 hours', async () => {
    const { caseId } = await reported();
    await ctx.database.db.execute(
      sql`update moderation_cases set opened_at = now() - interval '30 hours' where id = ${caseId}::uuid`,
    );
    const metrics = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-secret-0123456' },
    });
    const value = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(metrics.body)?.[1]);
    expect(value('ladder_moderation_oldest_open_seconds')).toBeGreaterThanOrEqual(30 * 3600);
    expect(value('ladder_moderation_late_items')).toBeGreaterThanOrEqual(1);
  });
});
