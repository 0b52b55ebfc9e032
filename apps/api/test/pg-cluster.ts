import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The newest PostgreSQL server binaries on this machine (Debian puts them under /usr/lib/postgresql/N/bin). */
export function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(root, versions[0], 'bin');
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0 && existsSync(path.join(pgConfig.stdout.trim(), 'initdb'))) return pgConfig.stdout.trim();
  throw new Error('PostgreSQL server binaries not found: install the postgresql package (see .ci/run)');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Cluster {
  url: string;
  /** Stops the server as a crash or a restart does (`-m immediate`), keeping its data. */
  halt(): void;
  /** Starts the halted server again on the same port. */
  resume(): void;
  stop(): void;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, tuned for tests (no fsync).
 * As root it runs as the `postgres` system user, since PostgreSQL refuses to run as root.
 */
export async function startCluster(options: { settings?: string[] } = {}): Promise<Cluster> {
  const bin = findPostgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'ladder-pg-'));
  const data = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  const asPostgres = (command: string, args: string[]) => {
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { stdio: 'pipe' });
  };
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const port = await freePort();
  const settings = [
    '-c listen_addresses=127.0.0.1',
    `-p ${port}`,
    `-k ${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    ...(options.settings ?? []),
  ].join(' ');
  const start = () =>
    asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start']);
  const halt = () => asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
  start();
  let isRunning = true;
  let isStopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt() {
      if (!isRunning) return;
      halt();
      isRunning = false;
    },
    resume() {
      if (isRunning) return;
      start();
      isRunning = true;
    },
    stop() {
      if (isStopped) return;
      isStopped = true;
      try {
        if (isRunning) halt();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
