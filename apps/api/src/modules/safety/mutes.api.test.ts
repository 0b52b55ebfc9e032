import type { Notification } from '@ladder/shared/schemas/notifications';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, type ApiCall, useTestApp } from '../../../test/helper';
import { member, newPost, type Member } from '../../../test/factories';

// Mutes (docs/product.md "Reports, blocks and moderation").

const ctx = useTestApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);

const feed = async (who: Member) =>
  (await api('POST', '/posts/get-new-feeds?limit=50', who.headers))
    .json<{ items: { id: string }[] }>()
    .items.map((p) => p.id);
const mute = (who: Member, kind: string, value: string) =>
  api('POST', '/users/current/me/mutes', who.headers, { kind, value });

describe('muting', () => {
  it('hides a member, a hashtag and a word (with or without accents) from my feed, with undo', async () => {
    const me = await member(ctx);
    const [loud, other] = [await member(ctx), await member(ctx)];
    const tag = `on${randomUUID().slice(0, 6)}`;
    for (const who of [loud, other])
      await api('POST', `/users/current/me/follow-user?user_id=${who.user.id}`, me.headers);
    const loudPost = await newPost(ctx, loud.headers, 'Hello from the loud one');
    const tagged = await newPost(ctx, other.headers, `About #${tag}`);
    const wordy = await newPost(ctx, other.headers, 'Việc nhẹ lương cao, chuyển sang Zalo');
    const kept = await newPost(ctx, other.headers, 'Một bài viết bình thường');
    expect(await feed(me)).toEqual(expect.arrayContaining([loudPost, tagged, wordy, kept]));

    expect((await mute(me, 'member', loud.user.id)).statusCode).toBe(200);
    expect((await mute(me, 'hashtag', `#${tag.toUpperCase()}`)).statusCode).toBe(200);
    // Typed without accents, it still hides the accented text.
    expect((await mute(me, 'word', 'viec nhe LUONG cao')).statusCode).toBe(200);
    const shown = await feed(me);
    expect(shown).toContain(kept);
    for (const hidden of [loudPost, tagged, wordy]) expect(shown).not.toContain(hidden);
    // Nothing changes for anyone else, nor on the muted member's own page.
    expect((await api('POST', `/posts/get-by-user?user_id=${loud.user.id}`, me.headers)).json().items).toHaveLength(1);

    const list = (await api('GET', '/users/current/me/mutes', me.headers)).json<{
      items: { id: string; kind: string; label: string }[];
    }>().items;
    expect(list.map((m) => m.kind)).toEqual(['word', 'hashtag', 'member']);
    expect(list[2]?.label).toBe(loud.user.name);
    for (const item of list)
      expect((await api('DELETE', `/users/current/me/mutes/${item.id}`, me.headers)).statusCode).toBe(204);
    expect(await feed(me)).toEqual(expect.arrayContaining([loudPost, tagged, wordy, kept]));
  });

  it('writes no notification from a muted member, and tells them nothing', async () => {
    const me = await member(ctx);
    const loud = await member(ctx);
    await mute(me, 'member', loud.user.id);
    await api('POST', `/users/current/me/follow-user?user_id=${me.user.id}`, loud.headers);
    const items = (await api('POST', '/users/current/me/notifications', me.headers)).json<{ items: Notification[] }>()
      .items;
    expect(items).toEqual([]);
    expect((await api('POST', '/users/current/me/notifications', loud.headers)).json().items).toEqual([]);
  });

  it('writes no notification whose comment holds a muted word or hashtag, with or without accents', async () => {
    const me = await member(ctx);
    const [scammer, spammer, friend] = [await member(ctx), await member(ctx), await member(ctx)];
    const tag = `tv${randomUUID().slice(0, 6)}`;
    await mute(me, 'word', 'luong cao');
    await mute(me, 'hashtag', tag);
    const post = await newPost(ctx, me.headers, 'Mình đang tìm việc');
    const comment = (who: Member, text: string) =>
      api('POST', `/post-comments/${post}`, who.headers, { comment: text });
    expect((await comment(scammer, 'Việc nhẹ LƯƠNG CAO, nhắn Zalo')).statusCode).toBe(201);
    expect((await comment(spammer, `Xem thêm #${tag.toUpperCase()}`)).statusCode).toBe(201);
    expect((await comment(friend, 'Chúc bạn sớm tìm được việc')).statusCode).toBe(201);
    const items = (await api('POST', '/users/current/me/notifications', me.headers)).json<{ items: Notification[] }>()
      .items;
    expect(items.map((item) => item.actor?.id)).toEqual([friend.user.id]);
  });

  it('refuses oneself, an unknown member, a blank word and a bad hashtag', async () => {
    const me = await member(ctx);
    for (const [kind, value] of [
      ['member', me.user.id],
      ['member', randomUUID()],
      ['word', '%%'],
    ] as const) {
      const answer = await mute(me, kind, value);
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'MUTE_INVALID']);
    }
    expect((await mute(me, 'hashtag', '#')).statusCode).toBe(422);
  });
});
