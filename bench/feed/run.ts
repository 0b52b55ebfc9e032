/**
 * Feed benchmark: seeds a throwaway PostgreSQL cluster with a social graph, starts the real API
 * in this process next to a bare Fastify endpoint, drives both with autocannon and prints
 * requests/s, latencies and the EXPLAIN of the timeline query. It prints figures; it asserts nothing.
 *
 *   npm run bench:feed            (BENCH_DATABASE_URL=postgres://... to use an empty database instead)
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { createSessionsService } from '../../apps/api/src/modules/auth/sessions.service';
import { timelineQuery } from '../../apps/api/src/modules/posts/post-pages.repository';
import { openBenchDatabase } from '../lib/database';
import { settle } from '../lib/cpu';
import { loadAverage, log, machine, runBench, seconds } from '../lib/lifecycle';
import { warmAndMeasure, type Rotation } from '../lib/load';
import { explain, planReuse, statementsSent } from '../lib/report';
import { profiled } from '../lib/profile';
import { startServers } from '../lib/servers';
import { printFigures, type RunFigures, type RunKind } from './figures';
import { seed, SIZES, type Viewer } from './seed';
import { FEED_CALL, hotPostPages, inBatches, LIKES_PER_S, likesBeside, readPage1, toggles } from './traffic';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10) || 10;
const WARMUP_S = 3;
const POOL_SIZE = 20;
/** Runs of the timeline statement on one connection: enough for the CPU clock's 10 ms ticks. */
const REUSE_RUNS = 2000;
const JWT_SECRET = 'bench-secret-feed-0123456789abcdef0123456789';
const FEED_PATH = `/api/v1${FEED_CALL}`;
const CLUSTER_SETTINGS = [
  '-c shared_buffers=1GB',
  '-c work_mem=32MB',
  '-c max_wal_size=4GB',
  '-c checkpoint_timeout=30min',
  '-c autovacuum=off',
];

let postmasterPid: number | null = null;
let api: FastifyInstance | null = null;

/** Hits and misses of the cached API's page skeletons so far, and the posts it read again. */
function feedCacheCounts(): { hits: number; misses: number; postReads: number } {
  const stats = api?.caches.stats();
  const pages = stats?.find((s) => s.name === 'feed pages');
  const posts = stats?.find((s) => s.name === 'feed posts');
  return { hits: pages?.hits ?? 0, misses: pages?.misses ?? 0, postReads: posts?.misses ?? 0 };
}

/**
 * A warm-up run, then the measured one, in autocannon's worker thread. Feed runs rotate through
 * their viewers request by request.
 */
