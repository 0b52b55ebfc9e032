import type pg from 'pg';
import { vacuumForReads } from '../lib/database';

/** BENCH_SCALE (default 1) shrinks the data set for a quick smoke run, e.g. 0.05. */
const scale = Math.min(Math.max(Number(process.env.BENCH_SCALE ?? 1) || 1, 0.05), 1);
const scaled = (n: number) => Math.round(n * scale);

/** Sizes of the seeded data set; the load runs drive only the sampled viewers. */
export const SIZES = {
  members: scaled(100_000),
  posts: scaled(1_000_000),
  postDays: 60,
  followsPerMember: 50,
  likes: scaled(3_000_000),
  /** Members 1..typicalViewers are the sampled typical viewers (members are numbered at random). */
  typicalViewers: scaled(2_000),
  /** The last heavyViewers members follow heavyFollows members each instead of followsPerMember. */
  heavyViewers: 5,
  heavyFollows: 3_000,
  hashtagShare: 0.2,
  hashtagVariety: 500,
  mediaShare: 0.1,
} as const;

export interface Viewer {
  id: string;
  kind: 'typical' | 'heavy';
}

export interface SeedResult {
  viewers: Viewer[];
  steps: { name: string; ms: number; rows: number | null }[];
  checks: string[];
}

const log = (line: string) => console.log(line);

/**
 * Seeds the data set with set-based SQL only (generate_series into unlogged staging tables,
 * then INSERT ... SELECT into the real tables). The client must be connected to a freshly
 * migrated database; it is left in its default session state.
 */
