import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { smtpTransport } from '../src/mail/transports';
import type { UserRow } from '../src/modules/users/users.repository';
import { startMailbox, type Mailbox } from './mailbox';

export const PASSWORD = 'Ladder#Climb42';

/** A fresh copy of the run's migrated, seeded template database, on the back end this run tests. */
/** `url`: on PostgreSQL, where a separate process (the real server) can reach the same database. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const testDb = inject('testDb');
  if (testDb.kind === 'pglite') {
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(testDb.templateFile)]) });
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: testDb.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${testDb.template}`);
  await admin.end();
  const url = new URL(testDb.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDb.adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  mailbox: Mailbox;
  config: Readonly<Config>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, sending mail through SMTP to a real SMTP server on loopback.
 * It logs nothing unless given `logStream`; `extend` may add routes before the app is ready.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    extend,
    ...deps
  }: Pick<AppDeps, 'webRoot' | 'onRoute' | 'logStream' | 'sitemapMaxUrls' | 'likeTellingTimes'> & {
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const mailbox = await startMailbox();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://ladder.test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    SMTP_URL: mailbox.url,
    LOG_LEVEL: 'silent',
    // The first-day limits would refuse the many posts a test's fresh members write (first-day.api.test.ts sets 24).
    NEW_ACCOUNT_HOURS: '0',
    ...env,
  });
  const app = await buildApp(config, {
    database,
    ...(deps.logStream ? {} : { logger: false }),
    mailTransport: smtpTransport(mailbox.url),
    ...deps,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    mailbox,
    config,
    async close() {
      await app.close();
      await mailbox.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test app of a whole test file: made in the file's `beforeAll`, closed in its `afterAll`.
 * The object returned is filled in once the app is made, so the file's helpers may hold it from
 * the start and read it inside the tests.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(...args));
  });
  afterAll(async () => {
    // Absent when making the app failed: that failure is the one to read.
    if ('close' in ctx) await ctx.close();
  });
  return ctx;
}

const noop = () => undefined;
const silentLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
} as unknown as FastifyInstance['log'];

let sequence = 0;
/** A distinct client address, so that tests do not share one rate-limit bucket. */
export const randomIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
export const uniqueEmail = (prefix = 'member') => `${prefix}${Date.now().toString(36)}${(sequence += 1)}@example.com`;

/** A sign-in, from its own client address unless a test names one (the limits have their own tests). */
export async function login(
  ctx: TestContext,
  email: string,
  password = PASSWORD,
  remoteAddress = randomIp(),
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      username: email,
      password,
      grant_type: '',
      scope: '',
      client_id: '',
      client_secret: '',
    }).toString(),
  });
}

/** Signs a member in and returns the Authorization header to send. */
export async function authHeader(ctx: TestContext, user: Pick<UserRow, 'email'>, password = PASSWORD) {
  const response = await login(ctx, user.email, password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ access_token: string }>().access_token}` };
}

/** A multipart/form-data body with files under one field, as browsers send them. */
export function multipart(files: { name: string; type: string; body: Buffer }[], field = 'files') {
  const boundary = `----ladder${randomUUID().replaceAll('-', '')}`;
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type Headers = Record<string, string>;

/** method, `/api/v1` path, headers and, when given, a JSON body. */
export type ApiCall = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: object];

/** A call to `/api/v1{url}` with these headers, and this JSON body when given. */
export function callApi(
  ctx: TestContext,
  ...[method, url, headers = {}, payload]: ApiCall
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
}

/** The headers of the uploader, the target folder and the files. */
export type UploadArgs = [headers: Headers, target: string, files: { name: string; type: string; body: Buffer }[]];

/** Uploads files to `target` (e.g. `posts/{id}`, `users/{id}/photos`) as a browser would. */
export function uploadFiles(
  ctx: TestContext,
  ...[headers, target, files]: UploadArgs
): Promise<LightMyRequestResponse> {
  const body = multipart(files);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/utils/upload-files/?path=${encodeURIComponent(target)}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
