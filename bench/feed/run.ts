/**
 * Feed benchmark: seeds a throwaway PostgreSQL cluster with a social graph, starts the real API
 * in this process next to a bare Fastify endpoint, drives both with autocannon and prints
 * requests/s, latencies and the EXPLAIN of the timeline query. It prints figures; it asserts nothing.
 *
 *   npm run bench:feed            (BENCH_DATABASE_URL=postgres://... to use an empty database instead)
 */
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
import { createSessionsService } from '../../apps/api/src/modules/auth/sessions.service';
import { timelineQuery } from '../../apps/api/src/modules/posts/posts.repository';
import { startCluster } from '../../apps/api/test/pg-cluster';
import { seed, SIZES, type Viewer } from './seed';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10) || 10;
const WARMUP_S = 3;
const POOL_SIZE = 20;
/** The whole run is cut off (and cleaned up) past this. */
const TIME_LIMIT_MS = 15 * 60_000;
const JWT_SECRET = 'bench-secret-feed-0123456789abcdef0123456789';
const FEED_PATH = '/api/v1/posts/get-new-feeds';
const ROTATE_REQUEST = fileURLToPath(new URL('./rotate-request.cts', import.meta.url));
const CLUSTER_SETTINGS = [
  '-c shared_buffers=1GB',
  '-c work_mem=32MB',
  '-c max_wal_size=4GB',
  '-c checkpoint_timeout=30min',
  '-c autovacuum=off',
];

interface FeedViewer {
  authorization: string;
  body: string;
}

interface RunFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** bare: the baseline; feed: compared with it; service-time: one connection, not a load figure. */
  kind: RunKind;
  cpu: CpuFigures;
}

type RunKind = 'bare' | 'feed' | 'service-time';

interface CpuFigures {
  /** CPU of this process (API, bare server and the autocannon worker), ms per answered request. */
  nodeMsPerRequest: number;
  /** CPU of the cluster's server processes, ms per answered request (null if not measurable). */
  pgMsPerRequest: number | null;
  /** Share of the whole machine busy during the run, whoever used it. */
  machineBusy: number;
}

const CLOCK_TICKS = 100;

/**
 * utime + stime (ms) of the postmaster and each of its children, read from /proc; null when
 * PostgreSQL runs elsewhere. Kept per process: backends come and go with the API's pool.
 */
function postgresCpuMs(postmasterPid: number | null): Map<number, number> | null {
  if (postmasterPid === null) return null;
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === postmasterPid || Number(entry) === postmasterPid)
        cpu.set(Number(entry), ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    } catch {
      // the process ended meanwhile
    }
  }
  return cpu;
}

/** CPU used between two readings by the processes alive at the second (new ones count from 0). */
function postgresCpuDelta(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let ms = 0;
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0);
  return ms;
}

function machineTicks(): { busy: number; total: number } {
  const [, ...values] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return { busy: total - idle, total };
}

let postmasterPid: number | null = null;

function cpuMeter(): { stop(requests: number): CpuFigures } {
  const node = process.cpuUsage();
  const pgStart = postgresCpuMs(postmasterPid);
  const machine = machineTicks();
  return {
    stop(requests) {
      const used = process.cpuUsage(node);
      const pgUsed = postgresCpuDelta(pgStart, postgresCpuMs(postmasterPid));
      const machineEnd = machineTicks();
      const per = Math.max(requests, 1);
      return {
        nodeMsPerRequest: (used.user + used.system) / 1000 / per,
        pgMsPerRequest: pgUsed === null ? null : pgUsed / per,
        machineBusy: (machineEnd.busy - machine.busy) / Math.max(machineEnd.total - machine.total, 1),
      };
    },
  };
}

