import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, root } from '../../../../scripts/compiled.mjs';
import { freePort } from '../../test/pg-cluster';
import { serverEnv } from '../../test/server-process';

/**
 * A user or a supervisor stops Ladder by signalling the one process it started (`npm start`, or
 * `node scripts/start.mjs`), not its whole process group: SIGTERM and SIGINT to that process drain
 * and stop the server, and nothing is left listening (docs/operations.md "A compiled server").
 */

let dataDir: string;
const started: ChildProcess[] = [];

beforeAll(() => {
  // Built once here (when missing or stale), so that no start below spends its time building.
  ensureBuilt({ web: true });
  // One fresh embedded database for the cases, one after the other: only the first migrates it.
  dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-start-'));
});

afterAll(() => {
  // A process a failed case left behind: its whole group (each start has its own), by its id.
  for (const child of started) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The parent of each running process (Linux's /proc). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: the command name may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // The process ended while being read.
    }
  }
  return map;
}

/** Every process below `pid`. */
function descendants(pid: number): number[] {
  const tree = parents();
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, ppid] of tree) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether something accepts connections on the port. */
function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts `command` as a user would, on the embedded database, and resolves once /readyz answers 200. */
async function start(command: string, args: string[]) {
  const port = await freePort();
  const env = serverEnv({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
  });
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'SMTP_URL']) delete env[name];
  // Its own process group, so that only the one process is signalled below (as `kill PID` does).
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  for (;;) {
    if ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200) break;
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited at start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, exited, output: () => output };
}

describe('a signal to the process that was started', () => {
  it.each([
    ['npm start', 'SIGTERM'],
    ['npm start', 'SIGINT'],
    ['node scripts/start.mjs', 'SIGTERM'],
  ] as const)('%s, sent %s, drains and stops the server: nothing is left', async (command, signal) => {
    const [program = '', ...args] = command.split(' ');
    const run = await start(program === 'node' ? process.execPath : program, args);
    const pid = run.child.pid ?? 0;
    const below = descendants(pid);
    run.child.kill(signal);
    const [code] = await run.exited;
    // Once the started process has ended, the server has too: it closed its port and no process
    // it ran is left (a server left behind would still answer).
    expect({ listening: await isListening(run.port), left: below.filter(isAlive) }).toEqual({
      listening: false,
      left: [],
    });
    expect(run.output()).toContain(`${signal} received, closing`);
    expect(code).toBe(0);
  });
});