export async function seed(client: pg.Client): Promise<SeedResult> {
  const steps: SeedResult['steps'] = [];
  const checks: string[] = [];
  const S = SIZES;
  const firstHeavy = S.members - S.heavyViewers + 1;
  const isSampled = (col: string) => `(${col} <= ${S.typicalViewers} or ${col} >= ${firstHeavy})`;

  async function step(name: string, ...statements: string[]): Promise<void> {
    const t0 = performance.now();
    let rows: number | null = null;
    for (const statement of statements) {
      const result = await client.query(statement);
      if (result.command === 'INSERT' || result.command === 'SELECT' || result.command === 'UPDATE')
        rows = (rows ?? 0) + (result.rowCount ?? 0);
    }
    const ms = performance.now() - t0;
    steps.push({ name, ms, rows });
    log(
      `  ${name.padEnd(48)} ${(ms / 1000).toFixed(1).padStart(6)} s${rows === null ? '' : `  (${rows.toLocaleString('en')} rows)`}`,
    );
  }

  /** Drops a leaf table's indexes for a bulk load and rebuilds them from their own definitions after. */
  async function withoutIndexes(table: string, load: () => Promise<void>): Promise<void> {
    const constraints = await client.query<{ conname: string; def: string }>(
      `select conname, pg_get_constraintdef(oid) as def from pg_constraint
        where conrelid = $1::regclass and contype in ('p', 'u')`,
      [table],
    );
    const indexes = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = $1
          and indexname not in (select conname from pg_constraint where conrelid = $1::regclass)`,
      [table],
    );
    for (const c of constraints.rows)
      await client.query(`alter table ${table} drop constraint ${client.escapeIdentifier(c.conname)}`);
    for (const i of indexes.rows) await client.query(`drop index ${client.escapeIdentifier(i.indexname)}`);
    await load();
    const t0 = performance.now();
    for (const c of constraints.rows)
      await client.query(`alter table ${table} add constraint ${client.escapeIdentifier(c.conname)} ${c.def}`);
    for (const i of indexes.rows) await client.query(i.indexdef);
    const ms = performance.now() - t0;
    steps.push({ name: `  rebuild indexes of ${table}`, ms, rows: null });
    log(
      `    rebuild ${constraints.rows.length + indexes.rows.length} indexes of ${table}`.padEnd(50) +
        `${(ms / 1000).toFixed(1).padStart(6)} s`,
    );
  }

  const existing = await client.query<{ n: number }>('select count(*)::int as n from users');
  if ((existing.rows[0]?.n ?? 0) > 0) throw new Error('the bench database must be empty (users has rows)');

  await client.query(`set work_mem = '256MB'`);
  await client.query(`set maintenance_work_mem = '1GB'`);
  await client.query(`set synchronous_commit = off`);
  // Every row is generated consistent; skipping the per-row foreign-key triggers saves minutes.
  let foreignKeysSkipped = true;
  try {
    await client.query(`set session_replication_role = replica`);
  } catch {
    foreignKeysSkipped = false;
  }
  checks.push(
    foreignKeysSkipped
      ? 'foreign-key triggers skipped while seeding (session_replication_role = replica)'
      : 'foreign-key triggers ran while seeding (not a superuser)',
  );

  // UUID v7 from a timestamp: 48-bit Unix milliseconds, version 7, then the random bits (and the
  // RFC 4122 variant nibble) of a v4 uuid. Timestamps are truncated to the millisecond beforehand.
  await client.query(`
    create or replace function pg_temp.bench_uuid_v7(ts timestamptz) returns uuid language sql volatile as $$
      select (lpad(to_hex(floor(extract(epoch from ts) * 1000)::bigint), 12, '0') || '7'
              || substr(replace(gen_random_uuid()::text, '-', ''), 14))::uuid
    $$`);

  await step(
    'staging: members, posts, likes, follows',
    `create unlogged table bench_users as
       select n, pg_temp.bench_uuid_v7(ts) as id, ts from (
         select n, date_trunc('milliseconds', now() - interval '150 days' + n * interval '1 minute') as ts
         from generate_series(1, ${S.members}) n) s`,
    `alter table bench_users add primary key (n)`,
    `create unlogged table bench_posts as
       select n, pg_temp.bench_uuid_v7(ts) as id, ts, user_n,
              case when random() < ${S.hashtagShare} then 'Topic' || (1 + floor(random() * ${S.hashtagVariety}))::int end as tag,
              case when random() < ${S.mediaShare} then 1 + floor(random() * 3)::int else 0 end as media
       from (select n, date_trunc('milliseconds', now() - random() * interval '${S.postDays} days') as ts,
                    (1 + floor(random() * ${S.members}))::int as user_n
             from generate_series(1, ${S.posts}) n) s`,
    `alter table bench_posts add primary key (n)`,
    `create unlogged table bench_likes as
       select distinct post_n, user_n from (
         select (1 + floor(random() * ${S.posts}))::int as post_n, (1 + floor(random() * ${S.members}))::int as user_n
         from generate_series(1, ${S.likes})) s`,
    `create unlogged table bench_follows as
       select distinct follower_n, followee_n from (
         select f.n as follower_n, (1 + floor(random() * ${S.members}))::int as followee_n
         from generate_series(1, ${firstHeavy - 1}) f(n), generate_series(1, ${S.followsPerMember})
         union all
         select h.n, x.n from generate_series(${firstHeavy}, ${S.members}) h(n),
           lateral (select g.n from generate_series(1, ${S.members}) g(n) where g.n <> h.n
                    order by random() limit ${S.heavyFollows}) x
       ) s where follower_n <> followee_n`,
  );

  await step(
    'users (with follow counters)',
    `insert into users (id, email, name, username, is_active, activated_at, total_followings, total_followers,
                        created_at, updated_at)
     select u.id, 'u' || u.n || '@bench.ladder.test', 'Bench Member ' || u.n, '@u' || u.n, true, now(),
            coalesce(a.n, 0), coalesce(b.n, 0), u.ts, u.ts
     from bench_users u
     left join (select follower_n, count(*)::int as n from bench_follows group by 1) a on a.follower_n = u.n
     left join (select followee_n, count(*)::int as n from bench_follows group by 1) b on b.followee_n = u.n
     order by u.id`,
  );

  await step(
    'posts (with like counters), in id order',
    `insert into posts (id, user_id, content, hashtags, status, total_post_likes, created_at, updated_at)
     select p.id, u.id,
            'Post ' || p.n || ' from member ' || p.user_n || '. Lorem ipsum dolor sit amet, consectetur '
              || 'adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.'
              || coalesce(' #' || p.tag, ''),
            case when p.tag is null then '{}'::text[] else array[p.tag] end, 'shared', coalesce(l.n, 0), p.ts, p.ts
     from bench_posts p
     join bench_users u on u.n = p.user_n
     left join (select post_n, count(*)::int as n from bench_likes group by 1) l on l.post_n = p.n
     order by p.id`,
  );

  await step(
    'post_hashtags',
    `insert into post_hashtags (hashtag, post_id) select lower(tag), id from bench_posts where tag is not null`,
  );

  await step(
    'post_media (1-3 images on ~10 % of posts)',
    `insert into post_media (id, post_id, kind, key, content_type, size, created_at)
     select m.id, m.post_id, 'image', 'posts/' || m.post_id || '/' || m.id || '.jpg', 'image/jpeg', 12345, m.ts
     from (select pg_temp.bench_uuid_v7(p.ts) as id, p.id as post_id, p.ts
           from bench_posts p, generate_series(1, p.media) g where p.media > 0) m`,
  );

  await withoutIndexes('post_interactions', () =>
    step(
      'post_interactions (likes)',
      `insert into post_interactions (post_id, user_id, liked, liked_at, updated_at)
       select s.post_id, s.user_id, true, s.at, s.at from (
         select p.id as post_id, u.id as user_id, p.ts + random() * (now() - p.ts) as at
         from bench_likes l join bench_posts p on p.n = l.post_n join bench_users u on u.n = l.user_n) s`,
    ),
  );

  await withoutIndexes('user_follows', () =>
    step(
      'user_follows',
      `insert into user_follows (follower_id, followee_id, created_at)
       select a.id, b.id, now() - interval '${S.postDays + 1} days'
       from bench_follows f join bench_users a on a.n = f.follower_n join bench_users b on b.n = f.followee_n`,
    ),
  );

  // Fan-out on write gives each reader an entry per post of each member followed, plus its own
  // posts. Filled for the sampled viewers only (everyone else's would be ~50M rows).
  await withoutIndexes('timeline_entries', () =>
    step(
      'timeline_entries (sampled viewers only)',
      `insert into timeline_entries (user_id, post_id)
       select v.id, p.id from bench_follows f
       join bench_posts p on p.user_n = f.followee_n
       join bench_users v on v.n = f.follower_n
       where ${isSampled('f.follower_n')}
       union all
       select v.id, p.id from bench_posts p join bench_users v on v.n = p.user_n
       where ${isSampled('p.user_n')}`,
    ),
  );

  const viewers = await client.query<{ id: string; n: number }>(
    `select id, n from bench_users where ${isSampled('n')} order by n`,
  );

  await client.query(`reset session_replication_role`);
  await client.query(`drop table bench_users, bench_posts, bench_likes, bench_follows`);

  const t0 = performance.now();
  const visible = await vacuumForReads(client);
  const vacuumMs = performance.now() - t0;
  steps.push({ name: 'VACUUM ANALYZE', ms: vacuumMs, rows: null });
  log(`  ${'VACUUM ANALYZE'.padEnd(48)} ${(vacuumMs / 1000).toFixed(1).padStart(6)} s`);

  const order = await client.query<{ n: number }>(
    `select count(*)::int as n from (select created_at < lag(created_at) over (order by id) as bad from posts) s where bad`,
  );
  const version = await client.query<{ n: number }>(
    `select count(*)::int as n from posts where substr(id::text, 15, 1) <> '7' or substr(id::text, 20, 1) not in ('8', '9', 'a', 'b')`,
  );
  checks.push(
    `posts ordered by id but not by created_at: ${order.rows[0]?.n ?? '?'} (0 expected); ids not v7: ${version.rows[0]?.n ?? '?'}`,
  );
  const likes = await client.query<{ n: number }>(
    `select count(*)::int as n from posts p
     left join (select post_id, count(*)::int as n from post_interactions where liked group by 1) c on c.post_id = p.id
     where p.total_post_likes <> coalesce(c.n, 0)`,
  );
  checks.push(visible);
  checks.push(`posts whose total_post_likes differs from their likes: ${likes.rows[0]?.n ?? '?'} (0 expected)`);

  return {
    viewers: viewers.rows.map((row) => ({ id: row.id, kind: row.n >= firstHeavy ? 'heavy' : 'typical' })),
    steps,
    checks,
  };
}
