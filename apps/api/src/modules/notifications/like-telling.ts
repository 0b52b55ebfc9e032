import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { createQueueDrain } from '../../lib/queue-drain';
import { errorMessage } from '../../lib/log-redaction';

/** Likes told in one statement. */
const BATCH = 500;

export interface LikeTellingTimes {
  /** How long a like written here waits for others to gather. */
  gatherMs: number;
  /** How often an instance looks for the likes written elsewhere. */
  pollMs: number;
}

export const LIKE_TELLING_TIMES: LikeTellingTimes = { gatherMs: 100, pollMs: 1000 };

export interface LikeTelling {
  /** A like was written here: it is told within `gatherMs`, with the others that came meanwhile. */
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
export function createLikeTelling(deps: { db: Db; log: FastifyBaseLogger; times: LikeTellingTimes }): LikeTelling {
  const { db, log } = deps;
  const { gatherMs, pollMs } = deps.times;
  const runOnce = async () => {
    const [row] = await queryRows<{ taken: number }>(db, sql`select ladder_tell_likes(${BATCH}) as taken`);
    return row?.taken ?? 0;
  };
  const queue = createQueueDrain({
    runOnce,
    batch: BATCH,
    pollMs,
    onError: (error) => log.error({ error: errorMessage(error) }, 'like notices unavailable'),
  });
  return {
    soon: () => queue.soon(gatherMs),
    idle: () => queue.idle(),
    close: () => queue.close(),
  };
}
