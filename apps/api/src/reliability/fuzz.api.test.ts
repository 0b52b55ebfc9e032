import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { callApi, createTestApp, type TestContext } from '../../test/helper';
import {
  FUZZED_OUTSIDE_API,
  injectOf,
  isExpected5xx,
  requestArbitrary,
  type FuzzRoute,
  type Pool,
  type PoolItem,
  type RequestPlan,
} from '../../test/reliability/fuzz/requests';
import { counterDrift, mediaDrift } from '../../test/reliability/invariants';
import {
  api,
  buildWorld,
  freshActor,
  freshAddress,
  makers,
  type Actor,
  type World,
} from '../../test/reliability/world';

/**
 * Hostile requests to every route, generated from the routes' own schemas (docs/reliability.md).
 * Seeded: the seed is printed, and `FUZZ_SEED=… npx vitest run …` replays a run.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31 - 1);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const MEMBERS = 6;

const routes: FuzzRoute[] = [];
let ctx: TestContext;
let world: World;
let members: Actor[];
const deactivated = new Set<string>();

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_SCALE: '1000' },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && (route.url.startsWith('/api/v1/') || FUZZED_OUTSIDE_API.includes(route.url)))
            routes.push({ method, url: route.url, schema: route.schema });
        }
      },
    },
  );
  world = await buildWorld(ctx);
  const { owner, other, superuser } = world.actors;
  members = [owner, other, superuser, ...(await Promise.all([1, 2, 3].map(() => freshActor(ctx))))];
  // Something to act on: posts with hashtags, a comment, a shared track, a follow, a like, a photo.
  for (const member of members.slice(0, 3)) {
    const post = await api(ctx, 'POST', '/posts', member.headers, { content: 'Hello #ladder #việc_làm' });
    await api(ctx, 'POST', `/post-comments/${String(post.id)}`, owner.headers, { comment: 'Nice' });
    await api(ctx, 'PUT', `/post-interactions/${String(post.id)}`, other.headers, { liked: true });
  }
  await makers.track(world, 'shared');
  await makers.photo(world);
  // A certificate and a skill with evidence, for the profile's routes and upload targets.
  await api(ctx, 'POST', '/users/current/me/profile-items', owner.headers, {
    kind: 'certificate',
    title: 'Fuzz certificate',
    organization: 'Fuzz Co',
    start_month: '2024-01',
    visibility: 'public',
  });
  const skillId = world.skills.tool_and_tech[0] ?? '';
  await api(ctx, 'POST', '/users/current/me/skills', owner.headers, { skill_id: skillId, level: 'Expert' });
  await api(ctx, 'POST', `/users/current/me/skills/${skillId}/evidence`, owner.headers, {
    title: 'Fuzz project',
    url: 'https://example.com/fuzz',
  });
  await api(ctx, 'POST', `/users/current/me/follow-user?user_id=${owner.id}`, other.headers);
}, 120_000);
afterAll(() => ctx.close());

/** The real values requests draw from, read afresh: the newest rows of each kind. */
const POOL_QUERIES: Record<Exclude<keyof Pool, 'uploadPaths'>, ReturnType<typeof sql>> = {
  posts: sql`select id as value, user_id as owner from posts order by id desc limit 80`,
  comments: sql`select id as value, user_id as owner from post_comments order by id desc limit 80`,
  tracks: sql`select id as value, user_id as owner from career_tracks order by id desc limit 80`,
  users: sql`select id as value, id as owner from users order by created_at desc limit 60`,
  notifications: sql`select id as value, user_id as owner from notifications order by id desc limit 60`,
  subscriptions: sql`select id as value, user_id as owner from user_subscriptions order by id desc limit 40`,
  industries: sql`select id as value, null as owner from industries order by id limit 30`,
  skills: sql`select id as value, null as owner from skills order by id limit 30`,
  usernames: sql`select username as value, id as owner from users order by created_at desc limit 30`,
  emails: sql`select email as value, id as owner from users order by created_at desc limit 30`,
  hashtags: sql`select tag as value, null as owner from hashtags limit 30`,
  profileItems: sql`select id as value, user_id as owner from profile_items order by id desc limit 40`,
  evidence: sql`select id as value, user_id as owner from skill_evidence order by id desc limit 40`,
  // Its owner is the member who answers it: the track's author.
  suggestions: sql`select s.id as value, t.user_id as owner from career_track_translation_suggestions s
                   join career_tracks t on t.id = s.career_track_id order by s.id desc limit 40`,
};

