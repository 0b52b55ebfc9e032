/** autocannon runs against the servers, with the CPU they cost. */
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { cpuMeter, type CpuFigures } from './cpu';

const ROTATE_REQUEST = fileURLToPath(new URL('./rotate-request.cts', import.meta.url));

/** One request of a rotation: its Authorization header, and its path and body when given. */
export interface Rotation {
  authorization: string;
  path?: string;
  body?: string;
}

export interface Load {
  url: string;
  connections: number;
  /** Requests rotating through members (see rotate-request.cts); none: `GET url` throughout. */
  rotate?: { method: 'GET' | 'POST' | 'PUT'; path?: string; headers?: Record<string, string>; rotation: Rotation[] };
  /** For the PostgreSQL CPU figures; null when not measurable. */
  postmasterPid: number | null;
  /** Requests a second over all connections; none: as fast as answered. */
  rate?: number;
}

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  cpu: CpuFigures;
}

/**
 * One autocannon run in a worker thread, so that the load generator does not share the event
 * loop of the servers it measures.
 */
export async function cannon(load: Load, duration: number): Promise<Figures> {
  const { rotate } = load;
  const rotating = rotate && {
    method: rotate.method,
    ...(rotate.path === undefined ? {} : { path: rotate.path }),
    setupRequest: ROTATE_REQUEST,
    rotation: rotate.rotation,
  };
  const meter = cpuMeter(load.postmasterPid);
  const result = await autocannon({
    url: load.url,
    connections: load.connections,
    duration,
    workers: 1,
    timeout: 10,
    ...(load.rate ? { overallRate: load.rate } : {}),
    ...(rotate && rotating
      ? { method: rotate.method, ...(rotate.headers ? { headers: rotate.headers } : {}), requests: [rotating] }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    cpu: meter.stop(result.requests.total),
  };
}

/** A warm-up run, then the measured one. */
export async function warmAndMeasure(
  load: Load,
  warmupS: number,
  durationS: number,
  /** Called between the two, as the measured run starts. */
  onMeasure?: () => void,
): Promise<{ warm: Figures; measured: Figures }> {
  const warm = await cannon(load, warmupS);
  onMeasure?.();
  const measured = await cannon(load, durationS);
  return { warm, measured };
}
