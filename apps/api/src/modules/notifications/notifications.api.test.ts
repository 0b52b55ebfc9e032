import type { Notification } from '@ladder/shared/schemas/notifications';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { queryRows } from '../../db/client';
import { callApi, type ApiCall, type Headers, useTestApp } from '../../../test/helper';
import { member, newIndustry, newPost, pickSkills, trackBody, newTrack } from '../../../test/factories';
import { openSse } from '../../../test/sse';

// Likes wait until a test asks for them to be told (`likeTelling.idle()`): with the app's own
// 100 ms, a slow machine told them before a test had blocked or deactivated their members.
const HOUR = 3_600_000;
const ctx = useTestApp({}, { likeTellingTimes: { gatherMs: HOUR, pollMs: HOUR } });

const api = (...call: ApiCall) => callApi(ctx, ...call);
const list = async (headers: Headers, query = '') =>
  (await api('POST', `/users/current/me/notifications${query}`, headers)).json<{
    items: Notification[];
    last_evaluated_key: string | null;
  }>();
const unread = async (headers: Headers) =>
  (await api('GET', '/users/current/me/notifications/unread-count', headers)).json<{ unread: number }>().unread;
/** A like, written as a member writes it; it waits in `like_notices` until an instance tells it. */
const likeUntold = (headers: Headers, postId: string, liked = true) =>
  api('PUT', `/post-interactions/${postId}`, headers, { liked });
/** A like, then every waiting like told (like-telling.ts), as an instance does within 100 ms. */
const like = async (headers: Headers, postId: string, liked = true) => {
  const answer = await likeUntold(headers, postId, liked);
  await ctx.app.likeTelling.idle();
  return answer;
};