async function poolNow(): Promise<Pool> {
  const read = await Promise.all(
    Object.entries(POOL_QUERIES).map(
      async ([kind, query]) => [kind, await queryRows<PoolItem>(ctx.database.db, query)] as const,
    ),
  );
  const pool = Object.fromEntries(read) as Omit<Pool, 'uploadPaths'>;
  // A certificate's file and evidence on a skill: the member's items and skills, certificates or not.
  const ownSkills = await queryRows<PoolItem>(
    ctx.database.db,
    sql`select user_id || '/skills/' || skill_id as value, user_id as owner from user_skills
        order by updated_at desc limit 20`,
  );
  const uploadPaths = [
    ...pool.posts.slice(0, 40).map((post) => ({ value: `posts/${post.value}`, owner: post.owner })),
    ...members.flatMap((m) =>
      ['profile_photo', 'cover_photo'].map((kind) => ({ value: `users/${m.id}/${kind}`, owner: m.id })),
    ),
    ...pool.profileItems
      .slice(0, 20)
      .map((item) => ({ value: `users/${item.owner ?? ''}/profile-items/${item.value}/file`, owner: item.owner })),
    ...ownSkills.map((skill) => ({ value: `users/${skill.value}/evidence`, owner: skill.owner })),
  ];
  return { ...pool, uploadPaths };
}

const callerOf = (caller: RequestPlan['caller']) => {
  if (caller === 'visitor') return { id: null, headers: {} };
  if (caller === 'garbage-token') return { id: null, headers: { authorization: 'Bearer not.a.token' } };
  return { id: members[caller]?.id ?? null, headers: members[caller]?.headers ?? {} };
};

/** Calls that end or change the caller's session, or the account: that caller is replaced. */
const endsTheCaller = (plan: RequestPlan) =>
  /\/(logout|change-password|change-email|delete)$/.test(plan.route) ||
  (plan.route === '/api/v1/users/current/me' && plan.method === 'PUT');

async function deactivate(index: number) {
  const leaving = members[index];
  const stays = members[0];
  if (!leaving || !stays) return;
  // The fuzz may have had either block the other, which hides the post below: they make up first.
  await api(ctx, 'DELETE', `/users/${stays.id}/block`, leaving.headers);
  await api(ctx, 'DELETE', `/users/${leaving.id}/block`, stays.headers);
  // What a departing member leaves on others' things: a comment, a like, a follow, and a post.
  const theirs = await api(ctx, 'POST', '/posts', stays.headers, { content: 'Still here #ladder' });
  await api(ctx, 'POST', `/post-comments/${String(theirs.id)}`, leaving.headers, { comment: 'Goodbye' });
  await api(ctx, 'PUT', `/post-interactions/${String(theirs.id)}`, leaving.headers, { liked: true, shared: true });
  await api(ctx, 'POST', `/users/current/me/follow-user?user_id=${stays.id}`, leaving.headers);
  await api(ctx, 'POST', '/posts', leaving.headers, { content: 'My last post #ladder' });
  await api(ctx, 'PUT', '/users/current/me', leaving.headers, { is_active: false });
  deactivated.add(leaving.id);
  members[index] = await freshActor(ctx);
}

