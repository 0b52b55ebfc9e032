import { createHash } from 'node:crypto';
import type pg from 'pg';

// How the API's pool runs statements outside a transaction (openDatabase in client.ts).

const statementNames = new Map<string, string>();
/** Statements prepared again under a new name (isStalePlan). */
let renamed = 0;
/**
 * At most this many texts get a name: a statement whose text varies with its values (a list of
 * ids spelled `in ($1, $2, …)`) would otherwise prepare one more on every connection, without end.
 */
const MAX_NAMED_STATEMENTS = 1_000;

/**
 * A stable name per statement text. Each pool connection parses and plans a named statement
 * once and reuses it, which saves PostgreSQL most of the cost of the short paging queries.
 */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * PostgreSQL refuses to run a prepared statement again once the rows it returns changed shape
 * (SQLSTATE 0A000, "cached plan must not change result type"): a migration applied while this
 * instance runs added a column that a `*` selects, or changed a column's type
 * (docs/decisions/0035-migrations-under-running-instances.md).
 */
function isStalePlan(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  // drizzle wraps the driver's error in its own (DrizzleQueryError), the driver's as `cause`.
  return (code === '0A000' && String(message).includes('cached plan')) || isStalePlan(cause, depth + 1);
}

/**
 * Makes every statement with parameters that the pool runs outside a transaction (drizzle's
 * queries, queryRows) a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of at every call. Unnamed, planning was 15 % of PostgreSQL's statement time
 * in the soak, 0.39 of the 0.60 ms of a like's look at its post (bench/soak, SOAK_PG_STATEMENTS).
 * One that a migration made stale is prepared again under a new name, on every connection in
 * turn (the old one goes with its connection). A transaction's statements stay unnamed: one that
 * failed there could not run again.
 */
export function nameStatements(pool: pg.Pool): void {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const send = (config: pg.QueryConfig, values?: unknown[]) => original(config, values) as Promise<pg.QueryResult>;
  pool.query = ((...args: unknown[]) => {
    const [config, values, callback] = args;
    if (callback !== undefined || typeof values === 'function' || !isUnnamedWithValues(config, values))
      return original(...args);
    const { text } = config;
    const name = statementName(text);
    if (!name) return send(config, values as unknown[] | undefined);
    // Refused as stale (isStalePlan), nothing ran: prepared again under a name no connection
    // has, and run once more, a write included. Unless a request that failed alike renamed it
    // already (`q_` and 20 hex digits, then a number).
    return send({ ...config, name }, values as unknown[] | undefined).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      if (statementNames.get(text) === name) statementNames.set(text, `${name.slice(0, 22)}_${(renamed += 1)}`);
      return send({ ...config, name: statementNames.get(text) }, values as unknown[] | undefined);
    });
  }) as typeof pool.query;
}

function isUnnamedWithValues(config: unknown, values: unknown): config is pg.QueryConfig {
  if (typeof config !== 'object' || config === null) return false;
  const { text, name, values: own } = config as Partial<pg.QueryConfig>;
  const params = Array.isArray(values) ? values : own;
  return typeof text === 'string' && name === undefined && Array.isArray(params) && params.length > 0;
}
