/** The servers a benchmark drives: the real API in this process and a bare Fastify baseline. */
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import type { Database } from '../../apps/api/src/db/client';
import { onCleanup } from './lifecycle';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Starts the API (`buildApp` over `database`, data in a temporary directory) and a bare Fastify
 * `GET /` answering a small JSON object, each on a random 127.0.0.1 port; both stop at cleanup.
 * With `uncached`, a second API with READ_CACHE=0 (docs/decisions/0011) on the same database,
 * and `floor`: the bare server's answer after one `select 1` on the database (`one`), or after
 * two (`two`), so a bench can print what the least statements leave of the bare figure.
 */
export async function startServers(options: {
  url: string;
  database: Database;
  jwtSecret: string;
  /** Prefix of the temporary data directory's name. */
  dataDirPrefix: string;
  uncached?: boolean;
}): Promise<{
  api: FastifyInstance;
  apiUrl: string;
  bareUrl: string;
  uncachedUrl: string | null;
  floor: { one: string; two: string } | null;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), options.dataDirPrefix));
  onCleanup('data dir', () => rmSync(dataDir, { recursive: true, force: true }));
  const startApi = async (readCache: boolean) => {
    const app = await buildApp(
      loadConfig({
        DATABASE_URL: options.url,
        JWT_SECRET: options.jwtSecret,
        LOG_LEVEL: 'silent',
        DEMO_DATA: '0',
        DATA_DIR: dataDir,
        READ_CACHE: readCache ? '1' : '0',
      }),
      { database: options.database, logger: false },
    );
    onCleanup(readCache ? 'API server' : 'uncached API server', () => app.close());
    return { app, url: await listen(app) };
  };
  const api = await startApi(true);
  const uncachedUrl = options.uncached ? (await startApi(false)).url : null;

  const bareUrl = await startBare(options.uncached ? options.url : undefined);
  return {
    api: api.app,
    apiUrl: api.url,
    bareUrl,
    uncachedUrl,
    floor: options.uncached ? { one: `${bareUrl}/statement`, two: `${bareUrl}/statements` } : null,
  };
}

/**
 * The baseline: a bare Fastify `GET /` answering a small JSON object on a random 127.0.0.1 port.
 * With a database URL, also `GET /statement`: the same answer after `select 1`, a named
 * statement on a pool of its own (20 connections, as the API's), the least any request that
 * reads the database can cost; and `GET /statements`, after two, one after the other.
 */
export async function startBare(databaseUrl?: string): Promise<string> {
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world', ok: true }));
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
    onCleanup('floor pool', () => pool.end());
    const one = { name: 'bench-floor', text: 'select 1 as one' };
    bare.get('/statement', async () => {
      await pool.query(one);
      return { hello: 'world', ok: true };
    });
    bare.get('/statements', async () => {
      await pool.query(one);
      await pool.query(one);
      return { hello: 'world', ok: true };
    });
  }
  onCleanup('bare server', () => bare.close());
  return listen(bare);
}