describe(`fuzzing every route (seed ${SEED})`, () => {
  it(`answers ${REQUESTS} hostile requests without a 5xx, every error in the API's format`, async () => {
    console.log(`fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${routes.length} routes`);
    const statuses = new Map<number, number>();
    // Routes that let at least one request through: the run reached their services.
    const reached = new Set<string>();
    let sent = 0;
    let pool = await poolNow();
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(requestArbitrary(routes, MEMBERS), async (plan) => {
        if (sent % 250 === 0) pool = await poolNow();
        // Every 2,500 requests the last member, who has been acting all along, deactivates.
        if (sent % 2_500 === 1_250) await deactivate(MEMBERS - 1);
        sent += 1;
        const options = injectOf(plan, pool, callerOf(plan.caller), world.jpeg);
        const isStream = plan.route.endsWith('/stream');
        const response = await ctx.app.inject({ ...options, remoteAddress: freshAddress(), payloadAsStream: isStream });
        if (isStream) response.stream().destroy();
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode < 300) reached.add(`${plan.method} ${plan.route}`);
        if (typeof plan.caller === 'number' && response.statusCode < 300 && endsTheCaller(plan)) {
          const gone = members[plan.caller];
          const me = await callApi(ctx, 'GET', '/users/current/me', gone?.headers ?? {});
          if (me.statusCode === 401 && gone && (options.payload as string | undefined)?.includes('"is_active":false')) {
            deactivated.add(gone.id);
          }
          members[plan.caller] = await freshActor(ctx);
        }
        const where = `${plan.method} ${options.url as string} -> ${response.statusCode}: ${isStream ? '' : response.body.slice(0, 300)}`;
        if (!isExpected5xx(plan.route, response.statusCode)) expect(response.statusCode, where).toBeLessThan(500);
        if (response.statusCode >= 400 && !isStream && plan.method !== 'HEAD') {
          expect(response.json<{ code?: unknown; detail?: unknown }>(), where).toMatchObject({
            code: expect.any(String),
            detail: expect.any(String),
          });
        }
      }),
      { seed: SEED, numRuns: REQUESTS, endOnFailure: true },
    );
    const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    const fivexx = [...statuses]
      .filter(([status]) => status >= 500 && status !== 501)
      .reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `fuzz: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, 5xx: ${fivexx}, ` +
        `routes answering 2xx: ${reached.size} of ${routes.length}, members deactivated by the run: ${deactivated.size}; ` +
        `statuses ${seen.join(' ')}`,
    );
    if (process.env.FUZZ_SHOW_UNREACHED) {
      console.log(routes.map((r) => `${r.method} ${r.url}`).filter((r) => !reached.has(r)));
    }
    expect(sent).toBe(REQUESTS);
  }, 900_000);

  it('leaves every counter equal to its rows, every file with its row and every row with its file', async () => {
    // A data export asked for by the run is built after its answer: its archive is written
    // before its row names it. The hourly work waits for the build in flight (and any pending).
    await ctx.app.runHourlyWork();
    const media = await mediaDrift(ctx);
    const drift = await counterDrift(ctx);
    console.log(
      `fuzz invariants: counters off ${drift.length}, orphan files ${media.orphanFiles.length}, missing files ${media.missingFiles.length}`,
    );
    expect({ drift, ...media }).toEqual({ drift: [], orphanFiles: [], missingFiles: [] });
  });

  it('shows nothing of a deactivated member', async () => {
    const gone = [world.actors.deactivated.id, ...deactivated];
    const viewer = members[0]?.headers ?? {};
    for (const id of gone) {
      expect((await callApi(ctx, 'GET', `/users/${id}`, viewer)).statusCode).toBe(404);
      const posts = await queryRows<{ id: string }>(ctx.database.db, sql`select id from posts where user_id = ${id}`);
      for (const post of posts) {
        expect((await callApi(ctx, 'GET', `/posts?post_id=${post.id}`, viewer)).statusCode).toBe(404);
      }
      const comments = await queryRows<{ post_id: string }>(
        ctx.database.db,
        sql`select c.post_id from post_comments c join posts p on p.id = c.post_id join users u on u.id = p.user_id
            where c.user_id = ${id} and c.parent_comment_id is null and u.is_active`,
      );
      for (const { post_id: postId } of comments) {
        const page = await callApi(ctx, 'POST', `/post-comments/get-post-comments?post_id=${postId}&limit=100`, viewer);
        expect(page.json<{ items: { user_id: string }[] }>().items.map((c) => c.user_id)).not.toContain(id);
      }
      const liked = await queryRows<{ post_id: string }>(
        ctx.database.db,
        sql`select i.post_id from post_interactions i join posts p on p.id = i.post_id join users u on u.id = p.user_id
            where i.user_id = ${id} and i.liked and u.is_active`,
      );
      for (const { post_id: postId } of liked) {
        const page = await callApi(
          ctx,
          'POST',
          `/post-interactions/get-post-interactions?post_id=${postId}&limit=100`,
          viewer,
        );
        expect(page.body).not.toContain(id);
      }
      const [follows] = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from user_follows where follower_id = ${id} or followee_id = ${id}`,
      );
      expect(follows?.n).toBe(0);
    }
  });
});
