import type { Notification } from '@ladder/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, type ApiCall, useTestApp } from '../../../test/helper';
import { member, newPost, type Member, newTrack } from '../../../test/factories';

// Blocking, across every surface (docs/product.md "Reports, blocks and moderation"): each read
// goes through db/visibility.ts, and these tests read each one from both sides.

const ctx = useTestApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);

const block = (who: Member, other: Member) => api('POST', `/users/${other.user.id}/block`, who.headers);
const unblock = (who: Member, other: Member) => api('DELETE', `/users/${other.user.id}/block`, who.headers);
const follow = (who: Member, other: Member) =>
  api('POST', `/users/current/me/follow-user?user_id=${other.user.id}`, who.headers);
const readPost = (who: Member, postId: string) => api('GET', `/posts?post_id=${postId}`, who.headers);
const ids = (body: { items: { id?: string; user_id?: string }[] }) => body.items.map((i) => i.id ?? i.user_id);
const feed = async (who: Member) => ids((await api('POST', '/posts/get-new-feeds?limit=50', who.headers)).json());
const notifications = async (who: Member) =>
  (await api('POST', '/users/current/me/notifications', who.headers)).json<{ items: Notification[] }>().items;
const comments = async (who: Member, postId: string) =>
  ids((await api('POST', `/post-comments/get-post-comments?post_id=${postId}`, who.headers)).json());

/** Two members with unique names and each with a post, a comment on a third member's post, and a shared track. */
async function pair() {
  const word = `Zq${randomUUID().slice(0, 6)}`;
  const lan = await member(ctx, { name: `Lan ${word}a` });
  const minh = await member(ctx, { name: `Minh ${word}b` });
  const host = await member(ctx);
  const hostPost = await newPost(ctx, host.headers, 'A place to talk');
  const tag = `chan${randomUUID().slice(0, 6)}`;
  const lanPost = await newPost(ctx, lan.headers, `Lan writes #${tag}`);
  const minhPost = await newPost(ctx, minh.headers, `Minh writes #${tag}`);
  const comment = async (who: Member) =>
    (await api('POST', `/post-comments/${hostPost}`, who.headers, { comment: 'Hello' })).json<{ id: string }>().id;
  return {
    word,
    tag,
    lan,
    minh,
    host,
    hostPost,
    lanPost,
    minhPost,
    lanComment: await comment(lan),
    minhComment: await comment(minh),
  };
}

