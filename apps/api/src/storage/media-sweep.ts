import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { textArray } from '../db/arrays';
import { queryRows, type Db } from '../db/client';
import type { MediaStore } from './media-store';

/** Files younger than this may belong to an upload whose row is not committed yet. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** Keys asked about in one query. */
const BATCH = 500;

/**
 * The stored keys of this batch that a row still names (media and thumbnails, photos and their
 * small copies, certificates' files and evidence on skills, data exports, share cards).
 */
async function referenced(db: Db, keys: string[]): Promise<Set<string>> {
  const array = textArray(keys);
  const photoKeys = textArray(keys.map((key) => key.replace(/-small\.webp$/, '.webp')));
  const rows = await queryRows<{ key: string | null }>(
    db,
    sql`select m.key from post_media m where m.key = any(${array})
        union all select m.thumbnail_key from post_media m where m.thumbnail_key = any(${array})
        union all select u.photo_path from users u where u.photo_path = any(${photoKeys})
        union all select u.cover_photo_path from users u where u.cover_photo_path = any(${photoKeys})
        union all select p.file_key from profile_items p where p.file_key = any(${array})
        union all select v.file_key from skill_evidence v where v.file_key = any(${array})
        union all select e.archive_key from data_exports e where e.archive_key = any(${array})
        union all select c.key from share_cards c where c.key = any(${array})`,
  );
  const named = new Set(rows.flatMap((row) => (row.key ? [row.key, row.key.replace(/\.webp$/, '-small.webp')] : [])));
  return new Set(keys.filter((key) => named.has(key)));
}

/**
 * Removes stored files that no row names once they are older than `graceMs` (a crash between
 * storing a file and committing its row, a deletion that failed): at start and through the CLI
 * (docs/decisions/0022). Every failed deletion is logged with its keys.
 */
export async function sweepOrphanMedia(deps: {
  db: Db;
  media: MediaStore;
  log: FastifyBaseLogger;
  graceMs?: number;
  now?: Date;
}): Promise<{ checked: number; removed: number }> {
  const { db, media, log, graceMs = SWEEP_GRACE_MS, now = new Date() } = deps;
  let checked = 0;
  let removed = 0;
  for await (const page of media.list()) {
    const old = page.filter((object) => now.getTime() - object.modifiedAt.getTime() >= graceMs).map((o) => o.key);
    checked += page.length;
    if (old.length === 0) continue;
    const named = await referenced(db, old);
    const orphans = old.filter((key) => !named.has(key));
    if (orphans.length === 0) continue;
    try {
      await media.delete(orphans);
      removed += orphans.length;
    } catch (err) {
      log.error({ err, keys: orphans }, 'orphan media could not be deleted');
    }
  }
  if (removed > 0) log.info({ checked, removed }, 'orphan media removed');
  return { checked, removed };
}

/**
 * Files whose upload a crash interrupted (the store's journal of a process that is gone): those
 * a committed row names stay, the others go. Runs before the server listens, so that a restart
 * leaves no orphan behind (docs/decisions/0031).
 */
export async function recoverInterruptedUploads(deps: {
  db: Db;
  media: MediaStore;
  log: FastifyBaseLogger;
}): Promise<{ interrupted: number; removed: number }> {
  const { db, media, log } = deps;
  const interrupted = await media.interrupted(SWEEP_GRACE_MS);
  const { keys } = interrupted;
  let removed = 0;
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const named = await referenced(db, batch);
    const orphans = batch.filter((key) => !named.has(key));
    await media.delete(orphans);
    removed += orphans.length;
  }
  await interrupted.clear();
  if (keys.length > 0) log.warn({ interrupted: keys.length, removed }, 'interrupted uploads recovered');
  return { interrupted: keys.length, removed };
}
