import { sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import { industriesRepository } from '../career-tracks/industries.repository';

// A moderator's hide or removal of a career track, and its undoing (docs/api/safety.md
// "Moderation"). A shared track is taken off every shared surface by leaving the shared status
// (every public read asks for it) and its industry's count; its post in the feed is marked like any
// hidden or removed post. Only a shared track has a post, which is how an appeal granted knows
// to share it again.

export const trackModerationRepository = {
  /** Hides or removes the track; its post in the feed follows. */
  async mark(db: DbOrTx, id: string, action: 'hide' | 'remove', rule: string): Promise<void> {
    const removedAt = action === 'remove' ? sql`now()` : sql`null`;
    const [before] = await queryRows<{ status: string; industry_id: string }>(
      db,
      sql`select status, industry_id from career_tracks where id = ${id}::uuid for update`,
    );
    if (!before) return;
    await db.execute(
      sql`update career_tracks set hidden_reason = ${rule}, removed_at = ${removedAt},
            status = case when status = 'shared' then 'completed' else status end
          where id = ${id}::uuid`,
    );
    if (before.status === 'shared') await industriesRepository.addToCount(db, before.industry_id, -1);
    await db.execute(
      sql`update posts set hidden_reason = ${rule}, removed_at = ${removedAt} where career_track_id = ${id}::uuid`,
    );
  },

  /** An appeal granted: the track is its author's again, and shared again if it was. */
  async undo(db: DbOrTx, id: string): Promise<void> {
    const [after] = await queryRows<{ shared: boolean; industry_id: string }>(
      db,
      sql`update career_tracks t set hidden_reason = null, removed_at = null,
            status = case when exists (select 1 from posts p where p.career_track_id = t.id) then 'shared' else t.status end
          where t.id = ${id}::uuid and t.hidden_reason is not null
          returning t.status = 'shared' as shared, t.industry_id`,
    );
    if (!after) return;
    if (after.shared) await industriesRepository.addToCount(db, after.industry_id, 1);
    await db.execute(sql`update posts set hidden_reason = null, removed_at = null where career_track_id = ${id}::uuid`);
  },

  /**
   * The end of a removed track's 90 days of evidence: the track goes, with its post, its media
   * rows and everything that cascades from it; the stored files to delete once this commits.
   */
  async erase(db: DbOrTx, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const removed = uuidArray(ids);
    const media = await queryRows<{ key: string; thumbnail_key: string | null }>(
      db,
      sql`select m.key, m.thumbnail_key from post_media m join posts p on p.id = m.post_id
          join career_tracks t on t.id = p.career_track_id
          where t.id = any(${removed}) and t.removed_at is not null`,
    );
    await db.execute(sql`delete from career_tracks where id = any(${removed}) and removed_at is not null`);
    return media.flatMap((row) => [row.key, ...(row.thumbnail_key ? [row.thumbnail_key] : [])]);
  },
};