describe('notifications', () => {
  it('a new follower, never one’s own actions', async () => {
    const [lan, minh] = [await member(ctx), await member(ctx)];
    await api('POST', `/users/current/me/follow-user?user_id=${lan.user.id}`, minh.headers);
    await like(lan.headers, await newPost(ctx, lan.headers));
    const items = (await list(lan.headers)).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'follow',
      is_read: false,
      actor: { id: minh.user.id, name: minh.user.name },
    });
    expect(await unread(lan.headers)).toBe(1);
    expect((await list(minh.headers)).items).toEqual([]);
  });

  it('carry the sender’s photo as a URL the browser can load, not as a storage key', async () => {
    const [lan, minh] = [await member(ctx), await member(ctx)];
    const key = `users/${minh.user.id}/profile_photo/face.webp`;
    await queryRows(
      ctx.database.db,
      sql`update users set photo_path = ${key} where id = ${minh.user.id}::uuid returning 1 as ok`,
    );
    await api('POST', `/users/current/me/follow-user?user_id=${lan.user.id}`, minh.headers);
    const photo = (await list(lan.headers)).items[0]?.actor?.photo_path;
    expect(photo).toMatch(/^https?:\/\/[^/]+\/media\/users\//);
    expect(photo?.endsWith(`/users/${minh.user.id}/profile_photo/face.webp`)).toBe(true);
  });

  it('likes of one post gather in one entry that counts each member once while unread', async () => {
    const author = await member(ctx);
    const postId = await newPost(ctx, author.headers);
    const likers = [await member(ctx), await member(ctx), await member(ctx)];
    for (const liker of likers) await like(liker.headers, postId);
    // Taken back and given again: not news twice.
    await like(likers[0]!.headers, postId, false);
    await like(likers[0]!.headers, postId);
    let items = (await list(author.headers)).items;
    expect(items).toHaveLength(1);
    // Within a minute the entry keeps the burst's first name and counts the others.
    expect(items[0]).toMatchObject({
      kind: 'like',
      post_id: postId,
      actor_count: 3,
      actor: { id: likers[0]!.user.id },
    });
    expect(await unread(author.headers)).toBe(1);

    await api('POST', '/users/current/me/notifications/read-all', author.headers);
    expect(await unread(author.headers)).toBe(0);
    const late = await member(ctx);
    await like(late.headers, postId);
    items = (await list(author.headers)).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ is_read: false, actor_count: 1, actor: { id: late.user.id } });
    expect(await unread(author.headers)).toBe(1);
  });

  it('likes told in one batch count each member once and name the first, as a storm does', async () => {
    const author = await member(ctx);
    const postId = await newPost(ctx, author.headers);
    const likers = [await member(ctx), await member(ctx), await member(ctx)];
    for (const liker of likers) await likeUntold(liker.headers, postId);
    await likeUntold(likers[1]!.headers, postId, false);
    await likeUntold(likers[1]!.headers, postId);
    await ctx.app.likeTelling.idle();
    const items = (await list(author.headers)).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'like', actor_count: 3, actor: { id: likers[0]!.user.id } });
    expect(await unread(author.headers)).toBe(1);
    const waiting = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from like_notices`);
    expect(waiting[0]?.n).toBe(0);
  });

  it('a like is not told once its member deactivated or was blocked before its turn', async () => {
    const author = await member(ctx);
    const postId = await newPost(ctx, author.headers);
    const [leaving, blocked, kept] = [await member(ctx), await member(ctx), await member(ctx)];
    for (const liker of [leaving, blocked, kept]) await likeUntold(liker.headers, postId);
    await api('PUT', '/users/current/me', leaving.headers, { is_active: false });
    await api('POST', `/users/${blocked.user.id}/block`, author.headers);
    await ctx.app.likeTelling.idle();
    expect((await list(author.headers)).items).toMatchObject([{ actor_count: 1, actor: { id: kept.user.id } }]);
  });

  it('a comment on my post, a reply to my comment; a deleted comment takes its notification along', async () => {
    const [author, commenter, replier] = [await member(ctx), await member(ctx), await member(ctx)];
    const postId = await newPost(ctx, author.headers);
    const comment = (
      await api('POST', `/post-comments/${postId}`, commenter.headers, { comment: 'Bài rất hay, cảm ơn bạn!' })
    ).json<{ id: string }>();
    await api('POST', `/post-comments/${postId}`, replier.headers, {
      comment: 'Đồng ý với bạn',
      parent_comment_id: comment.id,
    });
    expect((await list(author.headers)).items).toMatchObject([
      { kind: 'comment', post_id: postId, comment_id: comment.id, detail: 'Bài rất hay, cảm ơn bạn!' },
    ]);
    expect((await list(commenter.headers)).items).toMatchObject([{ kind: 'reply', detail: 'Đồng ý với bạn' }]);

    expect((await api('DELETE', `/post-comments/${postId}/${comment.id}`, commenter.headers)).statusCode).toBe(204);
    expect((await list(author.headers)).items).toEqual([]);
    expect(await unread(author.headers)).toBe(0);
    expect(await unread(commenter.headers)).toBe(0);
  });

  it('marks one read, only one’s own, and pages by keyset', async () => {
    const [reader, other] = [await member(ctx), await member(ctx)];
    for (let i = 0; i < 5; i += 1) {
      const follower = await member(ctx);
      await api('POST', `/users/current/me/follow-user?user_id=${reader.user.id}`, follower.headers);
    }
    const first = await list(reader.headers, '?limit=2');
    const second = await list(reader.headers, `?limit=2&last_evaluated_key=${first.last_evaluated_key}`);
    const third = await list(reader.headers, `?limit=2&last_evaluated_key=${second.last_evaluated_key}`);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(5);
    expect(third.last_evaluated_key).toBeNull();

    const target = first.items[0]!.id;
    const foreign = await api('POST', `/users/current/me/notifications/${target}/read`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND' });
    expect(await unread(reader.headers)).toBe(5);
    const read = await api('POST', `/users/current/me/notifications/${target}/read`, reader.headers);
    expect(read.json()).toEqual({ unread: 4 });
    expect((await api('POST', '/users/current/me/notifications/not-an-id/read', reader.headers)).statusCode).toBe(404);
    const forged = await api('POST', '/users/current/me/notifications?last_evaluated_key=Zm9v', reader.headers);
    expect(forged.statusCode).toBe(422);
  });

  it('a kind switched off is not written; the others still are', async () => {
    const [author, fan] = [await member(ctx), await member(ctx)];
    const saved = await api('PUT', '/users/current/me/notification-settings', author.headers, {
      kinds: { like: false },
    });
    expect(saved.json()).toMatchObject({ kinds: { like: false, follow: true, comment: true } });
    const postId = await newPost(ctx, author.headers);
    await like(fan.headers, postId);
    await api('POST', `/users/current/me/follow-user?user_id=${author.user.id}`, fan.headers);
    expect((await list(author.headers)).items.map((item) => item.kind)).toEqual(['follow']);
    const bad = await api('PUT', '/users/current/me/notification-settings', author.headers, { kinds: { nope: true } });
    expect(bad.statusCode).toBe(422);
  });

  it('nothing stays from a member who deactivates', async () => {
    const [author, leaving] = [await member(ctx), await member(ctx)];
    await like(leaving.headers, await newPost(ctx, author.headers));
    await api('POST', `/users/current/me/follow-user?user_id=${author.user.id}`, leaving.headers);
    expect(await unread(author.headers)).toBe(2);
    await api('PUT', '/users/current/me', leaving.headers, { is_active: false });
    expect((await list(author.headers)).items).toEqual([]);
    expect(await unread(author.headers)).toBe(0);
  });

  it('tracks: outdated votes with their reason, a track built on mine, one naming mine as next, one shared by someone I follow', async () => {
    const [planner, voter, builder, fan] = [await member(ctx), await member(ctx), await member(ctx), await member(ctx)];
    const pick = await pickSkills(ctx);
    const industry = await newIndustry(ctx);
    const mine = await newTrack(ctx, planner.headers, {}, { industryId: industry.id });
    await api('POST', '/career-tracks/vote-career-track-outdated', voter.headers, {
      career_track_id: mine.id,
      vote_notes: 'Cloud skills are missing',
    });
    await api('POST', `/users/current/me/follow-user?user_id=${builder.user.id}`, fan.headers);
    const create = async (overrides: object) =>
      (await newTrack(ctx, builder.headers, overrides, { industryId: industry.id })).id;
    const derived = await create({ title: 'Senior Backend Engineer', derived_career_track_id: mine.id });
    const before = await create({ title: 'Junior Engineer', next_career_tracks: [mine.id] });
    expect((await list(planner.headers)).items).toMatchObject([
      {
        kind: 'track_next',
        career_track: { id: mine.id },
        other_career_track: { id: before, title: 'Junior Engineer' },
      },
      { kind: 'track_derived', career_track: { id: mine.id }, other_career_track: { id: derived } },
      { kind: 'outdated', career_track: { id: mine.id }, detail: 'Cloud skills are missing', actor_count: 1 },
    ]);
    expect((await list(fan.headers)).items).toMatchObject([
      { kind: 'track_published', actor: { id: builder.user.id }, other_career_track: { id: before } },
      { kind: 'track_published', other_career_track: { id: derived } },
    ]);
    // A draft tells nobody.
    await api(
      'POST',
      '/career-tracks',
      builder.headers,
      trackBody(industry.id, pick, { title: 'Draft', status: 'new' }),
    );
    expect((await list(fan.headers)).items).toHaveLength(2);
  });

  it('the Educator plan starting', async () => {
    const me = await member(ctx);
    await api('POST', `/user-subscriptions/${me.user.id}`, me.headers, { subscription_plan: 'educator' });
    expect((await list(me.headers)).items).toMatchObject([{ kind: 'plan_started', actor: null }]);
  });
});

describe('the daily digest', () => {
  it('mails a member who asked for it their unread notifications, in their language, at most once a day', async () => {
    const reader = await member(ctx, { default_language: 'vi' });
    const quiet = await member(ctx);
    const fans = [await member(ctx, { name: 'Ngọc Ánh' }), await member(ctx, { name: 'Văn Tùng' })];
    expect(
      (await api('PUT', '/users/current/me/notification-settings', reader.headers, { is_digest_on: true })).json(),
    ).toMatchObject({ is_digest_on: true, kinds: { like: true } });
    for (const who of [reader, quiet])
      for (const fan of fans) await api('POST', `/users/current/me/follow-user?user_id=${who.user.id}`, fan.headers);

    await ctx.app.runHourlyWork();
    await expect.poll(() => ctx.mailbox.to(reader.user.email).length).toBe(1);
    const mail = ctx.mailbox.last(reader.user.email);
    expect(mail.subject).toBe('Bạn có 2 thông báo chưa đọc trên Ladder');
    expect(mail.text).toContain('- Văn Tùng đã bắt đầu theo dõi bạn');
    expect(mail.text).toContain('- Ngọc Ánh đã bắt đầu theo dõi bạn');
    expect(mail.text).toContain('https://ladder.test/notifications');
    expect(mail.language).toBe('vi');

    // Not again the same day, and never to a member who did not ask.
    await api('POST', `/users/current/me/follow-user?user_id=${reader.user.id}`, (await member(ctx)).headers);
    await ctx.app.runHourlyWork();
    await ctx.app.runHourlyWork();
    expect(ctx.mailbox.to(reader.user.email)).toHaveLength(1);
    expect(ctx.mailbox.to(quiet.user.email)).toHaveLength(0);
  });
});

describe('the live stream', () => {
  it('sends the unread count at once, then at each new notification, also one written through another instance', async () => {
    const author = await member(ctx);
    const fan = await member(ctx);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const stream = await openSse(
      `http://127.0.0.1:${port}/api/v1/users/current/me/notifications/stream`,
      author.headers,
    );
    expect(stream.response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const nextUnread = async () => ((await stream.next('unread')) as { unread: number }).unread;
    // Another instance of the API on the same database, as behind a load balancer.
    const other = await buildApp(ctx.config, { database: ctx.database, logger: false });
    try {
      expect(await nextUnread()).toBe(0);
      const followed = await other.inject({
        method: 'POST',
        url: `/api/v1/users/current/me/follow-user?user_id=${author.user.id}`,
        headers: fan.headers,
      });
      expect(followed.statusCode).toBe(200);
      expect(await nextUnread()).toBe(1);
      await like(fan.headers, await newPost(ctx, author.headers));
      expect(await nextUnread()).toBe(2);
    } finally {
      stream.abort();
      await other.close();
    }
  });

  it('does not hold an instance that closes (a deployment, a test) while a page is still listening', async () => {
    const reader = await member(ctx);
    const instance = await buildApp(ctx.config, { database: ctx.database, logger: false });
    await instance.listen({ port: 0, host: '127.0.0.1' });
    const { port } = instance.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/users/current/me/notifications/stream`, {
      headers: reader.headers,
    });
    const body = response.body!.getReader();
    await body.read();
    // The page never lets go: closing must still finish, and end its stream.
    await instance.close();
    for (;;) if ((await body.read()).done) break;
  });
});
