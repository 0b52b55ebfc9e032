import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PASSWORD, uniqueEmail } from './helper';
import { freePort, startCluster, type Cluster } from './pg-cluster';
import { startRedis, type RedisServer } from './redis';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { startS3 } from './s3-server';
import { runCli, serverEnv, startServerProcess, type ServerProcess } from './server-process';

/**
 * Ladder as compose.yaml runs it, on loopback (docs/reliability.md, "Several instances"): one
 * PostgreSQL cluster, one Redis, one S3-compatible server, two server processes that share them
 * and nothing else (each its own DATA_DIR), and a round-robin proxy in front.
 */
export interface Instances {
  cluster: Cluster;
  s3: Awaited<ReturnType<typeof startS3>>;
  servers: ServerProcess[];
  proxy: RoundRobinProxy;
  dataDirs: string[];
  /** Members made with the CLI before the servers started, each with PASSWORD. */
  emails: string[];
  close(): Promise<void>;
}

/** The bucket's path on the proxy, as deploy/Caddyfile routes it. */
export const MEDIA_PREFIX = '/ladder-media';

export async function startInstances(members: number): Promise<Instances> {
  const closers: (() => unknown)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await Promise.resolve(closer()).catch(() => undefined);
  };
  try {
    const cluster = await startCluster();
    closers.push(() => cluster.stop());
    const redis: RedisServer = await startRedis();
    closers.push(() => redis.close());
    const s3 = await startS3(MEDIA_PREFIX.slice(1));
    closers.push(() => s3.stop());
    // The proxy is started first, with its upstreams' ports chosen now, so that S3_PUBLIC_URL
    // can name it: media URLs point at the proxy, which passes them to the bucket.
    const ports = [await freePort(), await freePort()];
    const proxy = await startRoundRobinProxy({
      upstreams: ports.map((port) => `http://127.0.0.1:${port}`),
      media: { prefix: `${MEDIA_PREFIX}/`, upstream: s3.endpoint },
    });
    closers.push(() => proxy.close());
    const dataDirs = ports.map(() => mkdtempSync(path.join(tmpdir(), 'ladder-instance-')));
    closers.push(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    const env = (dataDir: string) =>
      serverEnv({
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        REDIS_URL: redis.url,
        PUBLIC_URL: proxy.base,
        ...s3.env,
        S3_PUBLIC_URL: `${proxy.base}${MEDIA_PREFIX}`,
        // The proxy (and the test, calling an instance directly) is on loopback: the client is
        // the address it vouches for in X-Forwarded-For (docs/decisions/0013).
        TRUST_PROXY: 'loopback',
        // The real limits: the rate-limit check counts to them.
        RATE_LIMIT_SCALE: '1',
        NEW_ACCOUNT_HOURS: '0',
      });
    const emails = Array.from({ length: members }, () => uniqueEmail('multi'));
    for (const email of emails) {
      runCli(['create-superuser', email, '--name', 'Multi Member'], {
        ...env(dataDirs[0]!),
        LADDER_SUPERUSER_PASSWORD: PASSWORD,
      });
    }
    const servers: ServerProcess[] = [];
    closers.push(() => Promise.all(servers.map((server) => server.stop('SIGKILL'))));
    // One after the other: the first applies the migrations (the CLI already did), the second finds them.
    for (const [i, port] of ports.entries()) servers.push(await startServerProcess(env(dataDirs[i]!), { port }));
    return { cluster, s3, servers, proxy, dataDirs, emails, close };
  } catch (error) {
    await close();
    throw error;
  }
}
