/**
 * Search benchmark: seeds a throwaway PostgreSQL cluster with members with Vietnamese names and
 * shared career tracks, starts the real API in this process next to a bare Fastify endpoint,
 * drives `GET /api/v1/users/current/me/search` with autocannon and prints requests/s, latencies
 * and the EXPLAIN ANALYZE of the people query. It prints figures; it asserts nothing.
 *
 *   npm run bench:search          (BENCH_SCALE=0.1 BENCH_DURATION=5 for a quick run;
 *                                  BENCH_DATABASE_URL=postgres://... to use an empty database instead)
 */
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
import { createSessionsService } from '../../apps/api/src/modules/auth/sessions.service';
import {
  hashtagSearchQuery,
  peopleSearchQuery,
  trackSearchQuery,
} from '../../apps/api/src/modules/search/search.repository';
import { startCluster } from '../../apps/api/test/pg-cluster';
import { seed, SIZES } from './seed';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10) || 10;
const WARMUP_S = 3;
const POOL_SIZE = 20;
const VIEWERS = 50;
const TIME_LIMIT_MS = 15 * 60_000;
const JWT_SECRET = 'bench-secret-search-0123456789abcdef01234567';
const SEARCH_PATH = '/api/v1/users/current/me/search';
const ROTATE_REQUEST = fileURLToPath(new URL('./rotate-request.cts', import.meta.url));
const CLUSTER_SETTINGS = ['-c shared_buffers=512MB', '-c work_mem=16MB', '-c max_wal_size=4GB', '-c autovacuum=off'];

const TYPICAL = ['nguyen van', 'data eng', 'tran thi', 'ky su du lieu', 'product manager', 'le minh'];
const TYPOS = ['nguyn vn', 'enginer', 'tran thii', 'dat scientst', 'phm duc'];

interface RunFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  bare: boolean;
}

