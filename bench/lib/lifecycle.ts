/** What every benchmark run shares: printing, cleanup on any exit, and the time limit. */
import os from 'node:os';

export const log = (line = '') => console.log(line);
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The machine, for the heading: CPUs, memory and Node version. */
export const machine = () =>
  `${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, node ${process.version}`;

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Cleanup actions, run last-in first-out exactly once, whatever happened before. */
const cleanups: { name: string; run: () => unknown }[] = [];
let cleanedUp: Promise<void> | undefined;

export function onCleanup(name: string, run: () => unknown): void {
  cleanups.push({ name, run });
}

function cleanup(): Promise<void> {
  cleanedUp ??= (async () => {
    for (const { name, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`cleanup of ${name} failed:`, error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleanedUp;
}

/**
 * Runs a benchmark's main: cut off (and cleaned up) past the time limit or on SIGINT/SIGTERM,
 * and always cleaned up at the end.
 */
export async function runBench(main: () => Promise<void>, timeLimitMs = 15 * 60_000): Promise<void> {
  const watchdog = setTimeout(() => {
    console.error(`bench: over the time limit of ${timeLimitMs / 60_000} minutes, stopping`);
    void cleanup().finally(() => process.exit(2));
  }, timeLimitMs);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));

  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}
