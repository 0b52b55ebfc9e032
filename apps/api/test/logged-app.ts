import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { createTestDatabase } from './helper';
import { startMailbox, type Mailbox } from './mailbox';

export interface LoggedApp {
  app: FastifyInstance;
  database: Database;
  mailbox: Mailbox;
  config: Readonly<Config>;
  /** Every log line so far, as written (JSON text). */
  lines: string[];
  close(): Promise<void>;
}

/**
 * An app that logs at `info` into `lines`, for the tests of what log lines hold. `extend` may add
 * routes before the app is ready; `env` adds settings.
 */
export async function createLoggedApp(
  extend?: (app: FastifyInstance) => void,
  env: Record<string, string> = {},
): Promise<LoggedApp> {
  const database = await createTestDatabase();
  const mailbox = await startMailbox();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-log-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://ladder.test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    SMTP_URL: mailbox.url,
    LOG_LEVEL: 'info',
    ...env,
  });
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp(config, { database, logStream: stream });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    mailbox,
    config,
    lines,
    async close() {
      await app.close();
      await mailbox.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
