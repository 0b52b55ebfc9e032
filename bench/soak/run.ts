/**
 * Soak: virtual members using the real API server (its own process, on a throwaway PostgreSQL
 * cluster) for SOAK_MINUTES with a realistic mix (mix.ts), while its memory is sampled.
 * Prints throughput, the CPU a request of the mix costs the API and PostgreSQL (their processes'
 * CPU time over the requests), each action's count, p50, p99 and errors by status, the API's memory at
 * start, after the warm-up and at the end, and a bare Fastify endpoint measured in the same run.
 * Exits 1 when any answer other than 429 was an error, a counter or a stored file disagrees with
 * its rows afterwards, or memory grew 10 % or more after the warm-up (docs/reliability.md). A benchmark: it does not run in `npm test` or CI.
 *
 *   npm run bench:soak                  (SOAK_MINUTES=1 for a quick run, SOAK_MEMBERS=50,
 *                                        SOAK_RATE=200 for 200 actions a second in all,
 *                                        SOAK_PG_STATEMENTS=1 for PostgreSQL's costliest statements)
 */
import { counterDrift, mediaDrift } from '../../apps/api/test/reliability/invariants';
import { cpuMeter } from '../lib/cpu';
import { openBenchDatabase } from '../lib/database';
import { loadAverage, log, machine, runBench, seconds } from '../lib/lifecycle';
import { cannon } from '../lib/load';
import { percentOf, printTable } from '../lib/report';
import { startBare } from '../lib/servers';
import { startApiProcess } from './api-process';
import { quantile, Recorder, requestsSent } from './client';
import { ACTION_NAMES, runMember } from './mix';
import {
  IS_COUNTING_STATEMENTS,
  planningShare,
  resetStatements,
  STATEMENT_SETTINGS,
  topStatements,
} from './statements';
import { buildWorld } from './world';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 5) || 5;
const MEMBERS = Number(process.env.SOAK_MEMBERS ?? 50) || 50;
/** Actions a second of all members together (SOAK_RATE); unset, each acts again as soon as answered. */
const RATE = Number(process.env.SOAK_RATE ?? 0) || null;
const SAMPLE_S = 5;
/** The share of the run after which memory should have settled (caches filled, code optimized). */
const WARM_UP = 0.2;
const GROWTH_LIMIT = 0.1;
const JWT_SECRET = 'bench-secret-soak-0123456789abcdef0123';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

const mb = (bytes: number | null) => (bytes === null ? '-' : `${(bytes / 2 ** 20).toFixed(1)} MB`);
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

/** The API's log lines (JSON) counted by message and the first line of their error. */
function summarizeLog(output: string): [string, number][] {
  const counts = new Map<string, number>();
  for (const line of output.split('\n').filter(Boolean)) {
    let key = line.slice(0, 200);
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; query?: string } };
      const cause = (entry.err?.message ?? '').split('\n').at(-1)?.split(': ').at(-1) ?? '';
      const query = (entry.err?.query ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      key = `${entry.msg ?? ''}${cause ? `: ${cause}` : ''}${query ? ` (in: ${query}…)` : ''}`;
    } catch {
      // not a JSON log line: its start
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts];
}

interface Sample {
  atS: number;
  rss: number;
  heapUsed: number | null;
  heapTotal: number | null;
  external: number | null;
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  log('# Ladder soak: virtual members on the real API server (PostgreSQL)');
  log(`machine: ${machine()}; load average ${loadAverage()}`);
  log(`${MEMBERS} members for ${MINUTES} min, memory every ${SAMPLE_S} s, /healthz every second`);
  log(
    RATE === null
      ? 'each member acts again as soon as answered (SOAK_RATE=n for n actions a second in all)'
      : `${RATE} actions a second in all: each member starts one every ${Math.round((MEMBERS * 1000) / RATE)} ms`,
  );

  const { url, database, client, version, postmasterPid } = await openBenchDatabase({
    settings: ['-c shared_buffers=256MB', ...STATEMENT_SETTINGS],
    poolSize: 4,
  });
  log(`server: ${version}`);
  const api = await startApiProcess({ databaseUrl: url, jwtSecret: JWT_SECRET, metricsToken: METRICS_TOKEN });
  const setupStart = performance.now();
  const world = await buildWorld({ base: api.url, client, database, jwtSecret: JWT_SECRET, members: MEMBERS });
  log(
    `set up ${world.members.length} members (each following 6), ${world.posts.length} posts, ` +
      `${world.tracks.length} shared career tracks through the API in ${seconds(performance.now() - setupStart)}`,
  );

