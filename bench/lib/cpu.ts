/** CPU used during a run: by this process, by the PostgreSQL cluster, and by the whole machine. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

export interface CpuFigures {
  /** CPU of this process (API, bare server and the autocannon worker), ms per answered request. */
  nodeMsPerRequest: number;
  /** CPU of the server process given to `cpuMeter`, ms per answered request (null without one). */
  serverMsPerRequest: number | null;
  /** CPU of the cluster's server processes, ms per answered request (null if not measurable). */
  pgMsPerRequest: number | null;
  /** Share of the whole machine busy during the run, whoever used it. */
  machineBusy: number;
  /**
   * Share of the server's and of the cluster's CPU spent in the kernel (system time: sockets,
   * files), beside the time in their own code; null where not measured.
   */
  kernelShare: { server: number | null; pg: number | null };
}

const CLOCK_TICKS = 100;

/** The fields of a /proc/<pid>/stat line after the command name (which may hold spaces). */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');
const parentPid = (stat: string) => Number(statFields(stat)[1]);
/** CPU time in ms: in the process's own code (user) and in the kernel for it (system). */
interface CpuParts {
  user: number;
  system: number;
}
/** utime and stime of a /proc/<pid>/stat line. */
const cpuPartsOf = (stat: string): CpuParts => {
  const fields = statFields(stat);
  return { user: (Number(fields[11]) * 1000) / CLOCK_TICKS, system: (Number(fields[12]) * 1000) / CLOCK_TICKS };
};
const NONE: CpuParts = { user: 0, system: 0 };
const minus = (a: CpuParts, b: CpuParts): CpuParts => ({ user: a.user - b.user, system: a.system - b.system });
const plus = (a: CpuParts, b: CpuParts): CpuParts => ({ user: a.user + b.user, system: a.system + b.system });
const totalOf = (parts: CpuParts) => parts.user + parts.system;
const kernelShareOf = (parts: CpuParts) => (totalOf(parts) > 0 ? parts.system / totalOf(parts) : 0);

/** The server process serving this connection (on this machine or not). */
export async function backendPidOf(client: pg.Client): Promise<number> {
  const backend = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return backend.rows[0]?.pid ?? 0;
}

/** The postmaster of the server `client` is connected to, when that server runs on this machine. */
export async function postmasterPidOf(client: pg.Client): Promise<number> {
  return parentPid(readFileSync(`/proc/${await backendPidOf(client)}/stat`, 'utf8'));
}

/** CPU (ms, own code and kernel) a process of this machine has used so far; null for no such process. */
export const cpuMsOf = (pid: number): number | null => (existsSync(`/proc/${pid}`) ? totalOf(processCpu(pid)) : null);

/**
 * utime and stime (ms) of the postmaster and each of its children, read from /proc; null when
 * PostgreSQL runs elsewhere. Kept per process: backends come and go with the API's pool.
 */
function postgresCpu(postmasterPid: number | null): Map<number, CpuParts> | null {
  if (postmasterPid === null) return null;
  const cpu = new Map<number, CpuParts>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (parentPid(stat) === postmasterPid || Number(entry) === postmasterPid)
        cpu.set(Number(entry), cpuPartsOf(stat));
    } catch {
      // the process ended meanwhile
    }
  }
  return cpu;
}

/** CPU used between two readings by the processes alive at the second (new ones count from 0). */
function postgresCpuDelta(before: Map<number, CpuParts> | null, after: Map<number, CpuParts> | null): CpuParts | null {
  if (!before || !after) return null;
  let used = NONE;
  for (const [pid, now] of after) used = plus(used, minus(now, before.get(pid) ?? NONE));
  return used;
}

/** utime and stime (ms) of one process of this machine, from /proc; none once it has ended. */
function processCpu(pid: number): CpuParts {
  try {
    return cpuPartsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return NONE;
  }
}

function machineTicks(): { busy: number; total: number } {
  const [, ...values] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return { busy: total - idle, total };
}

/** With `serverPid`, also the CPU of a server in a process of its own (the soak's API). */
export function cpuMeter(postmasterPid: number | null, serverPid?: number): { stop(requests: number): CpuFigures } {
  const node = process.cpuUsage();
  const server = serverPid === undefined ? null : processCpu(serverPid);
  const pgStart = postgresCpu(postmasterPid);
  const machine = machineTicks();
  return {
    stop(requests) {
      const used = process.cpuUsage(node);
      const pgUsed = postgresCpuDelta(pgStart, postgresCpu(postmasterPid));
      const serverUsed = serverPid === undefined || server === null ? null : minus(processCpu(serverPid), server);
      const machineEnd = machineTicks();
      const per = Math.max(requests, 1);
      return {
        nodeMsPerRequest: (used.user + used.system) / 1000 / per,
        serverMsPerRequest: serverUsed === null ? null : totalOf(serverUsed) / per,
        pgMsPerRequest: pgUsed === null ? null : totalOf(pgUsed) / per,
        machineBusy: (machineEnd.busy - machine.busy) / Math.max(machineEnd.total - machine.total, 1),
        kernelShare: {
          server: serverUsed === null ? null : kernelShareOf(serverUsed),
          pg: pgUsed === null ? null : kernelShareOf(pgUsed),
        },
      };
    },
  };
}

/**
 * Waits until the whole machine has been at most `busyAtMost` busy over one second (what ran
 * before, such as seeding, VACUUM or a checkpoint, has died down), for at most `limitMs`.
 * Returns how busy the last second was.
 */
export async function settle(busyAtMost = 0.1, limitMs = 60_000): Promise<number> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const start = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const end = machineTicks();
    const busy = (end.busy - start.busy) / Math.max(end.total - start.total, 1);
    if (busy <= busyAtMost || Date.now() >= deadline) return busy;
  }
}
