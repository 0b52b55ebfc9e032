/** The database a benchmark seeds and drives: a throwaway cluster, or BENCH_DATABASE_URL. */
import pg from 'pg';
import { openDatabase, SESSION_OPTIONS, type Database } from '../../apps/api/src/db/client';
import { seedReferenceData } from '../../apps/api/src/db/seed/reference-data';
import { startCluster } from '../../apps/api/test/pg-cluster';
import { postmasterPidOf } from './cpu';
import { onCleanup } from './lifecycle';

export interface BenchDatabase {
  url: string;
  /** true: a throwaway cluster started here; false: BENCH_DATABASE_URL (empty and disposable). */
  throwaway: boolean;
  /** The API's pool, migrated and with the reference data. */
  database: Database;
  /** A separate connection for seeding and EXPLAIN. */
  client: pg.Client;
  /** The cluster's postmaster on this machine (for CPU figures); null with BENCH_DATABASE_URL. */
  postmasterPid: number | null;
  /** `select version()`. */
  version: string;
}

export async function openBenchDatabase(options: { settings: string[]; poolSize: number }): Promise<BenchDatabase> {
  let url = process.env.BENCH_DATABASE_URL;
  const throwaway = !url;
  if (!url) {
    const cluster = await startCluster({ settings: options.settings });
    onCleanup('PostgreSQL cluster', () => cluster.stop());
    url = cluster.url;
  }

  const database = await openDatabase({ kind: 'postgres', url, poolSize: options.poolSize });
  onCleanup('API pool', () => database.close());
  await database.migrate();
  await seedReferenceData(database.db);

  // With the API's session settings, so that an EXPLAIN plans as the API's statements are planned.
  const client = new pg.Client({ connectionString: url, options: SESSION_OPTIONS });
  await client.connect();
  onCleanup('seeding client', () => client.end());
  const version = await client.query<{ v: string }>('select version() as v');
  const postmasterPid = throwaway ? await postmasterPidOf(client) : null;
  return { url, throwaway, database, client, postmasterPid, version: version.rows[0]?.v ?? '?' };
}

/** Tables whose pages are not all marked all-visible, with how many are and how many there are. */
async function notAllVisible(client: pg.Client): Promise<{ name: string; visible: number; pages: number }[]> {
  const { rows } = await client.query<{ name: string; visible: number; pages: number }>(
    `select relname as name, relallvisible as visible, relpages as pages from pg_class
     where relkind = 'r' and relnamespace = 'public'::regnamespace and relallvisible < relpages
     order by relname`,
  );
  return rows;
}

/**
 * `VACUUM ANALYZE` after a load, until every table's pages are marked all-visible (at most 3
 * passes), as autovacuum leaves a table that is mostly read. One pass after the search bench's
 * load left part of `search_postings` and all of `user_follows` unmarked, seemingly at random
 * (1,489 and 2,334 of 5,955 pages in two runs), and every index-only scan of them fetched rows
 * from the table, half the buffers of a search's statements; a second pass marked them.
 * Answers what was left unmarked, if anything, for the bench to print.
 */
export async function vacuumForReads(client: pg.Client): Promise<string> {
  await client.query('vacuum (analyze)');
  let passes = 1;
  let left = await notAllVisible(client);
  for (; left.length > 0 && passes < 3; passes += 1) {
    for (const { name } of left) await client.query(`vacuum "${name}"`);
    left = await notAllVisible(client);
  }
  return left.length === 0
    ? `every table's pages all-visible after ${passes} pass(es)`
    : `not all-visible after ${passes} passes: ${left.map((t) => `${t.name} ${t.visible}/${t.pages}`).join(', ')}`;
}
