import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestContext } from './helper';

export interface LoggedApp extends TestContext {
  /** Every log line so far, as written (JSON text). */
  lines: string[];
}

/**
 * An app that logs at `info` into `lines`, for the tests of what log lines hold. `extend` may add
 * routes before the app is ready; `env` adds settings.
 */
export async function createLoggedApp(
  extend?: (app: FastifyInstance) => void,
  env: Record<string, string> = {},
): Promise<LoggedApp> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const ctx = await createTestApp({ LOG_LEVEL: 'info', ...env }, { logStream, extend });
  return { ...ctx, lines };
}
