import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase, type Database } from '../src/db/client';
import { PASSWORD, uniqueEmail } from './helper';
import { startCluster, type Cluster } from './pg-cluster';
import { runCli, serverEnv } from './server-process';

/**
 * What the media fault tests share (docs/reliability.md, "Faults"): their own PostgreSQL
 * cluster and data directory, a member made with the CLI, and the member's calls over HTTP.
 */
export interface MediaWorld {
  cluster: Cluster;
  dataDir: string;
  mediaDir: string;
  env: NodeJS.ProcessEnv;
  email: string;
  /** A connection of the test's own, for the invariants (opened on first use). */
  database(): Promise<Database>;
  close(): Promise<void>;
}

export async function startMediaWorld(prefix: string): Promise<MediaWorld> {
  const cluster = await startCluster();
  const dataDir = mkdtempSync(path.join(tmpdir(), `ladder-${prefix}-`));
  const env = serverEnv({ DATA_DIR: dataDir, DATABASE_URL: cluster.url });
  const email = uniqueEmail(prefix);
  try {
    runCli(['create-superuser', email], { ...env, LADDER_SUPERUSER_PASSWORD: PASSWORD });
  } catch (error) {
    cluster.stop();
    throw error;
  }
  let database: Database | undefined;
  return {
    cluster,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    env,
    email,
    async database() {
      database ??= await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 2 });
      return database;
    },
    async close() {
      try {
        await database?.close();
      } finally {
        cluster.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

export async function signIn(base: string, email: string): Promise<Record<string, string>> {
  const answer = await fetch(`${base}/api/v1/login/access-token`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password: PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${await answer.text()}`);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

export async function createPost(base: string, headers: Record<string, string>, content: string): Promise<string> {
  const answer = await fetch(`${base}/api/v1/posts`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ content }),
  });
  if (answer.status !== 201) throw new Error(`post failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { id: string }).id;
}

/** A JPEG of noise: it stays large once re-encoded, so writing it takes many blocks. */
export function noisyJpeg(width = 700, height = 700): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}
