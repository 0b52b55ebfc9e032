import type { Notification } from '@ladder/shared/schemas/notifications';
import { describe, expect, it } from 'vitest';
import { callApi, type ApiCall, type Headers, useTestApp } from '../../../test/helper';
import { member, newPost, type Member } from '../../../test/factories';

// Issue 32: the author appeals a decision once; another moderator decides; the outcome is told.

const ctx = useTestApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);

const notifications = async (who: Member, language = 'en') =>
  (await api('POST', '/users/current/me/notifications', { ...who.headers, 'accept-language': language })).json<{
    items: Notification[];
  }>().items;
const decide = (mod: Member, caseId: string, body: object) =>
  api('POST', `/moderation/cases/${caseId}/decision`, mod.headers, body);
const openCase = async (mod: Member, itemId: string) =>
  (await api('GET', '/moderation/queue?limit=100', mod.headers))
    .json<{ items: { id: string; item_id: string }[] }>()
    .items.find((c) => c.item_id === itemId)?.id ?? '';

/** A reported post by a fresh author, decided by a moderator with `decision`; the moderator, author and ids. */
async function decided(decision: object) {
  const mod = await member(ctx, { is_superuser: true });
  const author = await member(ctx, { default_language: 'vi' });
  const reader = await member(ctx);
  const postId = await newPost(ctx, author.headers, 'Reported post');
  await api('POST', '/reports', reader.headers, { item_kind: 'post', item_id: postId, category: 'scam' });
  const decisionId = (await decide(mod, await openCase(mod, postId), decision)).json<{ id: string }>().id;
  return { mod, author, reader, postId, decisionId };
}

async function appealAndDecide(mod: Member, author: Member, decisionId: string, postId: string, body: object) {
  const appeal = await api('POST', `/moderation/decisions/${decisionId}/appeal`, author.headers, { text: 'Mistake' });
  expect(appeal.statusCode).toBe(200);
  const caseId = await openCase(mod, postId);
  const other = await member(ctx, { is_superuser: true });
  expect((await decide(other, caseId, body)).statusCode).toBe(200);
}

const post = (who: Headers, postId: string) => api('GET', `/posts?post_id=${postId}`, who);

describe('appeals', () => {
  it('names the decision in the author’s notification, and shows it to its author alone', async () => {
    const { author, reader, decisionId } = await decided({ action: 'hide', rule: 'scam' });
    const [told] = (await notifications(author)).filter((n) => n.kind === 'moderation');
    expect(told?.detail).toBe(`post:hide:${decisionId}`);
    const shown = await api('GET', `/moderation/decisions/${decisionId}`, author.headers);
    expect(shown.json()).toMatchObject({ id: decisionId, item_kind: 'post', action: 'hide', rule: 'scam' });
    expect(shown.json()).toMatchObject({ is_appealed: false, can_appeal: true });
    const other = await api('GET', `/moderation/decisions/${decisionId}`, reader.headers);
    expect([other.statusCode, other.json().code]).toEqual([404, 'DECISION_NOT_FOUND']);
  });

  it('granted (dismissed by another moderator): the post is shown again and the author is told', async () => {
    const { mod, author, reader, postId, decisionId } = await decided({ action: 'hide', rule: 'scam' });
    expect((await post(reader.headers, postId)).statusCode).toBe(404);
    await appealAndDecide(mod, author, decisionId, postId, { action: 'dismiss', rule: 'scam' });
    expect((await post(reader.headers, postId)).json()).toMatchObject({ id: postId, hidden_reason: null });
    const shown = (await api('GET', `/moderation/decisions/${decisionId}`, author.headers)).json();
    expect(shown).toMatchObject({ is_appealed: true, can_appeal: false });
    const told = (await notifications(author, 'vi')).find((n) => n.detail?.startsWith('post:appeal_granted:'));
    expect(told?.kind).toBe('moderation');
  });

  it('upheld: the post stays hidden and the author is told the decision stands', async () => {
    const { mod, author, reader, postId, decisionId } = await decided({ action: 'hide', rule: 'scam' });
    await appealAndDecide(mod, author, decisionId, postId, { action: 'hide', rule: 'scam' });
    expect((await post(reader.headers, postId)).statusCode).toBe(404);
    const kinds = (await notifications(author)).map((n) => n.detail?.split(':')[1]);
    expect(kinds).toEqual(['appeal_upheld', 'hide']);
  });

  it('granted on a lock: the lock is lifted', async () => {
    const { mod, author, postId, decisionId } = await decided({ action: 'lock', rule: 'spam', lock_days: 7 });
    const refused = await api('POST', '/posts', author.headers, { content: 'Locked' });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ACCOUNT_LOCKED']);
    await appealAndDecide(mod, author, decisionId, postId, { action: 'dismiss', rule: 'spam' });
    expect((await api('POST', '/posts', author.headers, { content: 'Free again' })).statusCode).toBe(201);
  });
});
