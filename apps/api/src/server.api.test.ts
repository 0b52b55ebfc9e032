import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { createTestDatabase, PASSWORD, uniqueEmail } from '../test/helper';
import { freePort } from '../test/pg-cluster';

/** The real server in its own process, stopped with SIGTERM as a deployment stops it. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let server: ChildProcess;
let base: string;
let dataDir: string;
let database: (Database & { url?: string }) | undefined;
let output = '';
const MEMBER = uniqueEmail('stream');

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-server-test-'));
  // On PostgreSQL the server uses a fresh test database; on PGlite its own under DATA_DIR.
  database = process.env.TEST_DB === 'postgres' ? await createTestDatabase() : undefined;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '100',
    SHUTDOWN_TIMEOUT_MS: '10000',
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  };
  // A member for the live stream, made before the server holds the database.
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/index.ts', 'create-superuser', MEMBER],
    {
      cwd: root,
      env: { ...env, LADDER_SUPERUSER_PASSWORD: PASSWORD },
      encoding: 'utf8',
    },
  );
  if (made.status !== 0) throw new Error(`create-superuser failed: ${made.stderr}`);
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Ready once /healthz answers (the first start migrates a new database).
  for (;;) {
    if ((await fetch(`${base}/healthz`).catch(() => null))?.status === 200) break;
    if (server.exitCode !== null) throw new Error(`the server exited at start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 60_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('18. SIGTERM', () => {
  it('answers every request in flight, refuses new ones, and exits 0 within the deadline', async () => {
    // Fifty registrations (each hashes a password), each on its own connection and fully sent,
    // then SIGTERM once the first has answered: by then the server holds all fifty.
    const sent: Promise<void>[] = [];
    const inFlight = Array.from({ length: 50 }, () => {
      const body = JSON.stringify({ name: 'Graceful', email: uniqueEmail('term'), password: PASSWORD, consent: true });
      const request = http.request(`${base}/api/v1/users/open`, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      sent.push(once(request, 'finish').then(() => undefined));
      const answered = once(request, 'response').then(([response]) => {
        (response as http.IncomingMessage).resume();
        return (response as http.IncomingMessage).statusCode;
      });
      request.end(body);
      return answered;
    });
    // A member's live stream that their browser dropped (a closed tab) must not hold the drain.
    const login = await fetch(`${base}/api/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({ username: MEMBER, password: PASSWORD }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const dropped = new AbortController();
    const stream = await fetch(`${base}/api/v1/users/current/me/notifications/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal: dropped.signal,
    });
    await stream.body?.getReader().read();
    dropped.abort();
    await Promise.all(sent);
    await Promise.race(inFlight);
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    const settled = await Promise.allSettled(inFlight);
    console.log(
      'SETTLED',
      JSON.stringify(settled.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))),
      output.slice(-3000),
    );
    expect(await Promise.all(inFlight)).toEqual(inFlight.map(() => 201));
    const [code] = (await exited) as [number | null];
    expect(code, output).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 30_000);
});
