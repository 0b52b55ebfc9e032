import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { callApi, createTestApp, PASSWORD, randomIp, uniqueEmail, type TestContext } from '../../test/helper';
import { trackBody } from '../modules/career-tracks/track-fixtures';
import { counterDrift } from './invariants';
import { api, buildWorld, freshActor, type Actor, type World } from './world';

/**
 * 500 requests at once on one object each (docs/reliability.md, "Concurrency"): the member-visible
 * outcome must be exactly what the same requests one after another would leave, whatever their
 * order — counters equal to their rows, one post per published track, one running plan, one
 * account per address — and no request answers 5xx. On PGlite requests take turns; PostgreSQL
 * (TEST_DB=postgres) is where they race.
 */
const REQUESTS = 500;
const MEMBERS = 100;

let ctx: TestContext;
let world: World;
let members: Actor[];

beforeAll(async () => {
  // Rate limits are not what this tests (they have their own): every limit ×1000.
  ctx = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  world = await buildWorld(ctx);
  members = await Promise.all(Array.from({ length: MEMBERS }, () => freshActor(ctx)));
}, 180_000);
afterAll(() => ctx.close());

type Statuses = Record<number, number>;

/** Starts every call at once, prints the statuses they got, and holds each answer to the API's rules. */
async function storm(label: string, calls: (() => Promise<LightMyRequestResponse>)[]) {
  const responses = await Promise.all(calls.map((call) => call()));
  const statuses: Statuses = {};
  for (const response of responses) statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
  console.log(`concurrency: ${label} ${responses.length} requests, statuses ${JSON.stringify(statuses)}`);
  const failures = responses.filter((r) => r.statusCode >= 500).map((r) => `${r.statusCode} ${r.body.slice(0, 300)}`);
  expect(failures).toEqual([]);
  for (const response of responses.filter((r) => r.statusCode >= 400)) {
    expect(response.json<object>()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  }
  return { responses, statuses };
}

async function count(query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from (${query}) q`);
  return row?.n ?? -1;
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
const codes = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => (r.statusCode < 300 ? r.statusCode : `${r.statusCode} ${r.json<{ code: string }>().code}`));

/** Members 0–49 ask for one state, members 50–99 (who start in the other) for its opposite, each 5 times, interleaved. */
const halves = <T>(first: T, second: T) =>
  Array.from({ length: REQUESTS }, (_, i) => ({
    by: members[i % MEMBERS] as Actor,
    want: i % MEMBERS < 50 ? first : second,
  }));

describe(`${REQUESTS} parallel requests on one object`, () => {
  it('like/unlike of one post: the count is the likes that stay', async () => {
    const post = await api(ctx, 'POST', '/posts', world.actors.owner.headers, { content: 'One post, many hands' });
    const postId = String(post.id);
    await Promise.all(
      members.slice(50).map((m) => api(ctx, 'PUT', `/post-interactions/${postId}`, m.headers, { liked: true })),
    );
    const { statuses } = await storm(
      'like/unlike',
      halves(true, false).map(
        ({ by, want }) =>
          () =>
            callApi(ctx, 'PUT', `/post-interactions/${postId}`, by.headers, { liked: want }),
      ),
    );
    expect(statuses).toEqual({ 200: REQUESTS });
    const likers = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select user_id as id from post_interactions where post_id = ${postId} and liked`,
    );
    expect(ids(likers)).toEqual(ids(members.slice(0, 50)));
    const shown = await api(ctx, 'GET', `/posts?post_id=${postId}`, world.actors.owner.headers);
    expect(shown.total_post_likes).toBe(50);
    expect(await counterDrift(ctx)).toEqual([]);
  });

  it('follow/unfollow of one member: followers and followings are the follows that stay', async () => {
    const star = await freshActor(ctx);
    await Promise.all(
      members.slice(50).map((m) => api(ctx, 'POST', `/users/current/me/follow-user?user_id=${star.id}`, m.headers)),
    );
    const { statuses } = await storm(
      'follow/unfollow',
      halves(true, false).map(
        ({ by, want }) =>
          () =>
            want
              ? callApi(ctx, 'POST', `/users/current/me/follow-user?user_id=${star.id}`, by.headers)
              : callApi(ctx, 'DELETE', `/users/current/me/unfollow-user?user_id=${star.id}`, by.headers),
      ),
    );
    expect(statuses).toEqual({ 200: REQUESTS });
    const followers = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select follower_id as id from user_follows where followee_id = ${star.id}`,
    );
    expect(ids(followers)).toEqual(ids(members.slice(0, 50)));
    const profile = await api(ctx, 'GET', `/users/${star.id}`, star.headers);
    expect(profile.total_followers).toBe(50);
    // One "new follower" notice per member who followed at some point (taking a follow back
    // leaves it, as sequential calls do), never two.
    expect(await count(sql`select 1 from notifications where user_id = ${star.id} and kind = 'follow'`)).toBe(MEMBERS);
    expect(await counterDrift(ctx)).toEqual([]);
  });

  it('comment create and delete on one post: the count is the comments that stay', async () => {
    const post = await api(ctx, 'POST', '/posts', world.actors.owner.headers, { content: 'Talk to me' });
    const path = `/post-comments/${String(post.id)}`;
    const before = await Promise.all(
      members.map(async (m) => ({
        by: m,
        id: String((await api(ctx, 'POST', path, m.headers, { comment: 'Early' })).id),
      })),
    );
    // Of every 5 requests: 2 delete an early comment (each is deleted twice), 1 replies to one
    // being deleted, 2 add a comment of their own.
    const kinds = Array.from({ length: REQUESTS }, (_, i) => {
      const early = before[Math.floor(i / 5) % MEMBERS] as { by: Actor; id: string };
      const slot = i % 5;
      if (slot < 2)
        return { kind: 'delete', call: () => callApi(ctx, 'DELETE', `${path}/${early.id}`, early.by.headers) };
      const by = members[i % MEMBERS] as Actor;
      const body = slot === 2 ? { comment: 'A reply', parent_comment_id: early.id } : { comment: `Later ${i}` };
      return { kind: slot === 2 ? 'reply' : 'comment', call: () => callApi(ctx, 'POST', path, by.headers, body) };
    });
    const { responses } = await storm(
      'comment create/delete',
      kinds.map((k) => k.call),
    );
    const of = (kind: string) => codes(responses.filter((_, i) => kinds[i]?.kind === kind));
    const tally = (list: (string | number)[]) =>
      list.reduce<Record<string, number>>((t, c) => ({ ...t, [c]: (t[c] ?? 0) + 1 }), {});
    expect(tally(of('delete'))).toEqual({ 204: 100, '404 COMMENT_NOT_FOUND': 100 });
    expect(tally(of('comment'))).toEqual({ 201: 200 });
    expect(of('reply').every((c) => c === 201 || c === '404 COMMENT_NOT_FOUND')).toBe(true);
    // Every early comment is gone, and the replies to it with it: 200 comments stay.
    expect(await count(sql`select 1 from post_comments where post_id = ${String(post.id)}`)).toBe(200);
    const shown = await api(ctx, 'GET', `/posts?post_id=${String(post.id)}`, world.actors.owner.headers);
    expect(shown.total_post_comments).toBe(200);
    expect(await counterDrift(ctx)).toEqual([]);
  });

  it('publishing one career track: one feed post, one count in its industry, one notice per follower', async () => {
    const author = world.actors.owner;
    const followers = members.slice(0, 20);
    for (const m of followers) await api(ctx, 'POST', `/users/current/me/follow-user?user_id=${author.id}`, m.headers);
    const body = trackBody(world.industryId, world.skills, { title: 'Race to the top', status: 'completed' });
    const trackId = String((await api(ctx, 'POST', '/career-tracks', author.headers, body)).id);
    const { statuses } = await storm(
      'publish one track',
      Array.from(
        { length: REQUESTS },
        () => () => callApi(ctx, 'PUT', `/career-tracks/${trackId}`, author.headers, { ...body, status: 'shared' }),
      ),
    );
    expect(statuses).toEqual({ 200: REQUESTS });
    const posts = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select id from posts where career_track_id = ${trackId}`,
    );
    expect(posts).toHaveLength(1);
    const postId = posts[0]?.id ?? '';
    // The author's and every follower's feed hold the post once.
    expect(await count(sql`select 1 from timeline_entries where post_id = ${postId}`)).toBe(followers.length + 1);
    expect(await count(sql`select 1 from notifications where group_key = ${`published:${trackId}`}`)).toBe(
      followers.length,
    );
    const [industry] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select total_career_tracks as n from industries where id = ${world.industryId}`,
    );
    expect(industry?.n).toBe(1);
    expect(await counterDrift(ctx)).toEqual([]);
  });

  it('likes, comments and follows of one member at once: every count exact, no deadlock', async () => {
    // A like locks the post and then touches its liker's and author's rows; a follow locks both
    // members and then touches the author's posts (the feed backfill). Mixed, they cross.
    const star = await freshActor(ctx);
    const postId = String((await api(ctx, 'POST', '/posts', star.headers, { content: 'Everything at once' })).id);
    await Promise.all(
      members
        .slice(50)
        .flatMap((m) => [
          api(ctx, 'PUT', `/post-interactions/${postId}`, m.headers, { liked: true }),
          api(ctx, 'POST', `/users/current/me/follow-user?user_id=${star.id}`, m.headers),
        ]),
    );
    const calls = halves(true, false).map(({ by, want }, i) => {
      if (i % 3 === 0) return () => callApi(ctx, 'PUT', `/post-interactions/${postId}`, by.headers, { liked: want });
      if (i % 3 === 1)
        return want
          ? () => callApi(ctx, 'POST', `/users/current/me/follow-user?user_id=${star.id}`, by.headers)
          : () => callApi(ctx, 'DELETE', `/users/current/me/unfollow-user?user_id=${star.id}`, by.headers);
      return () => callApi(ctx, 'POST', `/post-comments/${postId}`, by.headers, { comment: `At once ${i}` });
    });
    const { responses } = await storm('likes+comments+follows of one member', calls);
    expect(responses.filter((r) => r.statusCode >= 300).map((r) => r.body)).toEqual([]);
    expect(await count(sql`select 1 from post_interactions where post_id = ${postId} and liked`)).toBe(50);
    expect(await count(sql`select 1 from user_follows where followee_id = ${star.id}`)).toBe(50);
    const shown = await api(ctx, 'GET', `/posts?post_id=${postId}`, star.headers);
    const comments = calls.filter((_, n) => n % 3 === 2).length;
    expect([shown.total_post_likes, shown.total_post_comments]).toEqual([50, comments]);
    expect(await counterDrift(ctx)).toEqual([]);
  });

  it('upgrading one plan: one running plan, every other call a 409', async () => {
    const buyer = await freshActor(ctx);
    const { responses } = await storm(
      'upgrade one plan',
      Array.from(
        { length: REQUESTS },
        () => () => callApi(ctx, 'POST', `/user-subscriptions/${buyer.id}`, buyer.headers),
      ),
    );
    expect(codes(responses).sort()).toEqual(
      [201, ...Array.from({ length: REQUESTS - 1 }, () => '409 SUBSCRIPTION_EXISTS')].sort(),
    );
    expect(await count(sql`select 1 from user_subscriptions where user_id = ${buyer.id}`)).toBe(1);
    expect((await api(ctx, 'GET', '/users/current/me', buyer.headers)).plan).toBe('educator');
    expect(await count(sql`select 1 from notifications where user_id = ${buyer.id} and kind = 'plan_started'`)).toBe(1);
  });

  it('registering one address: one account, and only the newest activation link works', async () => {
    const email = uniqueEmail('storm');
    const { statuses } = await storm(
      'register one address',
      Array.from(
        { length: REQUESTS },
        () => () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/v1/users/open',
            remoteAddress: randomIp(),
            payload: { name: 'Trần Văn Bão', email, password: PASSWORD },
          }),
      ),
    );
    expect(statuses).toEqual({ 201: REQUESTS });
    await ctx.app.mailer.idle();
    const accounts = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select id from users where lower(email) = ${email}`,
    );
    expect(accounts).toHaveLength(1);
    // docs/decisions/0018: a new registration of a pending address retires its earlier links.
    const live = await count(
      sql`select 1 from one_time_tokens where user_id = ${accounts[0]?.id ?? ''} and purpose = 'activation'
            and used_at is null and expires_at > now()`,
    );
    expect(live).toBe(1);
    // What the member sees: a mail per registration, and the link of the last one is the one that
    // works (mail goes out in the order it was written, docs/decisions/0028-row-locks-under-concurrency.md).
    const mails = ctx.mailbox.to(email);
    expect(mails).toHaveLength(
      await count(sql`select 1 from one_time_tokens where user_id = ${accounts[0]?.id ?? ''}`),
    );
    const activate = (token: string | undefined) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/new-account/${encodeURIComponent(token ?? '')}` });
    expect((await activate(mails[0]?.token)).json<{ code: string }>().code).toBe('TOKEN_INVALID');
    expect((await activate(mails.at(-1)?.token)).statusCode).toBe(200);
  }, 120_000);
});
