import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createTestDatabase, PASSWORD, randomIp, uniqueEmail } from '../../test/helper';
import { startMailbox, type Mailbox } from '../../test/mailbox';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;
let mailbox: Mailbox;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  mailbox = await startMailbox();
  dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-log-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://ladder.test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    SMTP_URL: mailbox.url,
    LOG_LEVEL: 'info',
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp(config, { database, logStream: stream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await mailbox.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('16. no secret or address in a log line', () => {
  it('tokens and addresses in paths and query strings, and mail recipients, never reach the log', async () => {
    const email = uniqueEmail('logged');
    const token = 'SeCrEtToKeN1234567890abcdefghijklmnop';
    const remoteAddress = randomIp();
    await app.inject({
      method: 'POST',
      url: '/api/v1/users/open',
      payload: { name: 'Log', email, password: PASSWORD },
      remoteAddress,
    });
    await app.inject({ method: 'POST', url: `/api/v1/new-account/${token}`, remoteAddress });
    await app.inject({ method: 'POST', url: `/api/v1/password-recovery/${encodeURIComponent(email)}`, remoteAddress });
    await app.inject({ method: 'POST', url: `/api/v1/email-change/${token}?token=${token}`, remoteAddress });
    await app.inject({
      method: 'GET',
      url: `/reset-password?token=${token}&email=${encodeURIComponent(email)}`,
      remoteAddress,
    });
    await app.mailer.idle();
    expect(mailbox.to(email).length).toBeGreaterThan(0);

    expect(lines.some((line) => line.includes('/api/v1/new-account/[redacted]'))).toBe(true);
    const leaks = lines.filter(
      (line) =>
        line.includes(token) ||
        line.toLowerCase().includes(email.toLowerCase()) ||
        line.includes(encodeURIComponent(email)),
    );
    expect(leaks).toEqual([]);
  });
});