const log = (line = '') => console.log(line);
const cleanups: (() => unknown)[] = [];
let cleanedUp: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleanedUp ??= (async () => {
    for (const run of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error('cleanup failed:', error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleanedUp;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function cannon(name: string, url: string, queries: { authorization: string; path: string }[] | null) {
  const options = {
    url,
    connections: CONNECTIONS,
    workers: 1,
    timeout: 10,
    ...(queries ? { requests: [{ method: 'GET' as const, setupRequest: ROTATE_REQUEST, queries }] } : {}),
  };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const figures: RunFigures = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    bare: queries === null,
  };
  log(`  ${name.padEnd(40)} ${Math.round(figures.rps)} req/s`);
  return figures;
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  log('# Ladder search benchmark');
  log(
    `machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}), node ${process.version}; autocannon ${CONNECTIONS} ` +
      `connections, ${DURATION_S} s per run after ${WARMUP_S} s warm-up; API pool ${POOL_SIZE}`,
  );

  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const cluster = await startCluster({ settings: CLUSTER_SETTINGS });
    cleanups.push(() => cluster.stop());
    url = cluster.url;
  }
  const database: Database = await openDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE });
  cleanups.push(() => database.close());
  await database.migrate();
  await seedReferenceData(database.db);
  const client = new pg.Client({ connectionString: url, options: '-c pg_trgm.word_similarity_threshold=0.4' });
  await client.connect();
  cleanups.push(() => client.end());
  log(`server: ${(await client.query<{ v: string }>('select version() as v')).rows[0]?.v ?? '?'}`);
  log();
  log(
    `## Seeding ${SIZES.members.toLocaleString('en')} members and ${SIZES.tracks.toLocaleString('en')} shared tracks`,
  );
  const seedStart = performance.now();
  const seeded = await seed(client);
  log(`  total seeding ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  for (const check of seeded.checks) log(`  check: ${check}`);
  log();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-bench-search-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = await buildApp(
    loadConfig({ DATABASE_URL: url, JWT_SECRET, LOG_LEVEL: 'silent', DEMO_DATA: '0', DATA_DIR: dataDir }),
    { database, logger: false },
  );
  cleanups.push(() => app.close());
  const apiUrl = await listen(app);
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world', ok: true }));
  cleanups.push(() => bare.close());
  const bareUrl = await listen(bare);

  const sessions = createSessionsService({ db: database.db, jwtSecret: JWT_SECRET });
  const members = await client.query<{ id: string }>(
    `select id from users where is_active order by id limit ${VIEWERS}`,
  );
  const tokens = await Promise.all(
    members.rows.map(async (m) => `Bearer ${(await sessions.issue(m.id, 'bench/search')).access_token}`),
  );
  const queriesOf = (terms: string[]) =>
    tokens.flatMap((authorization, i) => {
      const term = terms[i % terms.length] ?? '';
      return [{ authorization, path: `${SEARCH_PATH}?keywords=${encodeURIComponent(term)}` }];
    });

  log('## Answers (first viewer)');
  for (const term of [...TYPICAL, ...TYPOS]) {
    const response = await fetch(`${apiUrl}${SEARCH_PATH}?keywords=${encodeURIComponent(term)}`, {
      headers: { authorization: tokens[0] ?? '' },
    });
    const body = (await response.json()) as {
      people: { name: string }[];
      hashtags: unknown[];
      career_tracks: { title: string }[];
    };
    log(
      `  ${term.padEnd(16)} ${response.status}  people: ${body.people.map((p) => p.name).join(', ') || '-'}` +
        ` | tracks: ${body.career_tracks.map((t) => t.title).join(', ') || '-'}`,
    );
  }
  log(
    `  load average before the runs: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  log();

  log('## Load');
  const runs = [
    await cannon('(a) bare Fastify GET /', bareUrl, null),
    await cannon(`(b) search, typical (${TYPICAL.length} terms)`, apiUrl, queriesOf(TYPICAL)),
    await cannon(`(c) search, typos (${TYPOS.length} terms)`, apiUrl, queriesOf(TYPOS)),
  ];
  const bareRun = runs[0];
  log();
  log('run                                       req/s   p50 ms   p99 ms  requests  non-2xx  vs bare');
  for (const r of runs)
    log(
      `${r.name.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}` +
        ` ${String(r.requests).padStart(9)} ${String(r.non2xx).padStart(8)} ` +
        `${r.bare || !bareRun ? '      -' : `${((100 * r.rps) / bareRun.rps).toFixed(1).padStart(6)} %`}`,
    );
  log();

  const dialect = new PgDialect();
  for (const term of ['nguyen van', 'nguyn vn']) {
    const { sql: text, params } = dialect.sqlToQuery(peopleSearchQuery(term, 5));
    await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
    log(`## EXPLAIN (ANALYZE, BUFFERS) peopleSearchQuery('${term}', 5), second execution`);
    for (const row of rows) log(row['QUERY PLAN']);
    log();
  }
  log("## Execution time of each group's statement (EXPLAIN ANALYZE, second execution, limit 5)");
  const groups = [
    ['people', peopleSearchQuery],
    ['tracks', trackSearchQuery],
    ['hashtags', hashtagSearchQuery],
  ] as const;
  for (const term of [...TYPICAL, ...TYPOS]) {
    const times: string[] = [];
    for (const [name, query] of groups) {
      const { sql: text, params } = dialect.sqlToQuery(query(term.replace(/#/g, ' '), 5));
      await client.query(`EXPLAIN (ANALYZE) ${text}`, params);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE) ${text}`, params);
      const ms = /Execution Time: ([\d.]+) ms/.exec(rows.at(-1)?.['QUERY PLAN'] ?? '')?.[1] ?? '?';
      times.push(`${name} ${ms} ms`);
    }
    log(`  ${term.padEnd(16)} ${times.join('  ')}`);
  }
  log();
  log(`total time: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}

const watchdog = setTimeout(() => {
  console.error('bench: over the time limit, stopping');
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
