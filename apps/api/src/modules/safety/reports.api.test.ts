import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, type ApiCall, type Headers, useTestApp } from '../../../test/helper';
import { member, newPost, newTrack } from '../../../test/factories';

// Members' reports (docs/product.md "Reports, blocks and moderation").

const ctx = useTestApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);

const report = (headers: Headers, body: object) => api('POST', '/reports', headers, body);
const caseOf = async (itemId: string) =>
  queryRows<{ id: string; snapshot: { content?: string }; status: string; n: number }>(
    ctx.database.db,
    sql`select c.id, c.snapshot, c.status, (select count(*)::int from reports r where r.case_id = c.id) as n
        from moderation_cases c where c.item_id = ${itemId}::uuid`,
  );

describe('reporting', () => {
  it('reports a post with a category, keeping a snapshot of it as reported whatever its author does next', async () => {
    const author = await member(ctx);
    const [lan, minh] = [await member(ctx), await member(ctx)];
    const postId = await newPost(ctx, author.headers, 'Easy work, high pay: pay a fee and move to Zalo');
    const first = await report(lan.headers, { item_kind: 'post', item_id: postId, category: 'scam' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      item_kind: 'post',
      item_id: postId,
      category: 'scam',
      status: 'open',
      outcome: null,
      note: null,
    });
    await api('PUT', `/posts/${postId}`, author.headers, { content: 'Nothing to see' });
    await report(minh.headers, { item_kind: 'post', item_id: postId, category: 'spam' });
    // Two reports, one case, with the content as first reported.
    const cases = await caseOf(postId);
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ status: 'open', n: 2 });
    expect(cases[0]?.snapshot.content).toBe('Easy work, high pay: pay a fee and move to Zalo');
    await api('DELETE', `/posts/${postId}`, author.headers);
    expect((await caseOf(postId))[0]?.snapshot.content).toBe('Easy work, high pay: pay a fee and move to Zalo');

    const mine = (await api('GET', '/reports/mine', lan.headers)).json();
    expect(mine.items).toEqual([expect.objectContaining({ id: first.json().id, status: 'open', category: 'scam' })]);
    expect((await api('GET', '/reports/mine', author.headers)).json().items).toEqual([]);
  });

  it('keeps one open report per member and item', async () => {
    const author = await member(ctx);
    const lan = await member(ctx);
    const postId = await newPost(ctx, author.headers, 'Một bài viết');
    await report(lan.headers, { item_kind: 'post', item_id: postId, category: 'spam' });
    const again = await report(lan.headers, { item_kind: 'post', item_id: postId, category: 'violence' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'REPORT_OPEN']);
    const vi = await api(
      'POST',
      '/reports',
      { ...lan.headers, 'accept-language': 'vi' },
      {
        item_kind: 'post',
        item_id: postId,
        category: 'spam',
      },
    );
    expect(vi.json().detail).toBe('Bạn đã báo cáo nội dung này. Chúng tôi sẽ báo cho bạn kết quả.');
    expect((await caseOf(postId))[0]?.n).toBe(1);
  });

  it('reports a comment, a reply, a career track and a member', async () => {
    const author = await member(ctx);
    const lan = await member(ctx);
    const postId = await newPost(ctx, author.headers, 'Ask me anything');
    const comment = (await api('POST', `/post-comments/${postId}`, author.headers, { comment: 'First' })).json().id;
    const reply = (
      await api('POST', `/post-comments/${postId}`, author.headers, { comment: 'Again', parent_comment_id: comment })
    ).json().id;
    const track = (await newTrack(ctx, author.headers)).id;
    for (const [kind, id] of [
      ['comment', comment],
      ['comment', reply],
      ['career_track', track],
      ['member', author.user.id],
    ] as const) {
      const answer = await report(lan.headers, { item_kind: kind, item_id: id, category: 'harassment' });
      expect(answer.statusCode).toBe(201);
      expect((await caseOf(id))[0]?.n).toBe(1);
    }
  });

  it('asks for a note with "other", and refuses what the reporter cannot see or wrote', async () => {
    const author = await member(ctx);
    const lan = await member(ctx);
    const postId = await newPost(ctx, author.headers, 'Một bài viết');
    const noNote = await report(lan.headers, { item_kind: 'post', item_id: postId, category: 'other' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors).toEqual([expect.objectContaining({ field: 'note' })]);
    const withNote = await report(lan.headers, {
      item_kind: 'post',
      item_id: postId,
      category: 'other',
      note: 'Copies my post word for word',
    });
    expect(withNote.json().note).toBe('Copies my post word for word');

    const own = await report(author.headers, { item_kind: 'post', item_id: postId, category: 'spam' });
    expect([own.statusCode, own.json().code]).toEqual([400, 'REPORT_SELF']);
    const missing = await report(lan.headers, { item_kind: 'comment', item_id: randomUUID(), category: 'spam' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'REPORT_ITEM_NOT_FOUND']);
    const bad = await report(lan.headers, { item_kind: 'post', item_id: 'nope', category: 'spam' });
    expect(bad.statusCode).toBe(404);
    const unknown = await report(lan.headers, { item_kind: 'post', item_id: postId, category: 'rude' });
    expect(unknown.statusCode).toBe(422);
    await api('POST', `/users/${lan.user.id}/block`, author.headers);
    const blocked = await report(lan.headers, { item_kind: 'member', item_id: author.user.id, category: 'spam' });
    expect(blocked.statusCode).toBe(404);
    expect(
      (await api('POST', '/reports', {}, { item_kind: 'post', item_id: postId, category: 'spam' })).statusCode,
    ).toBe(401);
  });

  it('limits how many reports a member files an hour', async () => {
    const author = await member(ctx);
    const lan = await member(ctx);
    const postId = await newPost(ctx, author.headers, 'Một bài viết');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await report(lan.headers, { item_kind: 'post', item_id: postId, category: 'spam' })).statusCode);
    expect(statuses.slice(0, 2)).toEqual([201, 409]);
    expect(statuses.at(-1)).toBe(429);
  });
});
