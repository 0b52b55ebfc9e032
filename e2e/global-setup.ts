import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startCluster } from '../apps/api/test/pg-cluster';
import { startMailbox } from '../apps/api/test/mailbox';
import { startOidcProvider } from '../apps/api/test/oidc-provider';
import { ensureBuilt } from '../scripts/compiled.mjs';
import { MODERATOR_EMAIL, moderatorEmailOf, PASSWORD } from './fixtures';

/**
 * Starts a real SMTP server (with a small JSON window onto what it received) and the real
 * Ladder server on a throwaway PostgreSQL cluster (or, with E2E_DB=pglite, a fresh embedded
 * database), all on loopback; stops them afterwards. PostgreSQL by default: the embedded
 * database runs inside the server's own thread, so two browsers' requests queue behind each
 * other's queries (the API suites prove both databases).
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..');
  const mailbox = await startMailbox();
  const mailApi = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '';
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(to ? mailbox.to(to) : mailbox.messages));
  });
  const mailPort = await freePort();
  await new Promise<void>((resolve) => mailApi.listen(mailPort, '127.0.0.1', resolve));

  // A real OpenID Connect provider on loopback stands in for LinkedIn.
  const oidc = await startOidcProvider();
  oidc.setPerson({
    sub: 'e2e-linkedin-member',
    email: 'linkedin-member@example.com',
    email_verified: true,
    name: 'Đặng Thùy Linh',
  });

  const cluster = process.env.E2E_DB === 'pglite' ? null : await startCluster();
  // The server and create-superuser write to the same database.
  const database = cluster ? { DATABASE_URL: cluster.url } : {};
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The compiled server, as `npm start` and the container run it (built here when stale).
  ensureBuilt({ web: false });
  // The moderators of the browser tests (one for the API, one per language for the console),
  // made as an operator makes one (README, `create-superuser`).
  for (const [email, name] of [
    [MODERATOR_EMAIL, 'Mai Moderator'],
    [moderatorEmailOf('en'), 'Mai Moderator (en)'],
    [moderatorEmailOf('vi'), 'Mai Kiểm duyệt (vi)'],
  ] as const) {
    const superuser = spawnSync(process.execPath, ['apps/api/dist/cli.js', 'create-superuser', email, '--name', name], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        ...database,
        DEMO_DATA: '0',
        LADDER_SUPERUSER_PASSWORD: PASSWORD,
      },
    });
    if (superuser.status !== 0) throw new Error(`create-superuser: ${superuser.stderr.toString()}`);
  }
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...database,
      PUBLIC_URL: baseUrl,
      SMTP_URL: mailbox.url,
      DEMO_DATA: '0',
      // All browser tests come from 127.0.0.1, with no proxy: the limits per address are scaled
      // up for them (README, RATE_LIMIT_SCALE; docs/decisions/0013).
      RATE_LIMIT_SCALE: '100',
      // Fresh members write more than a first day allows (docs/api/safety.md "New accounts").
      NEW_ACCOUNT_HOURS: '0',
      // Browser tests' members are minutes old: they may endorse at once.
      ENDORSER_MIN_ACCOUNT_DAYS: '0',
      LINKEDIN_CLIENT_ID: 'e2e-linkedin-client',
      LINKEDIN_CLIENT_SECRET: 'e2e-linkedin-secret',
      OIDC_LINKEDIN_ISSUER: oidc.issuer,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  // A server that never gets ready leaves no PostgreSQL behind.
  const fail = (message: string): never => {
    server.kill('SIGTERM');
    cluster?.stop();
    throw new Error(message);
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) fail(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) fail('the server did not become ready in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${mailPort}`;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    mailApi.close();
    await mailbox.close();
    await oidc.stop();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
