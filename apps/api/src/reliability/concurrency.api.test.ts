import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { callApi, createTestApp, PASSWORD, randomIp, uniqueEmail, type TestContext } from '../../test/helper';
import { trackBody } from '../../test/factories';
import { BACKFILL_POSTS } from '../modules/posts/timeline.service';
import { counterDrift } from '../../test/reliability/invariants';
import { api, buildWorld, freshActor, type Actor, type World } from '../../test/reliability/world';

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

/**
 * Starts request 0 to 499 (`call(i)`) at once, prints the statuses they got, and holds each answer
 * to the API's rules.
 */
async function storm(label: string, call: (i: number) => Promise<LightMyRequestResponse>) {
  const started = performance.now();
  const responses = await Promise.all(Array.from({ length: REQUESTS }, (_, i) => call(i)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const statuses: Statuses = {};
  for (const response of responses) statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
  console.log(
    `concurrency: ${label} ${responses.length} requests in ${seconds} s, statuses ${JSON.stringify(statuses)}`,
  );
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

/** The ids a query answers (`… as id`). */
const idRows = (query: SQL) => queryRows<{ id: string }>(ctx.database.db, query);
const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
const codes = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => (r.statusCode < 300 ? r.statusCode : `${r.statusCode} ${r.json<{ code: string }>().code}`));

/**
 * Who asks for what, each member 5 times, interleaved: members 0–39 turn a switch on; 40–79, for
 * whom it is on before, turn it off; 80–99, also on before, flip it (off, on, off, on, off).
 */
const [WANTING, LEAVING] = [40, 80];
const switchOf = (i: number) => {
  const n = i % MEMBERS;
  const round = Math.floor(i / MEMBERS);
  return { by: members[n] as Actor, want: n < WANTING ? true : n < LEAVING ? false : round % 2 === 1 };
};
const onBefore = () => members.slice(WANTING);
/** The members whose switch is on afterwards, but for those who flipped it (either state is right for them). */
const settled = (on: { id: string }[]) => {
  const flippers = new Set(ids(members.slice(LEAVING)));
  return ids(on).filter((id) => !flippers.has(id));
};
const wanting = () => ids(members.slice(0, WANTING));

/** A follow or an unfollow of `star`, as `want` says. */
const follow = (star: Actor, { by, want }: { by: Actor; want: boolean }) =>
  want
    ? callApi(ctx, 'POST', `/users/current/me/follow-user?user_id=${star.id}`, by.headers)
    : callApi(ctx, 'DELETE', `/users/current/me/unfollow-user?user_id=${star.id}`, by.headers);

// A ceiling, not a measure: 500 requests at once on a busy CI machine take a while (PGlite runs
// them one at a time), and the registrations hash 500 passwords and send 500 mails.
describe(`${REQUESTS} parallel requests on one object`, { timeout: 600_000 }, () => {
  it('like/unlike of one post: the count is the likes that stay', async () => {
    const post = await api(ctx, 'POST', '/posts', world.actors.owner.headers, { content: 'One post, many hands' });
    const postId = String(post.id);
    await Promise.all(
      onBefore().map((m) => api(ctx, 'PUT', `/post-interactions/${postId}`, m.headers, { liked: true })),
    );
    const { statuses } = await storm('like/unlike', (i) => {
      const { by, want } = switchOf(i);
      return callApi(ctx, 'PUT', `/post-interactions/${postId}`, by.headers, { liked: want });
    });
    expect(statuses).toEqual({ 200: REQUESTS });
    const likers = await idRows(sql`select user_id as id from post_interactions where post_id = ${postId} and liked`);
    expect(settled(likers)).toEqual(wanting());
    const shown = await api(ctx, 'GET', `/posts?post_id=${postId}`, world.actors.owner.headers);
    expect(shown.total_post_likes).toBe(likers.length);
    expect(await counterDrift(ctx)).toEqual([]);
  });

  it('follow/unfollow of one member: followers and followings are the follows that stay', async () => {
    const star = await freshActor(ctx);
    await Promise.all(
      onBefore().map((m) => api(ctx, 'POST', `/users/current/me/follow-user?user_id=${star.id}`, m.headers)),
    );
    const { statuses } = await storm('follow/unfollow', (i) => follow(star, switchOf(i)));
    expect(statuses).toEqual({ 200: REQUESTS });
    const followers = await idRows(sql`select follower_id as id from user_follows where followee_id = ${star.id}`);
    expect(settled(followers)).toEqual(wanting());
    const profile = await api(ctx, 'GET', `/users/${star.id}`, star.headers);
    expect(profile.total_followers).toBe(followers.length);
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
    const kindOf = (i: number) => ['delete', 'delete', 'reply', 'comment', 'comment'][i % 5];
    const { responses } = await storm('comment create/delete', (i) => {
      const early = before[Math.floor(i / 5) % MEMBERS] as { by: Actor; id: string };
      const by = members[i % MEMBERS] as Actor;
      if (kindOf(i) === 'delete') return callApi(ctx, 'DELETE', `${path}/${early.id}`, early.by.headers);
      const body =
        kindOf(i) === 'reply' ? { comment: 'A reply', parent_comment_id: early.id } : { comment: `Later ${i}` };
      return callApi(ctx, 'POST', path, by.headers, body);
    });
    const of = (kind: string) => codes(responses.filter((_, i) => kindOf(i) === kind));
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
    const { statuses } = await storm('publish one track', () =>
      callApi(ctx, 'PUT', `/career-tracks/${trackId}`, author.headers, { ...body, status: 'shared' }),
    );
    expect(statuses).toEqual({ 200: REQUESTS });
    const posts = await idRows(sql`select id from posts where career_track_id = ${trackId}`);
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
      onBefore().flatMap((m) => [
        api(ctx, 'PUT', `/post-interactions/${postId}`, m.headers, { liked: true }),
        api(ctx, 'POST', `/users/current/me/follow-user?user_id=${star.id}`, m.headers),
      ]),
    );
    // Request i is member i % 100's like, follow or comment by i % 3: over its 5 rounds each
    // member sends all three.
    const { responses } = await storm('likes+comments+follows of one member', (i) => {
      const { by, want } = switchOf(i);
      if (i % 3 === 0) return callApi(ctx, 'PUT', `/post-interactions/${postId}`, by.headers, { liked: want });
      if (i % 3 === 1) return follow(star, { by, want });
      return callApi(ctx, 'POST', `/post-comments/${postId}`, by.headers, { comment: `At once ${i}` });
    });
    expect(responses.filter((r) => r.statusCode >= 300).map((r) => r.body)).toEqual([]);
    const likers = await idRows(sql`select user_id as id from post_interactions where post_id = ${postId} and liked`);
    const followers = await idRows(sql`select follower_id as id from user_follows where followee_id = ${star.id}`);
    expect([settled(likers), settled(followers)]).toEqual([wanting(), wanting()]);
    const shown = await api(ctx, 'GET', `/posts?post_id=${postId}`, star.headers);
    const comments = responses.filter((_, i) => i % 3 === 2).length;
    expect([shown.total_post_likes, shown.total_post_comments]).toEqual([likers.length, comments]);
    expect((await api(ctx, 'GET', `/users/${star.id}`, star.headers)).total_followers).toBe(followers.length);
    expect(await counterDrift(ctx)).toEqual([]);
  });

  it("members renamed into each other's names: every save answered, every word counted", async () => {
    // A rename takes a member's postings off their old words and puts them on the new ones, and
    // each word's count row is locked as it moves (decision 0023): half the members go from one
    // name to the other while the other half go back.
    const [first, second] = ['Crossing Alpha', 'Crossing Beta'];
    const nameOf = (i: number) => {
      const n = i % MEMBERS;
      const round = Math.floor(i / MEMBERS);
      return n < MEMBERS / 2 === (round % 2 === 0) ? second : first;
    };
    await Promise.all(
      members.map((m, n) =>
        api(ctx, 'PUT', '/users/current/me', m.headers, { name: n < MEMBERS / 2 ? first : second }),
      ),
    );
    const { statuses } = await storm('renames crossing', (i) =>
      callApi(ctx, 'PUT', '/users/current/me', (members[i % MEMBERS] as Actor).headers, { name: nameOf(i) }),
    );
    expect(statuses).toEqual({ 200: REQUESTS });
    expect(await counterDrift(ctx)).toEqual([]);
  });

  it('following one member while they post: every follower sees every post', async () => {
    // A post reaches its author's followers as it is written (fan-out), a new follower gets the
    // author's recent posts (backfill): a follow and a post at once must not each miss the other.
    const author = await freshActor(ctx);
    const { statuses } = await storm('follow while posting', (i) =>
      i % 5 === 0
        ? callApi(ctx, 'POST', '/posts', author.headers, { content: `Post ${i} of a busy day` })
        : follow(author, { by: members[Math.floor(i / 5)] as Actor, want: true }),
    );
    expect(statuses).toEqual({ 200: (REQUESTS * 4) / 5, 201: REQUESTS / 5 });
    const posts = await count(sql`select 1 from posts where user_id = ${author.id}`);
    expect(posts).toBeLessThanOrEqual(BACKFILL_POSTS);
    const missed = await idRows(
      sql`select f.follower_id as id from user_follows f join posts p on p.user_id = f.followee_id
          where f.followee_id = ${author.id}
            and not exists (select 1 from timeline_entries t where t.user_id = f.follower_id and t.post_id = p.id)`,
    );
    expect(missed).toEqual([]);
    expect(await count(sql`select 1 from user_follows where followee_id = ${author.id}`)).toBe(MEMBERS);
  });

  it('following a hashtag while it is posted: every follower of the hashtag sees every post', async () => {
    // The same meeting through a hashtag: the fan-out reads the hashtag's followers, the backfill
    // of a hashtag follow reads the hashtag's posts. The author follows nobody and nobody follows
    // them, so a post reaches the followers' feeds only through the hashtag.
    const author = await freshActor(ctx);
    const tag = 'racetag';
    const { statuses } = await storm('hashtag follow+posting', (i) =>
      i % 5 === 0
        ? callApi(ctx, 'POST', '/posts', author.headers, { content: `Post ${i} #RaceTag` })
        : callApi(
            ctx,
            'POST',
            `/hashtags/follow-hashtag?hashtag=${tag}`,
            (members[Math.floor(i / 5)] as Actor).headers,
          ),
    );
    expect(statuses).toEqual({ 200: (REQUESTS * 4) / 5, 201: REQUESTS / 5 });
    expect(await count(sql`select 1 from post_hashtags where hashtag = ${tag}`)).toBe(REQUESTS / 5);
    expect(REQUESTS / 5).toBeLessThanOrEqual(BACKFILL_POSTS);
    const missed = await count(
      sql`select 1 from hashtag_follows f join post_hashtags ph on ph.hashtag = f.hashtag
          where f.hashtag = ${tag}
            and not exists (select 1 from timeline_entries t where t.user_id = f.user_id and t.post_id = ph.post_id)`,
    );
    expect(missed).toBe(0);
    expect(await count(sql`select 1 from hashtag_follows where hashtag = ${tag}`)).toBe(MEMBERS);
    expect(await counterDrift(ctx)).toEqual([]);
  });

  it('upgrading one plan: one running plan, every other call a 409', async () => {
    const buyer = await freshActor(ctx);
    const { responses } = await storm('upgrade one plan', () =>
      callApi(ctx, 'POST', `/user-subscriptions/${buyer.id}`, buyer.headers),
    );
    expect(codes(responses).sort()).toEqual(
      [201, ...Array.from({ length: REQUESTS - 1 }, () => '409 SUBSCRIPTION_EXISTS')].sort(),
    );
    expect(await count(sql`select 1 from user_subscriptions where user_id = ${buyer.id}`)).toBe(1);
    expect((await api(ctx, 'GET', '/users/current/me', buyer.headers)).plan).toBe('educator');
    expect(await count(sql`select 1 from notifications where user_id = ${buyer.id} and kind = 'plan_started'`)).toBe(1);
  });

  it('registering one address: one account, and one activation link that works', async () => {
    const email = uniqueEmail('storm');
    const { statuses } = await storm('register one address', (i) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/open',
        remoteAddress: randomIp(),
        // The same address as people type it, every other time in capitals with spaces around it.
        payload: {
          name: 'Trần Văn Bão',
          email: i % 2 ? ` ${email.toUpperCase()} ` : email,
          password: PASSWORD,
          adult: true,
          terms: true,
          consent: true,
        },
      }),
    );
    expect(statuses).toEqual({ 201: REQUESTS });
    await ctx.app.mailer.idle();
    const accounts = await idRows(sql`select id from users where lower(email) = ${email}`);
    expect(accounts).toHaveLength(1);
    // docs/decisions/0018: a new registration of a pending address retires its earlier links.
    const live = await count(
      sql`select 1 from one_time_tokens where user_id = ${accounts[0]?.id ?? ''} and purpose = 'activation'
            and used_at is null and expires_at > now()`,
    );
    expect(live).toBe(1);
    // What the member sees: a mail per link issued, and exactly one of the mailed links works.
    const mails = ctx.mailbox.to(email);
    expect(mails).toHaveLength(
      await count(sql`select 1 from one_time_tokens where user_id = ${accounts[0]?.id ?? ''}`),
    );
    const activations: LightMyRequestResponse[] = [];
    for (const mail of mails) {
      activations.push(
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/new-account/${encodeURIComponent(mail.token ?? '')}`,
          payload: { password: PASSWORD },
        }),
      );
    }
    expect(codes(activations).filter((code) => code !== '400 TOKEN_INVALID')).toEqual([200]);
  });
});
