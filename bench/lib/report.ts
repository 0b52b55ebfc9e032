/** Printing figures: aligned tables and EXPLAIN output. */
import { is, SQL, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { backendPidOf, cpuMsOf } from './cpu';
import { log } from './lifecycle';
import type { Figures } from './load';

/** A table with the first column left-aligned and the others right-aligned, under a header. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  log(line(header));
  log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) log(line(row));
}

/** The first columns of a table of load runs, and their cells. */
export const LOAD_COLUMNS = ['run', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx'];
export const loadCells = (run: Figures & { name: string }) => [
  run.name,
  run.rps.toFixed(0),
  run.p50.toFixed(1),
  run.p99.toFixed(1),
  String(run.requests),
  String(run.non2xx),
];

/** The CPU columns of a table of load runs (cpu.ts), and their cells. */
export const CPU_COLUMNS = ['node CPU ms/req', 'pg CPU ms/req', 'machine busy'];
export const cpuCells = ({ cpu }: Figures) => [
  cpu.nodeMsPerRequest.toFixed(3),
  cpu.pgMsPerRequest === null ? '-' : cpu.pgMsPerRequest.toFixed(3),
  `${(100 * cpu.machineBusy).toFixed(0)} %`,
];

/** `a` as a percentage of `b`, or '-' when there is nothing to compare with. */
export const percentOf = (a: number, b: number | undefined) =>
  b === undefined ? '-' : `${((100 * a) / b).toFixed(1)} %`;

const dialect = new PgDialect();

/**
 * The plan of `query` (rendered by drizzle's PgDialect, or as sent) with `EXPLAIN (<options>)`, second
 * execution: the first statement of a session would also pay for loading its catalog caches.
 */
export async function explain(client: pg.Client, query: SQL | Query, options = 'ANALYZE, BUFFERS'): Promise<string[]> {
  const { sql: text, params } = is(query, SQL) ? dialect.sqlToQuery(query) : query;
  await client.query(`EXPLAIN (${options}) ${text}`, params);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (${options}) ${text}`, params);
  return rows.map((row) => row['QUERY PLAN']);
}

/**
 * How PostgreSQL runs `query` as the API sends it, a named prepared statement on one connection:
 * of `runs` executions, how many used the generic plan (planned once) and how many were planned
 * anew (custom), the mean time of a run as the client sees it and the CPU it cost the server's
 * process (null when PostgreSQL runs elsewhere), and the plan it settled on.
 */
export async function planReuse(
  client: pg.Client,
  query: SQL,
  runs = 20,
): Promise<{ generic: number; custom: number; msPerRun: number; cpuMsPerRun: number | null; plan: string[] }> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `bench_reuse_${(reused += 1)}`;
  const backend = await backendPidOf(client);
  const cpuBefore = cpuMsOf(backend);
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await client.query({ name, text, values: params });
  const msPerRun = (performance.now() - started) / runs;
  const cpuAfter = cpuMsOf(backend);
  const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
    'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
    [name],
  );
  // EXPLAIN takes no parameters: the values are written in as literals, in the text form the
  // driver sends them (an array as `{a,b}`, a date as ISO text), which the server hands back.
  const texts = params.length
    ? await client.query<{ texts: (string | null)[] }>({
        text: `select array[${params.map((_, i) => `$${i + 1}::text`).join(', ')}] as texts`,
        values: params,
      })
    : null;
  const args = (texts?.rows[0]?.texts ?? [])
    .map((value) => (value === null ? 'null' : client.escapeLiteral(value)))
    .join(', ');
  const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE ${name}(${args})`);
  await client.query(`DEALLOCATE ${name}`);
  return {
    generic: Number(rows[0]?.generic_plans ?? 0),
    custom: Number(rows[0]?.custom_plans ?? 0),
    msPerRun,
    cpuMsPerRun: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / runs,
    plan: plan.rows.map((row) => row['QUERY PLAN']),
  };
}
let reused = 0;

/**
 * The statements `pool` (the API's) is sent while `run` runs, in order, as sent: what one request
 * reads, whatever the code that builds them. It first waits until the pool has been idle for half
 * a second (requests a load run left queued have been answered); nothing else may use it meanwhile.
 */
export async function statementsSent(pool: pg.Pool, run: () => Promise<unknown>): Promise<Query[]> {
  for (let idleSince = Date.now(); Date.now() - idleSince < 500;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (pool.waitingCount > 0 || pool.idleCount < pool.totalCount) idleSince = Date.now();
  }
  const sent: Query[] = [];
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was, and called with the pool as `this`
  const query = pool.query;
  const record = (config: unknown, values: unknown) => {
    if (typeof config === 'string') sent.push({ sql: config, params: Array.isArray(values) ? values : [] });
    else if (config && typeof config === 'object' && 'text' in config)
      sent.push({
        sql: String(config.text),
        params: 'values' in config && Array.isArray(config.values) ? config.values : [],
      });
  };
  pool.query = ((...args: unknown[]) => {
    record(args[0], args[1]);
    return Reflect.apply(query, pool, args) as unknown;
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = query;
  }
  return sent;
}

/** One line of a plan: the indexes and sequential scans it used, its rows and execution time. */
export function planSummary(plan: string[]): string {
  const scans = new Set<string>();
  for (const line of plan) {
    const index = /(Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)(?: on (\S+))?/.exec(
      line,
    );
    if (index) scans.add(`${index[2]}${index[3] ? ` on ${index[3]}` : ''}`);
    const seq = /Seq Scan on (\S+)/.exec(line);
    if (seq) scans.add(`Seq Scan on ${seq[1]}`);
  }
  const rows = /actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(plan[0] ?? '')?.[1] ?? '?';
  const time = /Execution Time: ([\d.]+) ms/.exec(plan.at(-1) ?? '')?.[1] ?? '?';
  return `${rows} row(s), ${time} ms; ${[...scans].join(', ') || 'no scan'}`;
}
