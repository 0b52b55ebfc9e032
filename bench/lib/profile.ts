import { mkdirSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

/**
 * With BENCH_PROFILE=<dir>, records a CPU profile of this process (the API's event loop) during
 * one run and writes it as <dir>/<name>.cpuprofile, to open in Chrome DevTools.
 */
export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return work();
  const session = new inspector.Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
