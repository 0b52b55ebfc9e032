import type { FastifyBaseLogger } from 'fastify';
import type { MediaStore } from './media-store';

/**
 * Removes files no row names any more (a certificate's old file, removed evidence), once the
 * change is committed; one that cannot be removed now is logged, and the orphan sweep removes it
 * later (docs/decisions/0022).
 */
export async function forgetFiles(media: Pick<MediaStore, 'delete'>, log: FastifyBaseLogger, keys: (string | null)[]) {
  const stored = keys.filter((key): key is string => key !== null);
  if (stored.length === 0) return;
  await media.delete(stored).catch((err: unknown) => log.error({ err, keys: stored }, 'removed files stayed stored'));
}