  const bare = await cannon({ url: await startBare(), connections: 50, postmasterPid: null }, 5);
  log(
    `bare Fastify GET / (autocannon, 50 connections, 5 s): ${Math.round(bare.rps)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
  );

  await resetStatements(client);
  const recorder = new Recorder();
  const durationMs = MINUTES * 60_000;
  const soakStart = performance.now();
  const until = soakStart + durationMs;
  const requestsBefore = requestsSent();
  const cpu = cpuMeter(postmasterPid, api.pid);
  const first = await api.memory();
  const samples: Sample[] = [{ atS: 0, ...first }];
  const healthz: number[] = [];
  log();
  log(
    `${['time', 'RSS', 'V8 used', 'V8 total', 'external'].map((h) => h.padStart(9)).join('  ')}  ${'actions'.padStart(8)}`,
  );
  const done = (figures = [...recorder.actions.values()]) =>
    figures.reduce((sum, f) => sum + f.times.length + [...f.errors.values()].reduce((a, b) => a + b, 0), 0);

  let sampling = true;
  const sampler = (async () => {
    let tick = 0;
    while (sampling) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!sampling) break;
      const start = performance.now();
      const answer = await fetch(`${api.url}/healthz`).catch(() => null);
      await answer?.arrayBuffer();
      if (answer?.status === 200) healthz.push(performance.now() - start);
      if (++tick % SAMPLE_S !== 0) continue;
      const sample = { atS: (performance.now() - soakStart) / 1000, ...(await api.memory()) };
      samples.push(sample);
      log(
        `${[`${sample.atS.toFixed(0)} s`, mb(sample.rss), mb(sample.heapUsed), mb(sample.heapTotal), mb(sample.external)].map((c) => c.padStart(9)).join('  ')}  ${String(done()).padStart(8)}`,
      );
    }
  })();
  const intervalMs = RATE === null ? null : (MEMBERS * 1000) / RATE;
  await Promise.all(world.members.map((member) => runMember(api.url, world, member, recorder, until, intervalMs)));
  const elapsedS = (performance.now() - soakStart) / 1000;
  sampling = false;
  await sampler;
  samples.push({ atS: elapsedS, ...(await api.memory()) });
  const requests = requestsSent() - requestsBefore;
  const used = cpu.stop(requests);

  // Memory after the warm-up and at the end: the lowest sample over a fifth of the run each
  // (20–40 % and 80–100 %), that is what the process keeps once the garbage collector ran. A
  // single sample swings by half with the collector's cycle (about a minute here).
  const window = (from: number, to: number) =>
    samples.filter((s) => s.atS >= elapsedS * from && s.atS <= elapsedS * to);
  const lowest = (part: Sample[], key: 'rss' | 'heapUsed') =>
    Math.min(...part.flatMap((s) => (s[key] === null ? [] : [s[key]])));
  const warmWindow = window(WARM_UP, WARM_UP + 0.2);
  const endWindow = window(0.8, 1);
  const [warm, end] = [lowest(warmWindow, 'rss'), lowest(endWindow, 'rss')];
  const [warmHeap, endHeap] = [lowest(warmWindow, 'heapUsed'), lowest(endWindow, 'heapUsed')];
  const growth = end / warm - 1;

  log();
  const actions = done();
  log(
    `throughput: ${(actions / elapsedS).toFixed(1)} actions/s, ${(requests / elapsedS).toFixed(1)} requests/s ` +
      `(${actions} actions, ${requests} requests in ${elapsedS.toFixed(0)} s, ${MEMBERS} members, ${RATE === null ? 'no pause between actions' : `paced at ${RATE} actions/s`})`,
  );
  const rows = ACTION_NAMES.map((name) => {
    const figures = recorder.actions.get(name) ?? { times: [], errors: new Map<number, number>() };
    const errors = [...figures.errors].map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`);
    return [
      name,
      String(figures.times.length),
      ms(quantile(figures.times, 0.5)),
      ms(quantile(figures.times, 0.99)),
      errors.join(', ') || '0',
    ];
  });
  // What a request of the mix costs, whatever the machine's load: issue 37 states its goal in this.
  const [apiMs, pgMs] = [used.serverMsPerRequest ?? 0, used.pgMsPerRequest];
  const kernel = (share: number | null) => (share === null ? '' : ` (${(share * 100).toFixed(0)} % in the kernel)`);
  log(
    `CPU per request of the mix: API ${apiMs.toFixed(2)} ms${kernel(used.kernelShare.server)} + PostgreSQL ` +
      `${pgMs === null ? '- (not on this machine)' : `${pgMs.toFixed(2)} ms${kernel(used.kernelShare.pg)}`} = ` +
      `${(apiMs + (pgMs ?? 0)).toFixed(2)} ms; the machine was ${(used.machineBusy * 100).toFixed(0)} % busy`,
  );
  printTable(['action', 'ok', 'p50 ms', 'p99 ms', 'errors by status'], rows);
  if (IS_COUNTING_STATEMENTS) {
    log();
    const columns = ['PostgreSQL time', 'calls', 'mean ms', 'of it planning', 'statement'];
    printTable(columns, await topStatements(client));
    log();
    log('The statements sent most often:');
    printTable(columns, await topStatements(client, 15, 'calls'));
    log(await planningShare(client));
  }
  const healthzP50 = quantile(healthz, 0.5);
  log();
  log(
    `/healthz of the API under the load: p50 ${ms(healthzP50)} ms, p99 ${ms(quantile(healthz, 0.99))} ms ` +
      `(${healthz.length} probes); bare Fastify p50 ${bare.p50} ms at ${Math.round(bare.rps)} req/s; ` +
      `API requests/s ${percentOf(requests / elapsedS, bare.rps)} of bare`,
  );
  log();
  printTable(
    ['memory', 'RSS', 'V8 heap used'],
    [
      ['start (before the load)', mb(first.rss), mb(first.heapUsed)],
      [
        `after warm-up (lowest at ${WARM_UP * 100}–${WARM_UP * 100 + 20} %)`,
        mb(warm),
        mb(Number.isFinite(warmHeap) ? warmHeap : null),
      ],
      ['end (lowest at 80–100 %)', mb(end), mb(Number.isFinite(endHeap) ? endHeap : null)],
      ['growth after warm-up', `${(growth * 100).toFixed(1)} %`, `${((endHeap / warmHeap - 1) * 100).toFixed(1)} %`],
    ],
  );

  const failures = [...recorder.actions].flatMap(([name, figures]) =>
    [...figures.examples]
      .filter(([status]) => status !== 429)
      .map(([status, examples]) => ({ name, status, examples })),
  );
  const logged = summarizeLog(api.output());
  if (logged.length > 0) {
    log('\nthe API logged (warn and above), by message:');
    printTable(
      ['count', 'message'],
      logged.map(([line, n]) => [String(n), line]),
    );
  }
  // Nothing lost or left over: every counter equals its rows, every file has its row (docs/reliability.md).
  const drift = [
    ...(await counterDrift({ database })),
    ...Object.entries(await mediaDrift({ database, config: { dataDir: api.dataDir } })).flatMap(([kind, files]) =>
      files.length > 0 ? [`${kind}: ${files.length} (${files.slice(0, 3).join(', ')})`] : [],
    ),
  ];
  log(
    `\ninvariants after the load: ${drift.length === 0 ? 'every counter equals its rows, every file has its row and every row its file' : drift.join('; ')}`,
  );
  for (const failure of failures)
    log(`\n${failure.name}: status ${failure.status}, e.g.\n  ${failure.examples.join('\n  ')}`);
  log();
  log(`total time: ${seconds(performance.now() - startedAt)}`);
  const verdicts = [
    failures.length > 0 ? `errors other than 429 in ${failures.map((f) => `${f.name} (${f.status})`).join(', ')}` : '',
    drift.length > 0 ? 'invariants broken' : '',
    growth >= GROWTH_LIMIT ? `memory grew ${(growth * 100).toFixed(1)} % after the warm-up (limit 10 %)` : '',
  ].filter(Boolean);
  if (verdicts.length > 0) {
    log(`FAILED: ${verdicts.join('; ')}`);
    process.exitCode = 1;
  } else log('PASSED: no errors besides 429, invariants hold, memory growth after the warm-up under 10 %');
}

await runBench(main, (MINUTES + 10) * 60_000);
