import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from './pg-cluster';

/**
 * The real server in its own process, as a deployment runs it: for the tests that stop,
 * kill or starve it (docs/reliability.md, "Faults").
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The environment the server and the CLI run with in these tests; `extra` wins. */
export function serverEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    DEMO_DATA: '0',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '100',
    NEW_ACCOUNT_HOURS: '0',
    SHUTDOWN_TIMEOUT_MS: '10000',
    ...extra,
  };
}

/** Runs one `npm run cli` command (e.g. create-superuser) to completion; throws with its stderr. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/index.ts', ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`cli ${args[0]} failed: ${run.stderr}`);
  return run.stdout;
}

/** The JSON of a server process's answer below 300; any other answer throws with its status and body. */
export async function ok<T>(answer: Promise<Response>): Promise<T> {
  const response = await answer;
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${response.url} -> ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and resolves with the exit code once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `apps/api/src/server.ts` on a free port (or `port`) and resolves once /healthz answers 200. */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  options: { port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  // Ready once /healthz answers (the first start migrates a new database).
  for (;;) {
    if ((await fetch(`${base}/healthz`).catch(() => null))?.status === 200) break;
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited at start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    child,
    output: () => output,
    async stop(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}
