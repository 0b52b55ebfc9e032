import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../../test/helper';
import { startMailbox, type Mailbox } from '../../test/mailbox';
import { freePort, startCluster, type Cluster } from '../../test/pg-cluster';
import { serverEnv, startServerProcess, type ServerProcess } from '../../test/server-process';
import { until } from '../../test/until';

/**
 * SIGKILL right after a registration answered (docs/reliability.md, "Faults"): the activation
 * mail waits in the durable outbox (docs/decisions/0021) and a new process sends it, once.
 * The lease is short here (MAIL_LEASE_SECONDS) so that a mail the killed process had claimed is
 * taken over in seconds rather than two minutes.
 */
const LEASE_SECONDS = '2';

let cluster: Cluster;
let outbox: pg.Client;
let mailbox: Mailbox;
let dataDir: string;
const servers: ServerProcess[] = [];

const env = (smtpUrl: string) =>
  serverEnv({ DATA_DIR: dataDir, DATABASE_URL: cluster.url, SMTP_URL: smtpUrl, MAIL_LEASE_SECONDS: LEASE_SECONDS });

async function start(smtpUrl: string): Promise<ServerProcess> {
  const server = await startServerProcess(env(smtpUrl));
  servers.push(server);
  return server;
}

const register = (server: ServerProcess, email: string) =>
  fetch(`${server.base}/api/v1/users/open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'vi' },
    body: JSON.stringify({ name: 'Crash Test', email, password: PASSWORD, adult: true, terms: true, consent: true }),
  });

interface OutboxRow {
  attempts: number;
  is_leased: boolean;
}

/** The outbox rows of one address, read as another process sees them. */
async function rowsFor(email: string): Promise<OutboxRow[]> {
  const result = await outbox.query<OutboxRow>(
    `select attempts, coalesce(locked_until > now(), false) as is_leased from mail_outbox where to_address = $1`,
    [email],
  );
  return result.rows;
}

/**
 * An SMTP server that accepts connections and never greets: a send to it hangs, as with a
 * mail server that is overloaded or unreachable behind a firewall that drops packets.
 */
async function startSilentSmtp() {
  const sockets = new Set<Socket>();
  let connected: () => void = () => undefined;
  const isConnected = new Promise<void>((resolve) => (connected = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    isConnected,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** After the crash, a new process with SMTP working sends the mail; then its row is gone, so no copy can follow. */
async function expectSentOnce(email: string, fault: string) {
  const restarted = await start(mailbox.url);
  const startedAt = performance.now();
  await until(async () => mailbox.to(email).length > 0);
  const arrivedAfter = performance.now() - startedAt;
  await until(async () => (await rowsFor(email)).length === 0);
  console.log(
    `Outbox after SIGKILL, ${fault}: the activation mail arrived ${arrivedAfter.toFixed(0)} ms after the new process was up; copies: ${mailbox.to(email).length}`,
  );
  expect(mailbox.to(email).map((mail) => mail.subject)).toEqual([mailbox.last(email).subject]);
  expect(mailbox.last(email).language).toBe('vi');
  // The link works: the account activates.
  const activation = await fetch(`${restarted.base}/api/v1/new-account/${mailbox.last(email).token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(activation.status).toBe(200);
  await restarted.stop('SIGKILL');
}

beforeAll(async () => {
  cluster = await startCluster();
  dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-faults-'));
  mailbox = await startMailbox();
  outbox = new pg.Client({ connectionString: cluster.url });
  await outbox.connect();
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await outbox?.end();
  await mailbox?.close();
  cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGKILL right after a registration answered', () => {
  it('with SMTP down: the activation mail is sent once by the next process', async () => {
    const down = `smtp://127.0.0.1:${await freePort()}`;
    const first = await start(down);
    const email = uniqueEmail('killed');
    expect((await register(first, email)).status).toBe(201);
    await first.stop('SIGKILL');
    expect(await rowsFor(email)).toHaveLength(1);
    await expectSentOnce(email, 'SMTP down');
  });

  it('with SMTP hanging: the mail the killed process was sending is taken over once its lease ends', async () => {
    const silent = await startSilentSmtp();
    try {
      const first = await start(silent.url);
      const email = uniqueEmail('killed');
      expect((await register(first, email)).status).toBe(201);
      // The process is handing the mail to SMTP when it dies: claimed, leased, not sent.
      await silent.isConnected;
      await first.stop('SIGKILL');
      expect(await rowsFor(email)).toEqual([{ attempts: 1, is_leased: true }]);
      await expectSentOnce(email, 'SMTP hanging');
    } finally {
      await silent.close();
    }
  });
});
