/** Printing figures: aligned tables and EXPLAIN output. */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
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

/** `a` as a percentage of `b`, or '-' when there is nothing to compare with. */
export const percentOf = (a: number, b: number | undefined) =>
  b === undefined ? '-' : `${((100 * a) / b).toFixed(1)} %`;

const dialect = new PgDialect();

/**
 * The plan of `query` (rendered by drizzle's PgDialect) with `EXPLAIN (<options>)`, second
 * execution: the first statement of a session would also pay for loading its catalog caches.
 */
export async function explain(client: pg.Client, query: SQL, options = 'ANALYZE, BUFFERS'): Promise<string[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  await client.query(`EXPLAIN (${options}) ${text}`, params);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (${options}) ${text}`, params);
  return rows.map((row) => row['QUERY PLAN']);
}
