/**
 * Search benchmark: seeds a throwaway PostgreSQL cluster with members with Vietnamese names and
 * shared career tracks, starts the real API in this process next to a bare Fastify endpoint,
 * drives `GET /api/v1/users/current/me/search` with autocannon (with the word matches cached, and
 * on a second instance without any cache) and prints requests/s, latencies and the plans of the
 * statements of one search (docs/decisions/0023-search-by-words.md). It prints figures; it asserts nothing.
 *
 *   npm run bench:search          (BENCH_SCALE=0.1 BENCH_DURATION=5 for a quick run, BENCH_SCALE=10
 *                                  for 1,000,000 members; BENCH_DATABASE_URL=postgres://... to use
 *                                  an empty database instead)
 */
import { createSessionsService } from '../../apps/api/src/modules/auth/sessions.service';
import { hashtagsQuery, peopleQuery, tracksQuery } from '../../apps/api/src/modules/search/search.repository';
import { type Candidate, candidatesQuery, typedWords } from '../../apps/api/src/modules/search/search.words';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openBenchDatabase } from '../lib/database';
import { loadAverage, log, machine, runBench, seconds } from '../lib/lifecycle';
import { warmAndMeasure, type Figures, type Rotation } from '../lib/load';
import {
  CPU_COLUMNS,
  cpuCells,
  explain,
  LOAD_COLUMNS,
  loadCells,
  percentOf,
  planReuse,
  printTable,
} from '../lib/report';
import { profiled } from '../lib/profile';
import { startServers } from '../lib/servers';
import { seed, SIZES } from './seed';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10) || 10;
const WARMUP_S = 3;
const POOL_SIZE = 20;
const VIEWERS = 50;
/** Runs of each statement of one search, for its CPU a run (/proc counts in 10 ms ticks; one EXPLAIN ANALYZE moved 2–5× between runs). */
const STATEMENT_RUNS = 500;
const JWT_SECRET = 'bench-secret-search-0123456789abcdef01234567';
const SEARCH_PATH = '/api/v1/users/current/me/search';
const CLUSTER_SETTINGS = ['-c shared_buffers=512MB', '-c work_mem=16MB', '-c max_wal_size=4GB', '-c autovacuum=off'];

const TYPICAL = ['nguyen van', 'data eng', 'tran thi', 'ky su du lieu', 'product manager', 'le minh'];
const TYPOS = ['nguyn vn', 'enginer', 'tran thii', 'dat scientst', 'phm duc'];

interface RunFigures extends Figures {
  name: string;
  bare: boolean;
}

let postmasterPid: number | null = null;

/** A warm-up run, then the measured one; the queries rotate through (member, term) pairs. */
async function measure(
  name: string,
  url: string,
  queries: Rotation[] | null,
  bare = queries === null,
): Promise<RunFigures> {
  const { measured } = await warmAndMeasure(
    {
      url,
      connections: CONNECTIONS,
      postmasterPid,
      ...(queries ? { rotate: { method: 'GET' as const, rotation: queries } } : {}),
    },
    WARMUP_S,
    DURATION_S,
  );
  log(`  ${name.padEnd(40)} ${Math.round(measured.rps)} req/s`);
  return { name, bare, ...measured };
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  log('# Ladder search benchmark');
  log(
    `machine: ${machine()}; autocannon ${CONNECTIONS} ` +
      `connections, ${DURATION_S} s per run after ${WARMUP_S} s warm-up; API pool ${POOL_SIZE}`,
  );

  const { url, database, client, version, ...db } = await openBenchDatabase({
    settings: CLUSTER_SETTINGS,
    poolSize: POOL_SIZE,
  });
  postmasterPid = db.postmasterPid;
  log(`server: ${version}`);
  log();
  log(
    `## Seeding ${SIZES.members.toLocaleString('en')} members and ${SIZES.tracks.toLocaleString('en')} shared tracks`,
  );
  const seedStart = performance.now();
  const seeded = await seed(client);
  log(`  total seeding ${seconds(performance.now() - seedStart)}`);
  for (const check of seeded.checks) log(`  check: ${check}`);
  log();

  const { apiUrl, bareUrl, uncachedUrl, floor } = await startServers({
    url,
    database,
    jwtSecret: JWT_SECRET,
    dataDirPrefix: 'ladder-bench-search-',
    uncached: true,
  });

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
  log(`  load average before the runs: ${loadAverage()}`);
  log();

  log('## Load');
  const runs = [
    await measure('(a) bare Fastify GET /', bareUrl, null),
    ...(floor ? [await measure('(f) = (a) after one `select 1`', floor.one, null, false)] : []),
    await measure(`(b) search, typical (${TYPICAL.length} terms)`, apiUrl, queriesOf(TYPICAL)),
    await measure(`(c) search, typos (${TYPOS.length} terms)`, apiUrl, queriesOf(TYPOS)),
    await profiled('search-uncached', () =>
      measure('(d) typical, no cache (READ_CACHE=0)', uncachedUrl ?? '', queriesOf(TYPICAL)),
    ),
    await measure('(e) typos, no cache (READ_CACHE=0)', uncachedUrl ?? '', queriesOf(TYPOS)),
  ];
  const bareRun = runs.find((r) => r.bare);
  log();
  printTable(
    [...LOAD_COLUMNS, 'vs bare', ...CPU_COLUMNS],
    runs.map((r) => [...loadCells(r), percentOf(r.rps, r.bare ? undefined : bareRun?.rps), ...cpuCells(r)]),
  );
  log('(f): the bare server answering after one `select 1` on its own pool, the least a request reading the');
  log('database costs; an uncached search runs seven statements, in five steps one after another.');
  log();

  const viewerId = members.rows[0]?.id ?? '';
  /** The statements of one uncached search: the typed words' candidates, then the groups. */
  const statementsOf = async (term: string) => {
    const { sql: text, params } = new PgDialect().sqlToQuery(candidatesQuery(term));
    const typed = typedWords((await client.query<Candidate>(text, params)).rows);
    if (!typed) return null;
    return {
      candidates: candidatesQuery(term),
      people: peopleQuery(typed),
      'people followed': peopleQuery(typed, viewerId),
      tracks: tracksQuery(typed),
      hashtags: hashtagsQuery(term.replace(/#/g, ' ')),
    };
  };
  for (const term of ['nguyen van', 'nguyn vn']) {
    const statements = await statementsOf(term);
    for (const [name, query] of Object.entries(statements ?? {})) {
      if (!['people', 'people followed', 'candidates'].includes(name)) continue;
      log(`## EXPLAIN (ANALYZE, BUFFERS) ${name} for '${term}', second execution`);
      for (const line of await explain(client, query)) log(line);
      log();
    }
  }
  log(
    `## Each statement of one uncached search as the API sends it: a named statement, ${STATEMENT_RUNS} runs on one connection`,
  );
  log('   (CPU of PostgreSQL’s process a run, ms; with the cache, a viewer repeating a term runs none, a new viewer');
  log('   runs "people followed")');
  for (const term of [...TYPICAL, ...TYPOS]) {
    const cells: string[] = [];
    for (const [name, query] of Object.entries((await statementsOf(term)) ?? {})) {
      const reuse = await planReuse(client, query, STATEMENT_RUNS);
      cells.push(`${name} ${reuse.cpuMsPerRun === null ? '?' : reuse.cpuMsPerRun.toFixed(3)}`);
    }
    log(`  ${term.padEnd(16)} ${cells.join('  ')}`);
  }
  log();
  log(`total time: ${seconds(performance.now() - startedAt)}`);
}

await runBench(main);