const log = (line = '') => console.log(line);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Cleanup actions, run last-in first-out exactly once, whatever happened before. */
const cleanups: { name: string; run: () => unknown }[] = [];
let cleanedUp: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleanedUp ??= (async () => {
    for (const { name, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`cleanup of ${name} failed:`, error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleanedUp;
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * One autocannon run in a worker thread, so that the load generator does not share the event
 * loop of the servers it measures. Feed runs rotate through their viewers request by request.
 */
async function cannon(
  name: string,
  url: string,
  viewers: FeedViewer[] | null,
  duration: number,
  kind: RunKind,
  connections = CONNECTIONS,
): Promise<RunFigures> {
  const rotating = viewers && { method: 'POST' as const, path: FEED_PATH, setupRequest: ROTATE_REQUEST, viewers };
  const meter = cpuMeter();
  const result = await autocannon({
    url,
    connections,
    duration,
    workers: 1,
    timeout: 10,
    ...(rotating ? { method: 'POST', headers: { 'content-type': 'application/json' }, requests: [rotating] } : {}),
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    kind,
    cpu: meter.stop(result.requests.total),
  };
}

async function measure(
  name: string,
  url: string,
  viewers: FeedViewer[] | null,
  kind: RunKind = 'feed',
  connections = CONNECTIONS,
): Promise<RunFigures> {
  const warm = await cannon(`${name} (warm-up)`, url, viewers, WARMUP_S, kind, connections);
  const figures = await cannon(name, url, viewers, DURATION_S, kind, connections);
  log(
    `  ${name.padEnd(44)} warm-up ${Math.round(warm.rps)} req/s (${warm.non2xx} non-2xx), measured ${Math.round(figures.rps)} req/s`,
  );
  return figures;
}

function printTable(runs: RunFigures[]): void {
  const bare = runs.find((r) => r.kind === 'bare');
  const header = [
    'run',
    'req/s',
    'p50 ms',
    'p99 ms',
    'requests',
    'non-2xx',
    'errors',
    'vs bare',
    'node CPU ms/req',
    'pg CPU ms/req',
    'machine busy',
  ];
  const rows = runs.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.requests),
    String(r.non2xx),
    String(r.errors),
    r.kind !== 'feed' || !bare ? '-' : `${((100 * r.rps) / bare.rps).toFixed(1)} %`,
    r.cpu.nodeMsPerRequest.toFixed(3),
    r.cpu.pgMsPerRequest === null ? '-' : r.cpu.pgMsPerRequest.toFixed(3),
    `${(100 * r.cpu.machineBusy).toFixed(0)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  log(line(header));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) log(line(row));
  log();
  log('target: ≥ 25 % of bare, p99 < 50 ms');
  log(
    'node CPU = this process (API + bare server + autocannon worker); pg CPU = the cluster processes; ' +
      'machine busy = all CPUs, including anything else running on the machine meanwhile.',
  );
}

/**
 * With BENCH_PROFILE=<dir>, records a CPU profile of this process (the API's event loop) during
 * one run and writes it as <dir>/<name>.cpuprofile, to open in Chrome DevTools.
 */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return work();
  const session = new inspector.Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  log('# Ladder feed benchmark');
  log(
    `machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, node ${process.version}`,
  );
  log(
    `load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run after a ${WARMUP_S} s warm-up, one worker thread; ` +
      `API pool ${POOL_SIZE} connections; everything on 127.0.0.1 on this one machine`,
  );
  log();

  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const cluster = await startCluster({ settings: CLUSTER_SETTINGS });
    cleanups.push({ name: 'PostgreSQL cluster', run: () => cluster.stop() });
    url = cluster.url;
    log(`database: throwaway cluster (${CLUSTER_SETTINGS.join(' ')})`);
  } else {
    log('database: BENCH_DATABASE_URL (must be an empty, disposable database)');
  }

  const database: Database = await openDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE });
  cleanups.push({ name: 'API pool', run: () => database.close() });
  await database.migrate();
  await seedReferenceData(database.db);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanups.push({ name: 'seeding client', run: () => client.end() });
  const version = await client.query<{ v: string }>('select version() as v');
  if (!process.env.BENCH_DATABASE_URL) {
    const backend = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const stat = readFileSync(`/proc/${backend.rows[0]?.pid ?? 0}/stat`, 'utf8');
    postmasterPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  }
  log(`server: ${version.rows[0]?.v ?? '?'}`);
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

  const dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-bench-'));
  cleanups.push({ name: 'data dir', run: () => rmSync(dataDir, { recursive: true, force: true }) });
  const app = await buildApp(
    loadConfig({ DATABASE_URL: url, JWT_SECRET, LOG_LEVEL: 'silent', DEMO_DATA: '0', DATA_DIR: dataDir }),
    { database, logger: false },
  );
  cleanups.push({ name: 'API server', run: () => app.close() });
  const apiUrl = await listen(app);

  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world', ok: true }));
  cleanups.push({ name: 'bare server', run: () => bare.close() });
  const bareUrl = await listen(bare);

  const sessions = createSessionsService({ db: database.db, jwtSecret: JWT_SECRET });
  const tokenStart = performance.now();
  const authorize = async (viewer: Viewer) => ({
    viewer,
    authorization: `Bearer ${(await sessions.issue(viewer.id, 'bench/feed')).access_token}`,
  });
  const typicalAuth = await inBatches(typical, POOL_SIZE, authorize);
  const heavyAuth = await inBatches(heavy, POOL_SIZE, authorize);

  // Page 1 of every viewer, once, to check the answers and to get each one's page-2 cursor.
  const firstPage = async ({ authorization }: { authorization: string }) => {
    const response = await fetch(`${apiUrl}${FEED_PATH}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await response.json()) as { items?: unknown[]; last_evaluated_key?: string | null };
    return {
      authorization,
      status: response.status,
      items: body.items?.length ?? 0,
      key: body.last_evaluated_key ?? null,
    };
  };
  const typicalPages = await inBatches(typicalAuth, 10, firstPage);
  const heavyPages = await inBatches(heavyAuth, 10, firstPage);
  const describe = (pages: typeof typicalPages) =>
    `${pages.filter((p) => p.status === 200).length}/${pages.length} answered 200, ` +
    `${pages.filter((p) => p.items === 5).length} with a full page of 5, ${pages.filter((p) => p.key).length} with a page 2`;
  log(
    `## Load (${seconds(performance.now() - tokenStart)} to issue ${typicalAuth.length + heavyAuth.length} tokens and fetch each page 1)`,
  );
  log(`  page 1 check: typical viewers ${describe(typicalPages)}; heavy viewers ${describe(heavyPages)}`);
  log(
    `  load average before the runs: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const page1 = (pages: typeof typicalPages): FeedViewer[] =>
    pages.map((p) => ({ authorization: p.authorization, body: '{}' }));
  const page2 = (pages: typeof typicalPages): FeedViewer[] =>
    pages
      .filter((p) => p.key)
      .map((p) => ({ authorization: p.authorization, body: JSON.stringify({ last_evaluated_key: p.key }) }));

  const runs: RunFigures[] = [];
  runs.push(await measure('(a) bare Fastify GET /', bareUrl, null, 'bare'));
  runs.push(
    await profiled('feed-page-1', () =>
      measure(`(b) feed page 1, ${typicalPages.length} typical viewers`, apiUrl, page1(typicalPages)),
    ),
  );
  runs.push(await measure(`(c) feed page 1, ${heavyPages.length} heavy viewers`, apiUrl, page1(heavyPages)));
  runs.push(
    await measure(`(d) feed page 2, ${page2(typicalPages).length} typical viewers`, apiUrl, page2(typicalPages)),
  );
  runs.push(await measure(`(e) feed page 2, ${page2(heavyPages).length} heavy viewers`, apiUrl, page2(heavyPages)));
  // Not a load figure: one connection shows the service time of one request without queueing.
  runs.push(
    await measure('(f) = (b) with 1 connection (service time)', apiUrl, page1(typicalPages), 'service-time', 1),
  );
  log();
  log('## Figures');
  printTable(runs);
  log();

  const dialect = new PgDialect();
  for (const [label, viewer] of [
    ['typical viewer', typical[0]],
    ['heavy viewer', heavy[0]],
  ] as const) {
    if (!viewer) continue;
    const { sql: text, params } = dialect.sqlToQuery(timelineQuery(viewer.id, null, 6));
    // Run once unprinted: the first statement of this session would also pay for loading its catalog caches.
    await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
    log(`## EXPLAIN (ANALYZE, BUFFERS) timelineQuery(<${label} ${viewer.id}>, null, 6), second execution`);
    for (const row of rows) log(row['QUERY PLAN']);
    log();
  }

  log(`total time: ${seconds(performance.now() - startedAt)} (seeding ${seconds(seedMs)})`);
}

const watchdog = setTimeout(() => {
  console.error(`bench: over the time limit of ${TIME_LIMIT_MS / 60_000} minutes, stopping`);
  void cleanup().finally(() => process.exit(2));
}, TIME_LIMIT_MS);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanup();
}
