/**
 * SOAK_PG_STATEMENTS=1: PostgreSQL counts every statement of the soak (pg_stat_statements), and
 * the soak prints those that took most of its time: where PostgreSQL's CPU per request goes.
 * Off by default, since the counting costs a little; only on the soak's own cluster.
 */
import type pg from 'pg';

export const IS_COUNTING_STATEMENTS = process.env.SOAK_PG_STATEMENTS === '1';

/** The cluster's settings that load the counter. */
export const STATEMENT_SETTINGS = IS_COUNTING_STATEMENTS
  ? [
      '-c shared_preload_libraries=pg_stat_statements',
      '-c pg_stat_statements.track=top',
      '-c pg_stat_statements.track_planning=on',
    ]
  : [];

/** Forgets what the set-up ran: the figures are the load's. */
export async function resetStatements(client: pg.Client): Promise<void> {
  if (!IS_COUNTING_STATEMENTS) return;
  await client.query('create extension if not exists pg_stat_statements');
  await client.query('select pg_stat_statements_reset()');
}

/**
 * The statements that took most of PostgreSQL's time (planning and running), as table rows; or,
 * by `calls`, those sent most often: the ones whose building costs the API most.
 */
export async function topStatements(client: pg.Client, limit = 15, by: 'time' | 'calls' = 'time'): Promise<string[][]> {
  const { rows } = await client.query<{ calls: string; total: number; plan: number; share: number; query: string }>(
    `select calls, total_exec_time + total_plan_time as total, total_plan_time as plan,
            (total_exec_time + total_plan_time) / sum(total_exec_time + total_plan_time) over () as share, query
       from pg_stat_statements
      where query not like '%pg_stat_statements%'
      order by ${by === 'calls' ? 'calls desc' : 'total desc'}
      limit $1`,
    [limit],
  );
  return rows.map((row) => [
    `${(row.share * 100).toFixed(1)} %`,
    row.calls,
    (row.total / Number(row.calls)).toFixed(3),
    (row.plan / Number(row.calls)).toFixed(3),
    row.query.replace(/\s+/g, ' ').slice(0, 110),
  ]);
}

/**
 * How PostgreSQL's statement time splits between planning and running, over every statement: a
 * statement the API sends unnamed is planned at each call, a named one once per connection.
 */
export async function planningShare(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ plan: number; exec: number; calls: string; texts: string }>(
    `select sum(total_plan_time) as plan, sum(total_exec_time) as exec, sum(calls) as calls, count(*) as texts
       from pg_stat_statements where query not like '%pg_stat_statements%'`,
  );
  const { plan = 0, exec = 0, calls = '0', texts = '0' } = rows[0] ?? {};
  return (
    `planning ${plan.toFixed(0)} ms, running ${exec.toFixed(0)} ms over ${calls} statements of ${texts} texts: ` +
    `planning is ${((100 * plan) / (plan + exec || 1)).toFixed(1)} % of PostgreSQL's statement time`
  );
}
