/**
 * The real API server in its own process, as a deployment runs it (`node --import tsx
 * apps/api/src/server.ts`), and readings of its memory: the resident set from /proc, and the
 * V8 heap from its Prometheus /metrics (docs/operations.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/api/test/pg-cluster';
import { onCleanup } from '../lib/lifecycle';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcess {
  url: string;
  pid: number;
  /** DATA_DIR: the media store is its `media` folder. */
  dataDir: string;
  /** stdout and stderr so far (warnings and errors only: LOG_LEVEL=warn). */
  output(): string;
  /**
   * Resident set size (VmRSS) in bytes; the V8 heap in use and reserved, and external memory
   * (buffers), as /metrics reports them.
   */
  memory(): Promise<{ rss: number; heapUsed: number | null; heapTotal: number | null; external: number | null }>;
}

/** The flags `npm start` gives node (package.json; the Dockerfile's the same), so the soak's heap is sized as deployed. */
function startFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return scripts.start.split(' ').filter((part) => part.startsWith('--'));
}

/** Starts the server on a free port over `databaseUrl` and waits until /healthz answers 200. */
export async function startApiProcess(options: {
  databaseUrl: string;
  jwtSecret: string;
  metricsToken: string;
}): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-bench-soak-'));
  onCleanup('data dir', () => rmSync(dataDir, { recursive: true, force: true }));
  // SOAK_CPU_PROFILE=dir: V8 writes the API's CPU profile there when it exits (open it in Chrome's
  // DevTools, Performance panel), to find what a request of the mix spends its CPU on.
  const profile = process.env.SOAK_CPU_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.SOAK_CPU_PROFILE] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, ...startFlags(), '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: '0',
        JWT_SECRET: options.jwtSecret,
        METRICS_TOKEN: options.metricsToken,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  onCleanup('API process', async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  });

  for (;;) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.status === 200) break;
    if (child.exitCode !== null) throw new Error(`the API exited at start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid ?? 0;

  return {
    url,
    pid,
    dataDir,
    output: () => output,
    async memory() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
      const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${options.metricsToken}` } })
        .then((response) => response.text())
        .catch(() => '');
      const metric = (name: string) => {
        const value = new RegExp(`^ladder_${name} (\\d+)`, 'm').exec(metrics)?.[1];
        return value === undefined ? null : Number(value);
      };
      return {
        rss,
        heapUsed: metric('nodejs_heap_size_used_bytes'),
        heapTotal: metric('nodejs_heap_size_total_bytes'),
        external: metric('nodejs_external_memory_bytes'),
      };
    },
  };
}