describe('blocking a member', () => {
  it('hides each from the other: profile, posts, direct URLs (404, never 403), comments, likers', async () => {
    const p = await pair();
    await api('PUT', `/post-interactions/${p.hostPost}`, p.minh.headers, { liked: true });
    expect((await block(p.lan, p.minh)).json()).toEqual({ user_id: p.minh.user.id, is_blocked: true });

    for (const [me, other, otherPost, otherComment] of [
      [p.lan, p.minh, p.minhPost, p.minhComment],
      [p.minh, p.lan, p.lanPost, p.lanComment],
    ] as const) {
      const profile = await api('GET', `/users/${other.user.id}`, me.headers);
      expect(profile.statusCode).toBe(404);
      expect(profile.json().code).toBe('USER_NOT_FOUND');
      const byName = await api('GET', `/users/info/${encodeURIComponent(other.user.username)}`, me.headers);
      expect([byName.statusCode, byName.json().code]).toEqual([404, 'USER_NOT_FOUND']);
      const post = await readPost(me, otherPost);
      expect([post.statusCode, post.json().code]).toEqual([404, 'POST_NOT_FOUND']);
      const byUser = await api('POST', `/posts/get-by-user?user_id=${other.user.id}`, me.headers);
      expect(byUser.json().items).toEqual([]);
      expect(await comments(me, p.hostPost)).not.toContain(otherComment);
      const theirComments = await api('POST', `/post-comments/get-post-comments?post_id=${otherPost}`, me.headers);
      expect([theirComments.statusCode, theirComments.json().code]).toEqual([404, 'POST_NOT_FOUND']);
      expect(
        (await api('POST', `/posts/get-by-hashtag?hashtag=${p.tag}&limit=50`, me.headers))
          .json()
          .items.map((i: { id: string }) => i.id),
      ).not.toContain(otherPost);
    }
    const likers = await api('POST', `/post-interactions/get-post-interactions?post_id=${p.hostPost}`, p.lan.headers);
    expect(ids(likers.json())).not.toContain(p.minh.user.id);
    // A third member and a visitor still see both.
    expect((await readPost(p.host, p.minhPost)).statusCode).toBe(200);
    expect((await api('GET', `/users/${p.minh.user.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/users/info/${encodeURIComponent(p.minh.user.username)}`)).statusCode).toBe(200);
    expect(await comments(p.host, p.hostPost)).toEqual(expect.arrayContaining([p.lanComment, p.minhComment]));
  });

  it('refuses follows, comments, replies and likes between them, either way', async () => {
    const p = await pair();
    await block(p.minh, p.lan);
    for (const [me, other, otherPost, otherComment] of [
      [p.lan, p.minh, p.minhPost, p.minhComment],
      [p.minh, p.lan, p.lanPost, p.lanComment],
    ] as const) {
      const followed = await follow(me, other);
      expect([followed.statusCode, followed.json().code]).toEqual([404, 'USER_NOT_FOUND']);
      const commented = await api('POST', `/post-comments/${otherPost}`, me.headers, { comment: 'Hi' });
      expect([commented.statusCode, commented.json().code]).toEqual([404, 'POST_NOT_FOUND']);
      const replied = await api('POST', `/post-comments/${p.hostPost}`, me.headers, {
        comment: 'Hi',
        parent_comment_id: otherComment,
      });
      expect([replied.statusCode, replied.json().code]).toEqual([404, 'COMMENT_NOT_FOUND']);
      const liked = await api('PUT', `/post-interactions/${otherPost}`, me.headers, { liked: true });
      expect([liked.statusCode, liked.json().code]).toEqual([404, 'POST_NOT_FOUND']);
    }
    expect(await notifications(p.lan)).toEqual([]);
    expect(await notifications(p.minh)).toEqual([]);
    // Whatever trigger writes a notification, none is kept between them (migration 0027).
    await ctx.database.db.execute(
      sql`select ladder_notify(${p.lan.user.id}::uuid, 'follow', ${`follow:${p.minh.user.id}`}, ${p.minh.user.id}::uuid, false)`,
    );
    expect(await notifications(p.lan)).toEqual([]);
  });

  it('ends the follows both ways with their counts and their notifications; unblocking restores sight, not follows', async () => {
    const p = await pair();
    await follow(p.lan, p.minh);
    await follow(p.minh, p.lan);
    expect((await notifications(p.lan)).map((n) => n.kind)).toEqual(['follow']);
    // Read once, so that a cached feed page holds Minh's post.
    expect(await feed(p.lan)).toContain(p.minhPost);

    await block(p.lan, p.minh);
    expect(await feed(p.lan)).not.toContain(p.minhPost);
    expect(await feed(p.minh)).not.toContain(p.lanPost);
    expect(await notifications(p.lan)).toEqual([]);
    expect(await notifications(p.minh)).toEqual([]);
    for (const who of [p.lan, p.minh]) {
      const me = (await api('GET', '/users/current/me', who.headers)).json();
      expect([me.total_followers, me.total_followings]).toEqual([0, 0]);
    }
    const list = (await api('GET', '/users/current/me/blocks', p.lan.headers)).json();
    expect(list.items).toEqual([expect.objectContaining({ user_id: p.minh.user.id, name: p.minh.user.name })]);
    // Blocking twice changes nothing; only the blocker's own block is lifted by their unblock.
    expect((await block(p.lan, p.minh)).statusCode).toBe(200);

    expect((await unblock(p.lan, p.minh)).json()).toEqual({ user_id: p.minh.user.id, is_blocked: false });
    const profile = await api('GET', `/users/${p.minh.user.id}`, p.lan.headers);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().is_followed).toBe(false);
    expect((await readPost(p.lan, p.minhPost)).statusCode).toBe(200);
    expect((await api('GET', '/users/current/me/blocks', p.lan.headers)).json().items).toEqual([]);
  });

  it('a block by either side is enough: the blocked member cannot lift it', async () => {
    const p = await pair();
    await block(p.lan, p.minh);
    await unblock(p.minh, p.lan);
    expect((await api('GET', `/users/${p.lan.user.id}`, p.minh.headers)).statusCode).toBe(404);
  });

  it('leaves each out of the other’s search, suggestions and follow lists', async () => {
    const p = await pair();
    const track = (await newTrack(ctx, p.minh.headers, { title: `Track ${p.word}` })).id;
    await follow(p.host, p.minh);
    await follow(p.lan, p.host); // Minh is followed by someone Lan follows: a suggestion
    const suggested = async () =>
      (await api('GET', '/users/current/me/get-you-might-like?limit=20', p.lan.headers))
        .json<{ items: { user_id: string }[] }>()
        .items.map((i) => i.user_id);
    const search = async (who: Member) =>
      (await api('GET', `/users/current/me/search?keywords=${p.word}`, who.headers)).json<{
        people: { id: string }[];
        career_tracks: { id: string }[];
      }>();
    expect(await suggested()).toContain(p.minh.user.id);
    expect((await search(p.lan)).people.map((x) => x.id)).toContain(p.minh.user.id);
    expect((await search(p.lan)).career_tracks.map((x) => x.id)).toContain(track);

    await block(p.minh, p.lan);
    expect(await suggested()).not.toContain(p.minh.user.id);
    const found = await search(p.lan);
    expect(found.people.map((x) => x.id)).not.toContain(p.minh.user.id);
    expect(found.career_tracks.map((x) => x.id)).not.toContain(track);
    expect((await search(p.minh)).people.map((x) => x.id)).not.toContain(p.lan.user.id);
    const page = await api('GET', `/users/current/me/search/people?keywords=${p.word}`, p.lan.headers);
    expect(ids(page.json())).not.toContain(p.minh.user.id);
    const followers = await api('POST', `/users/get-followers?user_id=${p.host.user.id}`, p.minh.headers);
    expect(ids(followers.json())).not.toContain(p.lan.user.id);
    const theirs = await api('POST', `/users/get-followings?user_id=${p.minh.user.id}`, p.lan.headers);
    expect(theirs.json().items).toEqual([]);
    // The track itself, and its post, are not found.
    const read = await api('GET', `/career-tracks?career_track_id=${track}`, p.lan.headers);
    expect(read.statusCode).toBe(404);
    expect((await api('GET', `/career-tracks?career_track_id=${track}`, p.host.headers)).statusCode).toBe(200);
    // A third member still finds both.
    expect((await search(p.host)).people.map((x) => x.id)).toEqual(expect.arrayContaining([p.minh.user.id]));
  });

  it('refuses oneself, and answers an unknown member as not found', async () => {
    const lan = await member(ctx);
    const self = await api('POST', `/users/${lan.user.id}/block`, lan.headers);
    expect([self.statusCode, self.json().code]).toEqual([400, 'BLOCK_SELF']);
    expect((await api('POST', `/users/${randomUUID()}/block`, lan.headers)).statusCode).toBe(404);
    expect((await api('POST', '/users/not-a-uuid/block', lan.headers)).statusCode).toBe(404);
    expect((await api('POST', `/users/${lan.user.id}/block`)).statusCode).toBe(401);
  });
});
