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
