import http from 'node:http';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { createTestDatabase, PASSWORD, uniqueEmail } from '../test/helper';
import { runCli, serverEnv, startServerProcess, type ServerProcess } from '../test/server-process';

/** The real server in its own process, stopped with SIGTERM as a deployment stops it. */
let server: ServerProcess;
let base: string;
let dataDir: string;
let database: (Database & { url?: string }) | undefined;
const MEMBER = uniqueEmail('stream');

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-server-test-'));
  // On PostgreSQL the server uses a fresh test database; on PGlite its own under DATA_DIR.
  database = process.env.TEST_DB === 'postgres' ? await createTestDatabase() : undefined;
  const env = serverEnv({ DATA_DIR: dataDir, DATABASE_URL: database?.url });
  // A member for the live stream, made before the server holds the database.
  runCli(['create-superuser', MEMBER], { ...env, LADDER_SUPERUSER_PASSWORD: PASSWORD });
  server = await startServerProcess(env);
  base = server.base;
}, 60_000);

afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('18. SIGTERM', () => {
  it('answers every request in flight, refuses new ones, and exits 0 within the deadline', async () => {
    // Fifty registrations (each hashes a password), each on its own connection and fully sent,
    // then SIGTERM once the first has answered: by then the server holds all fifty.
    const sent: Promise<void>[] = [];
    const inFlight = Array.from({ length: 50 }, () => {
      const body = JSON.stringify({
        name: 'Graceful',
        email: uniqueEmail('term'),
        password: PASSWORD,
        adult: true,
        terms: true,
        consent: true,
      });
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
    const exited = server.stop('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(inFlight.map(() => 201));
    expect(await exited, server.output()).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 30_000);
});