async function measure(
  name: string,
  url: string,
  viewers: Rotation[] | null,
  kind: RunKind = 'feed',
  connections = CONNECTIONS,
  /** Starts work running beside the load (from the warm-up on); returns its stop. */
  beside?: () => () => Promise<string>,
): Promise<RunFigures> {
  const stop = beside?.();
  let before = feedCacheCounts();
  const { warm, measured } = await warmAndMeasure(
    {
      url,
      connections,
      postmasterPid,
      ...(viewers
        ? {
            rotate: {
              method: kind === 'likes' ? ('PUT' as const) : ('POST' as const),
              path: FEED_PATH,
              headers: { 'content-type': 'application/json' },
              rotation: viewers,
            },
          }
        : {}),
    },
    WARMUP_S,
    DURATION_S,
    () => {
      before = feedCacheCounts();
    },
  );
  const after = feedCacheCounts();
  const looked = after.hits - before.hits + (after.misses - before.misses);
  const besideNote = stop ? `; beside it: ${await stop()}` : '';
  log(
    `  ${name.padEnd(44)} warm-up ${Math.round(warm.rps)} req/s (${warm.non2xx} non-2xx), measured ${Math.round(measured.rps)} req/s${besideNote}`,
  );
  return {
    name,
    kind,
    ...measured,
    cacheHits: looked > 0 ? (after.hits - before.hits) / looked : null,
    postReads: looked > 0 ? (after.postReads - before.postReads) / looked : null,
  };
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  log('# Ladder feed benchmark');
  log(`machine: ${machine()}`);
  log(
    `load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run after a ${WARMUP_S} s warm-up, one worker thread; ` +
      `API pool ${POOL_SIZE} connections; everything on 127.0.0.1 on this one machine`,
  );
  log();

  const { url, throwaway, database, client, ...db } = await openBenchDatabase({
    settings: CLUSTER_SETTINGS,
    poolSize: POOL_SIZE,
  });
  postmasterPid = db.postmasterPid;
  log(
    throwaway
      ? `database: throwaway cluster (${CLUSTER_SETTINGS.join(' ')})`
      : 'database: BENCH_DATABASE_URL (must be an empty, disposable database)',
  );
  log(`server: ${db.version}`);
  log();

  log(
    `## Seeding: ${SIZES.members.toLocaleString('en')} members, ${SIZES.posts.toLocaleString('en')} posts over ${SIZES.postDays} days, ` +
      `~${SIZES.followsPerMember} follows each (+${SIZES.heavyViewers} heavy viewers following ${SIZES.heavyFollows.toLocaleString('en')}), ` +
      `~${(SIZES.likes / 1e6).toFixed(0)}M likes`,
  );
  const seedStart = performance.now();
  const seeded = await seed(client);
  const seedMs = performance.now() - seedStart;
  log(
    `  ${'total seeding'.padEnd(48)} ${seconds(seedMs).padStart(8)}` +
      `  (target < 10 min: ${seedMs < 10 * 60_000 ? 'met, sizes as specified' : 'NOT met'})`,
  );
  for (const check of seeded.checks) log(`  check: ${check}`);
  log();

  log('## Row counts');
  for (const table of [
    'users',
    'posts',
    'post_hashtags',
    'post_media',
    'post_interactions',
    'user_follows',
    'timeline_entries',
  ]) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    log(
      `  ${table.padEnd(20)} ${Number(rows[0]?.n ?? 0)
        .toLocaleString('en')
        .padStart(12)}`,
    );
  }
  const typical = seeded.viewers.filter((v) => v.kind === 'typical');
  const heavy = seeded.viewers.filter((v) => v.kind === 'heavy');
  const perViewer = await client.query<{ kind: string; viewers: number; avg: number; min: number; max: number }>(
    `select case when u.total_followings > $1 then 'heavy' else 'typical' end as kind, count(*)::int as viewers,
            round(avg(n))::int as avg, min(n)::int as min, max(n)::int as max
     from (select user_id, count(*) as n from timeline_entries group by 1) t join users u on u.id = t.user_id
     group by 1 order by 1 desc`,
    [SIZES.followsPerMember * 4],
  );
  for (const r of perViewer.rows)
    log(`  timeline entries per ${r.kind} viewer: avg ${r.avg}, min ${r.min}, max ${r.max} (${r.viewers} viewers)`);
  // What fan-out on write would hold for every member: own posts plus those of everyone followed.
  const full = await client.query<{ n: string; sampled: string }>(
    `select (select count(*) from posts) + (select sum(p.n) from user_follows f
              join (select user_id, count(*) as n from posts group by 1) p on p.user_id = f.followee_id) as n,
            (select count(*) from timeline_entries) as sampled`,
  );
  const fullRows = Number(full.rows[0]?.n ?? 0);
  const sampledRows = Number(full.rows[0]?.sampled ?? 1);
  log(
    `  caveat: timeline_entries are filled only for the ${typical.length} sampled typical viewers and the ${heavy.length} heavy ` +
      `viewers driven below; everyone else has an empty timeline (the full fan-out would be ${(fullRows / 1e6).toFixed(1)}M rows, ` +
      `${Math.round(fullRows / sampledRows)}x more). Its indexes are that much smaller than they would be, which flatters cache hit rates.`,
  );
  log();

  const servers = await startServers({
    url,
    database,
    jwtSecret: JWT_SECRET,
    dataDirPrefix: 'ladder-bench-',
    uncached: true,
  });
  const { apiUrl, bareUrl } = servers;
  api = servers.api;

  const sessions = createSessionsService({ db: database.db, jwtSecret: JWT_SECRET });
  const tokenStart = performance.now();
  const authorize = async (viewer: Viewer) => ({
    viewer,
    authorization: `Bearer ${(await sessions.issue(viewer.id, 'bench/feed')).access_token}`,
  });
  const typicalAuth = await inBatches(typical, POOL_SIZE, authorize);
  const heavyAuth = await inBatches(heavy, POOL_SIZE, authorize);

  // Page 1 of every viewer, once, to check the answers and to get each one's page-2 cursor.
  const firstPage = ({ authorization }: { authorization: string }) => readPage1(apiUrl, authorization);
  const typicalPages = await inBatches(typicalAuth, 10, firstPage);
  const heavyPages = await inBatches(heavyAuth, 10, firstPage);
  const describe = (pages: typeof typicalPages) =>
    `${pages.filter((p) => p.status === 200).length}/${pages.length} answered 200, ` +
    `${pages.filter((p) => p.items === 5).length} with a full page of 5, ${pages.filter((p) => p.key).length} with a page 2`;
  log(
    `## Load (${seconds(performance.now() - tokenStart)} to issue ${typicalAuth.length + heavyAuth.length} tokens and fetch each page 1)`,
  );
  log(`  page 1 check: typical viewers ${describe(typicalPages)}; heavy viewers ${describe(heavyPages)}`);
  // Seeding leaves dirty buffers and background work behind: write them out and let the machine
  // quieten before measuring anything.
  await client.query('checkpoint');
  const busy = await settle();
  log(
    `  before the runs: machine ${(100 * busy).toFixed(0)} % busy over the last second, load average ${loadAverage()}`,
  );

  const page1 = (pages: typeof typicalPages): Rotation[] =>
    pages.map((p) => ({ authorization: p.authorization, body: '{}' }));
  const page2 = (pages: typeof typicalPages): Rotation[] =>
    pages
      .filter((p) => p.key)
      .map((p) => ({ authorization: p.authorization, body: JSON.stringify({ last_evaluated_key: p.key }) }));

  const runs: RunFigures[] = [];
  runs.push(await measure('(a) bare Fastify GET /, first', bareUrl, null, 'bare'));
  if (servers.floor) {
    runs.push(await measure('(k) = (a) after one `select 1`', servers.floor.one, null, 'floor'));
    runs.push(await measure('(l) = (a) after two, one after the other', servers.floor.two, null, 'floor'));
  }
  runs.push(
    await profiled('feed-page-1', () =>
      measure(`(b) feed page 1, ${typicalPages.length} typical viewers`, apiUrl, page1(typicalPages)),
    ),
  );
  runs.push(await measure(`(c) feed page 1, ${heavyPages.length} heavy viewers`, apiUrl, page1(heavyPages)));
  runs.push(
    await profiled('feed-page-2', () =>
      measure(`(d) feed page 2, ${page2(typicalPages).length} typical viewers`, apiUrl, page2(typicalPages)),
    ),
  );
  runs.push(await measure(`(e) feed page 2, ${page2(heavyPages).length} heavy viewers`, apiUrl, page2(heavyPages)));
  // What the cache saves: the same load on an API instance with READ_CACHE=0.
  const { uncachedUrl } = servers;
  if (uncachedUrl)
    runs.push(
      await profiled('feed-uncached', () =>
        measure(`(g) = (b) on an instance with READ_CACHE=0`, uncachedUrl, page1(typicalPages)),
      ),
    );
  // Writes evict pages: likes land on the posts these pages show, through the same API.
  runs.push(
    await profiled('feed-with-likes', () =>
      measure(
        `(h) = (b) while ${LIKES_PER_S} likes/s land on their posts`,
        apiUrl,
        page1(typicalPages),
        'feed',
        CONNECTIONS,
        () => likesBeside(apiUrl, typicalPages, WARMUP_S + DURATION_S + 1),
      ),
    ),
  );
  // What a like costs: nothing but like / unlike toggles, each member on the posts of their page 1.
  runs.push(await measure(`(i) likes alone: like / unlike toggles`, apiUrl, toggles(typicalPages), 'likes'));
  // A hot post: likes on the one post every page shows (each evicts what was built from it).
  const hot = await hotPostPages(
    apiUrl,
    client,
    async (userId) => `Bearer ${(await sessions.issue(userId, 'bench/feed')).access_token}`,
    typicalPages,
  );
  runs.push(
    await measure(
      `(j) = (b) while ${LIKES_PER_S} likes/s land on one post on every page`,
      apiUrl,
      page1(typicalPages),
      'feed',
      CONNECTIONS,
      () =>
        likesBeside(
          apiUrl,
          hot.pages.map((page) => ({ ...page, postIds: [hot.postId] })),
          WARMUP_S + DURATION_S + 1,
        ),
    ),
  );
  // Not a load figure: one connection shows the service time of one request without queueing.
  runs.push(
    await measure('(f) = (b) with 1 connection (service time)', apiUrl, page1(typicalPages), 'service-time', 1),
  );
  runs.push(await measure('(a) bare Fastify GET /, last', bareUrl, null, 'bare'));
  log();
  log('## Figures');
  printFigures(runs);
  log();

  // The statements an uncached page sends, recorded at the pool both API instances share.
  if (servers.uncachedUrl && typicalAuth[1]) {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const { uncachedUrl } = servers;
    const sent = await statementsSent(pool, () => readPage1(uncachedUrl, typicalAuth[1]?.authorization ?? ''));
    log(`## Statements of one feed page on the READ_CACHE=0 instance: ${sent.length}`);
    for (const [i, query] of sent.entries()) log(`  ${i + 1}. ${query.sql.replace(/\s+/g, ' ').slice(0, 110)}…`);
    log();
  }

  for (const [label, viewer] of [
    ['typical viewer', typical[0]],
    ['heavy viewer', heavy[0]],
  ] as const) {
    if (!viewer) continue;
    const plan = await explain(client, timelineQuery(viewer.id, null, 6));
    log(`## EXPLAIN (ANALYZE, BUFFERS) timelineQuery(<${label} ${viewer.id}>, null, 6), second execution`);
    for (const line of plan) log(line);
    log();
    // As the API runs it: a named statement on a connection with the pool's settings (generic plans).
    const reuse = await planReuse(client, timelineQuery(viewer.id, null, 6), REUSE_RUNS);
    log(`## The same as the API runs it: a named statement, ${REUSE_RUNS} runs on one connection (<${label}>)`);
    log(`  plans: ${reuse.generic} generic (planned once), ${reuse.custom} custom (planned at each run)`);
    const cpu = reuse.cpuMsPerRun === null ? '' : `, ${reuse.cpuMsPerRun.toFixed(3)} ms of PostgreSQL's CPU`;
    log(`  ${reuse.msPerRun.toFixed(2)} ms a run as the client sees it${cpu}; the plan it runs:`);
    for (const line of reuse.plan) log(line);
    log();
  }

  log(`total time: ${seconds(performance.now() - startedAt)} (seeding ${seconds(seedMs)})`);
}

await runBench(main);
