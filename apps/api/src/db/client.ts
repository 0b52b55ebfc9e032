import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { nameStatements } from './pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever back end is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** Either the database or an open transaction on it. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface Database {
  db: Db;
  kind: DatabaseOptions['kind'];
  /** Applies the numbered migrations not applied yet; safe to call from many processes at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (used to clone test databases quickly). */
  dump(): Promise<Blob>;
  /**
   * LISTENs on a channel. `message` gets each payload in commit order; `reset` is called when
   * notifications may have been missed (the connection dropped), `ready` once listening again.
   * PGlite delivers a commit's notifications before the committing query resolves.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<{ close(): Promise<void> }>;
  /** Sends a notification on its own (outside any transaction). */
  notify(channel: string, payload: string): Promise<void>;
  /** PostgreSQL only: the pool's connections (for /metrics); PGlite has one in-process session. */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
}

export interface ListenHandlers {
  message(payload: string): void;
  reset(): void;
  ready(): void;
}

const MIGRATION_LOCK_ID = 7_311_873_001;

/**
 * How alike a search term and a word of a name must be for the trigram index to return it
 * (`<%`, docs/decisions/0009-search.md): 0.4 lets "nguyn vn" find "Nguyễn Văn" (0.6 would not).
 */
const SEARCH_SETTING = 'pg_trgm.word_similarity_threshold = 0.4';

/**
 * The settings of every pool connection (benchmarks plan their EXPLAINs with them too):
 * - the search threshold above;
 * - named statements (queryRows, the session lookup) are planned once per connection: the
 *   paging queries are keyset index lookups whose best plan does not depend on the values, and
 *   re-planning them on every call cost more PostgreSQL CPU than running them (bench/feed);
 * - no parallel workers: a request's statement reads a few hundred index entries, and starting
 *   a worker takes longer than that. Where a subplan's cost made the planner think one worth it
 *   ("people followed" of a search), starting it took 17-25 ms of a 21-27 ms statement; without
 *   it, 1.2 ms (bench/search, docs/capacity.md).
 */
export const SESSION_OPTIONS = [
  `-c ${SEARCH_SETTING.replace(' = ', '=')}`,
  '-c plan_cache_mode=force_generic_plan',
  '-c max_parallel_workers_per_gather=0',
].join(' ');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    // PGlite is loaded only for the embedded database: a server on PostgreSQL starts faster
    // without it (docs/operations.md, "A compiled server").
    const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
      await Promise.all([
        import('@electric-sql/pglite'),
        import('@electric-sql/pglite/contrib/pg_trgm'),
        import('@electric-sql/pglite/contrib/unaccent'),
        import('drizzle-orm/pglite'),
        import('drizzle-orm/pglite/migrator'),
      ]);
    const client = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm, unaccent },
    });
    await client.waitReady;
    await client.exec(`SET ${SEARCH_SETTING}`);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await client.query('select 1');
      },
      close: () => client.close(),
      dump: () => client.dumpDataDir('none'),
      listen: async (channel, handlers) => {
        const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
        handlers.ready();
        return { close: () => unlisten() };
      },
      notify: async (channel, payload) => {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      },
    };
  }

  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: SESSION_OPTIONS,
  });
  nameStatements(pool);
  // Without a listener, an idle client's error (a database restart) would crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // One dedicated connection holds an advisory lock so that instances starting together migrate once.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    dump: () => Promise.reject(new Error('dump is only available on PGlite')),
    listen: (channel, handlers) => listenOnPostgres(options.url, channel, handlers),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
  };
}

/**
 * SQLSTATEs that say the database is away rather than that the statement was wrong: a lost or
 * refused connection (class 08), a shutdown or crash of the server (57P01, 57P02), a server still
 * starting (57P03), no connection slot left (53300).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What the socket says when the server cannot be reached. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own errors for a connection that broke, closed or never came. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * Whether an error (or what caused it: drizzle wraps the driver's errors) means the database
 * could not be reached, so the caller should try again shortly: a 503, not a 500
 * (docs/api/conventions.md, "Errors").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length > 0 && seen.size < 10) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNREACHABLE.has(code))) {
      return true;
    }
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    pending.push(cause);
    // A host name with several addresses fails with one error per address.
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}

/**
 * The waits between attempts to LISTEN again. At most a second: the caches are bypassed until
 * it listens, so every read goes to PostgreSQL, which is back by the time an attempt succeeds.
 */
const RECONNECT_DELAYS_MS = [100, 250, 500, 1000];

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries). When it drops,
 * `reset` says notifications may have been lost, and it reconnects with a growing delay.
 */
async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers) {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.message(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next || closed) return;
      client = null;
      handlers.reset();
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (err) {
      // Connected but not listening (the server still starting, say): not a connection to keep.
      await next.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    attempt = 0;
    handlers.ready();
  };

  const schedule = () => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    timer = setTimeout(() => {
      connect().catch(() => {
        if (!closed) schedule();
      });
    }, delay);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }` (the pool names the statement). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
