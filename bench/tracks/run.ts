/**
 * Track history benchmark (issue 36, docs/decisions/0057-a-track-keeps-its-history.md): a track's
 * page should read one version of the track, not its history, so that a track saved 200 times
 * opens as fast as one saved once. Seeds a throwaway PostgreSQL cluster with the members and
 * shared tracks of bench/search, their skills and versions, and starts the real API in this
 * process next to a bare Fastify endpoint; one author shares two tracks through the API, saves
 * one of them again until it has 200 versions, and autocannon reads each track's page and the
 * first page of its history. Prints requests/s, latencies, CPU per request, the ratios of the
 * 200-version track to the 1-version one and to the bare endpoint, how often the page runs read
 * `career_track_versions`, and the plans of the page's statements. It asserts nothing.
 *
 *   npm run bench:tracks          (BENCH_SCALE=0.1 BENCH_VERSIONS=20 BENCH_DURATION=3 for a quick run)
 */
import { DESIRED_LEVELS } from '@ladder/shared/values/career-tracks';
import type pg from 'pg';
import { createSessionsService } from '../../apps/api/src/modules/auth/sessions.service';
import { completeSkills, pickSkills, trackBody } from '../../apps/api/test/track-bodies';
import { settle } from '../lib/cpu';
import { openBenchDatabase, vacuumForReads } from '../lib/database';
import { loadAverage, log, machine, runBench, seconds } from '../lib/lifecycle';
import { warmAndMeasure, type Figures } from '../lib/load';
import {
  CPU_COLUMNS,
  cpuCells,
  explain,
  LOAD_COLUMNS,
  loadCells,
  percentOf,
  planSummary,
  printTable,
  statementsSent,
} from '../lib/report';
import { startServers } from '../lib/servers';
import { call, ok, type Member } from '../soak/client';
import { seedBackground, SIZES } from './seed';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10) || 10;
const WARMUP_S = 3;
const POOL_SIZE = 20;
const VIEWERS = 20;
const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 200) || 200;
const JWT_SECRET = 'bench-secret-tracks-0123456789abcdef012345678';
const pagePath = (id: string) => `/api/v1/career-tracks?career_track_id=${id}`;
const historyPath = (id: string) => `/api/v1/career-tracks/${id}/versions`;
const CLUSTER_SETTINGS = ['-c shared_buffers=512MB', '-c max_wal_size=4GB', '-c autovacuum=off'];

type RunKind = 'bare' | 'page' | 'history';
interface RunFigures extends Figures {
  name: string;
  kind: RunKind;
  /** The run of the 1-version track this one (of the many-version track) is compared with. */
  versus?: RunFigures;
}

