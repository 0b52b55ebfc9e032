/** CPU used during a run: by this process, by the PostgreSQL cluster, and by the whole machine. */
import { readdirSync, readFileSync } from 'node:fs';
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
}

const CLOCK_TICKS = 100;

/** The fields of a /proc/<pid>/stat line after the command name (which may hold spaces). */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');
const parentPid = (stat: string) => Number(statFields(stat)[1]);
/** utime + stime of a /proc/<pid>/stat line, in ms. */
const cpuMsOf = (stat: string) => {
  const fields = statFields(stat);
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};

/** The postmaster of the server `client` is connected to, when that server runs on this machine. */
export async function postmasterPidOf(client: pg.Client): Promise<number> {
  const backend = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return parentPid(readFileSync(`/proc/${backend.rows[0]?.pid ?? 0}/stat`, 'utf8'));
}

/**
 * utime + stime (ms) of the postmaster and each of its children, read from /proc; null when
 * PostgreSQL runs elsewhere. Kept per process: backends come and go with the API's pool.
 */
function postgresCpuMs(postmasterPid: number | null): Map<number, number> | null {
  if (postmasterPid === null) return null;
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (parentPid(stat) === postmasterPid || Number(entry) === postmasterPid) cpu.set(Number(entry), cpuMsOf(stat));
    } catch {
      // the process ended meanwhile
    }
  }
  return cpu;
}

/** CPU used between two readings by the processes alive at the second (new ones count from 0). */
function postgresCpuDelta(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let ms = 0;
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0);
  return ms;
}

/** utime + stime (ms) of one process of this machine, from /proc; 0 once it has ended. */
function processCpuMs(pid: number): number {
  try {
    return cpuMsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
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
  const server = serverPid === undefined ? null : processCpuMs(serverPid);
  const pgStart = postgresCpuMs(postmasterPid);
  const machine = machineTicks();
  return {
    stop(requests) {
      const used = process.cpuUsage(node);
      const pgUsed = postgresCpuDelta(pgStart, postgresCpuMs(postmasterPid));
      const machineEnd = machineTicks();
      const per = Math.max(requests, 1);
      return {
        nodeMsPerRequest: (used.user + used.system) / 1000 / per,
        serverMsPerRequest:
          serverPid === undefined || server === null ? null : (processCpuMs(serverPid) - server) / per,
        pgMsPerRequest: pgUsed === null ? null : pgUsed / per,
        machineBusy: (machineEnd.busy - machine.busy) / Math.max(machineEnd.total - machine.total, 1),
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
