import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { createQueueDrain } from '../../lib/queue-drain';
import { errorMessage } from '../../lib/log-redaction';

/** Likes told in one statement; how long a like waits for others to gather; the look for other instances' likes. */
const BATCH = 500;
const GATHER_MS = 100;
const POLL_MS = 1000;

export interface LikeTelling {
  /** A like was written here: it is told within GATHER_MS, with the others that came meanwhile. */
  soon(): void;
  /** Resolves once no like waits to be told. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tells the likes waiting in `like_notices` to their posts' authors, in batches, on every
 * instance (docs/decisions/0064-likes-told-in-batches.md): a like storm updates its post's
 * notification once a batch, not once a like, and outside the likes' own transactions.
 */
export function createLikeTelling(deps: { db: Db; log: FastifyBaseLogger }): LikeTelling {
  const { db, log } = deps;
  const runOnce = async () => {
    const [row] = await queryRows<{ taken: number }>(db, sql`select ladder_tell_likes(${BATCH}) as taken`);
    return row?.taken ?? 0;
  };
  const queue = createQueueDrain({
    runOnce,
    batch: BATCH,
    pollMs: POLL_MS,
    onError: (error) => log.error({ error: errorMessage(error) }, 'like notices unavailable'),
  });
  return {
    soon: () => queue.soon(GATHER_MS),
    idle: () => queue.idle(),
    close: () => queue.close(),
  };
}