/** Index and sequential scans of career_track_versions so far (pg_stat_user_tables). */
async function versionScans(client: pg.Client): Promise<number> {
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>(
    `select coalesce(idx_scan, 0) + coalesce(seq_scan, 0) as n from pg_stat_user_tables where relname = 'career_track_versions'`,
  );
  return Number(rows[0]?.n ?? 0);
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  log('# Ladder track history benchmark: a track page with 1 and with many versions');
  log(`machine: ${machine()}`);
  log(
    `load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run after a ${WARMUP_S} s warm-up, ` +
      `${VIEWERS} viewers in turn; API pool ${POOL_SIZE}; everything on 127.0.0.1`,
  );
  const { url, database, client, postmasterPid, version } = await openBenchDatabase({
    settings: CLUSTER_SETTINGS,
    poolSize: POOL_SIZE,
  });
  log(`server: ${version}`);
  log();

  log(
    `## Seeding the background: ${SIZES.members.toLocaleString('en')} members, ` +
      `${SIZES.tracks.toLocaleString('en')} shared tracks with their skills and versions (BENCH_SCALE)`,
  );
  const backgroundStart = performance.now();
  await seedBackground(client, log);
  log(`  total ${seconds(performance.now() - backgroundStart)}`);
  log();

  const people = await client.query<{ id: string; username: string }>(
    `insert into users (id, email, name, username, is_active, activated_at)
     select ladder_uuid_v7(), 'tracks' || i || '@bench.test', 'Member ' || i, 'tracks' || i, true, now()
     from generate_series(0, $1::int) i
     returning id, username`,
    [VIEWERS],
  );
  const sessions = createSessionsService({ db: database.db, jwtSecret: JWT_SECRET });
  const members: Member[] = await Promise.all(
    people.rows.map(async (row) => ({
      ...row,
      authorization: `Bearer ${(await sessions.issue(row.id, 'bench/tracks')).access_token}`,
    })),
  );
  const author = members.find((m) => m.username === 'tracks0');
  const viewers = members.filter((m) => m !== author);
  if (!author || viewers.length === 0) throw new Error('no members');
  const rotation = viewers.map((m) => ({ authorization: m.authorization }));

  const { apiUrl, bareUrl } = await startServers({
    url,
    database,
    jwtSecret: JWT_SECRET,
    dataDirPrefix: 'ladder-bench-tracks-',
  });

  log(`## Seeding through the API: two shared tracks, one saved ${VERSIONS} times`);
  const industry = await client.query<{ id: string }>(`select id from industries where slug = 'software-engineering'`);
  const pick = await pickSkills({ database });
  const bodyOf = (title: string, save: number) => {
    const skills = completeSkills(pick);
    const [first, second] = skills;
    if (first) first.what = `Know it well enough to teach it (save ${save})`;
    if (second) second.desired_level = DESIRED_LEVELS[save % DESIRED_LEVELS.length] ?? 'Expert';
    return trackBody(industry.rows[0]?.id ?? '', pick, { title, skills });
  };
  const create = async (title: string) =>
    ok<{ id: string }>(await call(apiUrl, author, 'POST', '/career-tracks', { json: bodyOf(title, 1) }), 'POST track')
      .id;
  const once = await create('Backend Engineer, saved once');
  const many = await create(`Backend Engineer, saved ${VERSIONS} times`);
  const savesStart = performance.now();
  for (let save = 2; save <= VERSIONS; save++)
    ok(
      await call(apiUrl, author, 'PUT', `/career-tracks/${many}`, {
        json: bodyOf(`Backend Engineer, saved ${VERSIONS} times`, save),
      }),
      `PUT save ${save}`,
    );
  const savesMs = performance.now() - savesStart;
  log(
    `  ${VERSIONS - 1} saves (PUT, status shared) in ${seconds(savesMs)}: ${((VERSIONS - 1) / (savesMs / 1000)).toFixed(1)} saves/s, one at a time`,
  );
  const counts = await client.query<{ id: string; versions: string; newest: number; bytes: string }>(
    `select career_track_id as id, count(*) as versions, max(number) as newest, sum(pg_column_size(content)) as bytes
     from career_track_versions where career_track_id = any($1::uuid[]) group by career_track_id`,
    [[once, many]],
  );
  for (const row of counts.rows)
    log(
      `  check: ${row.id === many ? 'many' : 'once'} track ${row.id}: ${row.versions} versions (newest ${row.newest}), ` +
        `${(Number(row.bytes) / 1024).toFixed(0)} KiB of content`,
    );
  log(`  ${await vacuumForReads(client)}`);
  const size = await client.query<{ rows: string; size: string }>(
    `select count(*) as rows, pg_size_pretty(pg_total_relation_size('career_track_versions')) as size
     from career_track_versions`,
  );
  log(
    `  career_track_versions: ${Number(size.rows[0]?.rows).toLocaleString('en')} rows, ${size.rows[0]?.size ?? '?'} with its indexes`,
  );
  log();

  log('## Answers (first viewer)');
  for (const [label, id] of [
    ['once', once],
    ['many', many],
  ] as const) {
    const page = await fetch(`${apiUrl}${pagePath(id)}`, {
      headers: { authorization: viewers[0]?.authorization ?? '' },
    });
    const track = (await page.json()) as { title: string; skills: { what: string }[] };
    const history = await fetch(`${apiUrl}${historyPath(id)}`, {
      headers: { authorization: viewers[0]?.authorization ?? '' },
    });
    const versions = (await history.json()) as { items: { number: number }[]; last_evaluated_key: string | null };
    log(
      `  ${label}: page ${page.status} "${track.title}", ${track.skills.length} skills, first "${track.skills[0]?.what ?? ''}"; ` +
        `history ${history.status}, ${versions.items.length} versions (${versions.items[0]?.number ?? '-'}..${versions.items.at(-1)?.number ?? '-'}), ` +
        `next page: ${versions.last_evaluated_key ? 'yes' : 'no'}`,
    );
  }
  await client.query('CHECKPOINT');
  log(
    `  machine busy before the runs: ${(100 * (await settle(0.1, 30_000))).toFixed(0)} %; load average ${loadAverage()}`,
  );
  log();

  const measure = async (name: string, kind: RunKind, path: string | null, versus?: RunFigures) => {
    const { warm, measured } = await warmAndMeasure(
      {
        url: path ? apiUrl : bareUrl,
        connections: CONNECTIONS,
        postmasterPid,
        ...(path ? { rotate: { method: 'GET' as const, path, rotation } } : {}),
      },
      WARMUP_S,
      DURATION_S,
    );
    log(`  ${name.padEnd(46)} warm-up ${Math.round(warm.rps)} req/s, measured ${Math.round(measured.rps)} req/s`);
    return { name, kind, ...measured, ...(versus ? { versus } : {}) };
  };

  log('## Load');
  const runs: RunFigures[] = [await measure('(a) bare Fastify GET /, first', 'bare', null)];
  const scansBefore = await versionScans(client);
  const pageOnce = await measure('(b) track page, 1 version', 'page', pagePath(once));
  const pageMany = await measure(`(c) track page, ${VERSIONS} versions`, 'page', pagePath(many), pageOnce);
  const pageOnceAgain = await measure('(d) track page, 1 version, again', 'page', pagePath(once));
  const pageManyAgain = await measure(
    `(e) track page, ${VERSIONS} versions, again`,
    'page',
    pagePath(many),
    pageOnceAgain,
  );
  // The bare run gives the API's backends the 10 s idle after which they report their counters.
  runs.push(
    pageOnce,
    pageMany,
    pageOnceAgain,
    pageManyAgain,
    await measure('(f) bare Fastify GET /, second', 'bare', null),
  );
  const pageScans = (await versionScans(client)) - scansBefore;
  const historyOnce = await measure('(g) history page 1, 1 version', 'history', historyPath(once));
  runs.push(
    historyOnce,
    await measure(`(h) history page 1, ${VERSIONS} versions`, 'history', historyPath(many), historyOnce),
  );
  log();

  // The faster of the two bare runs, so that a slow moment during one cannot flatter the ratios.
  const bare = runs.filter((r) => r.kind === 'bare').sort((a, b) => b.rps - a.rps)[0];
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  printTable(
    [...LOAD_COLUMNS, 'vs bare', `req/s vs 1 version`, 'p50 vs 1 v.', ...CPU_COLUMNS],
    runs.map((r) => [
      ...loadCells(r),
      percentOf(r.rps, r.kind === 'bare' ? undefined : bare?.rps),
      r.versus ? ratio(r.rps, r.versus.rps) : '-',
      r.versus ? ratio(r.p50, r.versus.p50) : '-',
      ...cpuCells(r),
    ]),
  );
  log();
  const pageRequests = [pageOnce, pageMany, pageOnceAgain, pageManyAgain].reduce((n, r) => n + r.requests, 0);
  log(
    `career_track_versions scans (index + sequential, pg_stat_user_tables) during the page runs (b)–(e): ` +
      `${pageScans} for ${pageRequests.toLocaleString('en')} page requests`,
  );
  log(
    '"vs bare" divides by the faster bare run; "vs 1 version" divides the many-version run by the 1-version run before it.',
  );
  log('node CPU = this process (API, bare server, autocannon worker); pg CPU = the cluster; machine busy = all CPUs.');
  log();

  // The statements one request sends, recorded at the API's pool: the track page of the
  // many-version track, and the first page of its history for comparison.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const sentBy = async (path: string) =>
    statementsSent(pool, () =>
      fetch(`${apiUrl}${path}`, { headers: { authorization: viewers[0]?.authorization ?? '' } }).then((r) => r.text()),
    );
  const summaries: string[] = [];
  for (const [request, path] of [
    ['track page', pagePath(many)],
    ['history page 1', historyPath(many)],
  ] as const) {
    const sent = await sentBy(path);
    const reads = sent.filter((q) => /career_track_versions/.test(q.sql)).length;
    summaries.push(`  ${request}: ${sent.length} statement(s), ${reads} reading career_track_versions`);
    for (const [i, query] of sent.entries()) {
      const name = `${request} statement ${i + 1}: ${query.sql.replace(/\s+/g, ' ').slice(0, 60)}…`;
      const plan = await explain(client, query);
      log(`## EXPLAIN (ANALYZE, BUFFERS) ${name} (track with ${VERSIONS} versions, second execution)`);
      for (const line of plan) log(line);
      log();
      summaries.push(`    ${i + 1}. ${query.sql.replace(/\s+/g, ' ').slice(0, 40)}… ${planSummary(plan)}`);
    }
  }
  log('## Statements of one request, their plans in one line each');
  log('   (values bound, as EXPLAIN plans them; the API prepares them once with a generic plan)');
  for (const line of summaries) log(line);
  log();
  log(`total time: ${seconds(performance.now() - startedAt)}`);
}

await runBench(main);
