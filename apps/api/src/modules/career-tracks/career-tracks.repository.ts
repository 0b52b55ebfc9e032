import { skillRowValue, type SkillRowValue } from '@ladder/shared/schemas/career-tracks';
import { eq, sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import { lockMemberRow } from '../../db/locks';
import { notBlockedFor } from '../../db/visibility';
import type { CountRow } from '../../db/row-schemas';
import { careerTrackNext, careerTracks, careerTrackSkills } from '../../db/schema';
import { holdsEducatorPlan } from '../subscriptions/educator';

export type CareerTrackRow = typeof careerTracks.$inferSelect;

/**
 * Who sees a track (alias `t`): its owner, and any member once it is shared by an active
 * member. Drafts and completed tracks stay with their owner, and so does a track a moderator hid
 * (no longer shared); one a moderator removed is seen by no one.
 */
export const visibleTo = (viewerId: string, t: string) =>
  sql`(${sql.raw(t)}.removed_at is null and (${sql.raw(t)}.user_id = ${viewerId}::uuid or (${sql.raw(t)}.status = 'shared'
       and exists (select 1 from users vu where vu.id = ${sql.raw(t)}.user_id and vu.is_active)
       and ${notBlockedFor(viewerId, sql`${sql.raw(t)}.user_id`)})))`;

/** Tracks written, locked and voted on; what answers show of them is in track-views.repository.ts. */
export const careerTracksRepository = {
  /** Locks the member's row: counting tracks and adding one is then atomic. */
  lockOwner: lockMemberRow,

  async countOwned(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await queryRows<CountRow>(
      db,
      sql`select count(*)::int as n from career_tracks where user_id = ${userId}::uuid and removed_at is null`,
    );
    return row?.n ?? 0;
  },

  /** The Educator plan: an active, non-cancelled Education subscription. */
  async isEducator(db: DbOrTx, userId: string): Promise<boolean> {
    const [row] = await queryRows<{ educator: boolean }>(
      db,
      sql`select ${holdsEducatorPlan(sql`${userId}::uuid`)} as educator`,
    );
    return row?.educator ?? false;
  },

  async lockById(db: DbOrTx, id: string): Promise<CareerTrackRow | undefined> {
    const [row] = await db.select().from(careerTracks).where(eq(careerTracks.id, id)).for('no key update').limit(1);
    return row;
  },

  /** The track's status and owner, if the viewer may see it. */
  async findVisible(
    db: DbOrTx,
    viewerId: string,
    id: string,
  ): Promise<Pick<CareerTrackRow, 'id' | 'user_id' | 'status'> | undefined> {
    const [row] = await queryRows<Pick<CareerTrackRow, 'id' | 'user_id' | 'status'>>(
      db,
      sql`select t.id, t.user_id, t.status from career_tracks t where t.id = ${id}::uuid and ${visibleTo(viewerId, 't')}`,
    );
    return row;
  },

  /** Which of these ids are tracks the viewer may link to (their own or shared ones). */
  async visibleIds(db: DbOrTx, viewerId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select t.id from career_tracks t
          where t.id = any(${uuidArray(ids)}) and ${visibleTo(viewerId, 't')}`,
    );
    return new Set(rows.map((r) => r.id));
  },

  /** Serializes changes of ladder links, so that two parallel edits cannot close a cycle together. */
  async lockLadder(db: DbOrTx): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('ladder:career_track_links'))`);
  },

  /**
   * Whether giving track `id` these links would close a cycle. Edges point up the ladder:
   * from a track to each of its next tracks, and from a track to each track derived from it.
   * The walk starts at `id` over the graph as it would be (its own old links replaced by the
   * new ones) and reports whether it comes back to `id`.
   */
  async wouldCycle(db: DbOrTx, id: string, derivedId: string | null, nextIds: string[]): Promise<boolean> {
    const [row] = await queryRows<{ cycle: boolean }>(
      db,
      sql`with recursive edges(src, dst) as (
            select n.career_track_id, n.next_career_track_id from career_track_next n where n.career_track_id <> ${id}::uuid
            union all
            select ${id}::uuid, x from unnest(${uuidArray(nextIds)}) as x
            union all
            select t.derived_career_track_id, t.id from career_tracks t
              where t.derived_career_track_id is not null and t.id <> ${id}::uuid
            union all
            select ${derivedId}::uuid, ${id}::uuid where ${derivedId}::uuid is not null
          ),
          reach(node) as (
            select dst from edges where src = ${id}::uuid
            union
            select e.dst from edges e join reach r on e.src = r.node
          )
          select exists (select 1 from reach where node = ${id}::uuid) as cycle`,
    );
    return row?.cycle ?? false;
  },

  async insert(db: DbOrTx, values: typeof careerTracks.$inferInsert): Promise<CareerTrackRow> {
    const [row] = await db.insert(careerTracks).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(
    db: DbOrTx,
    id: string,
    changes: Pick<CareerTrackRow, 'industry_id' | 'title' | 'desc' | 'status' | 'derived_career_track_id'>,
  ): Promise<void> {
    await db
      .update(careerTracks)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(careerTracks.id, id));
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(careerTracks).where(eq(careerTracks.id, id));
  },

  async replaceSkills(db: DbOrTx, trackId: string, rows: SkillRowValue[]): Promise<void> {
    await db.delete(careerTrackSkills).where(eq(careerTrackSkills.career_track_id, trackId));
    if (rows.length === 0) return;
    await db
      .insert(careerTrackSkills)
      .values(rows.map((row, position) => ({ ...skillRowValue(row), career_track_id: trackId, position })));
  },

  async replaceNext(db: DbOrTx, trackId: string, nextIds: string[]): Promise<void> {
    await db.delete(careerTrackNext).where(eq(careerTrackNext.career_track_id, trackId));
    if (nextIds.length === 0) return;
    await db
      .insert(careerTrackNext)
      .values(nextIds.map((next, position) => ({ career_track_id: trackId, next_career_track_id: next, position })));
  },

  /** Adds or replaces a member's outdated vote; says whether it is a new one. */
  async upsertVote(db: DbOrTx, trackId: string, userId: string, notes: string): Promise<boolean> {
    const inserted = await queryRows<{ inserted: boolean }>(
      db,
      sql`insert into career_track_outdated_votes (career_track_id, user_id, vote_notes)
          values (${trackId}::uuid, ${userId}::uuid, ${notes})
          on conflict (career_track_id, user_id) do nothing
          returning true as inserted`,
    );
    if (inserted.length > 0) return true;
    await db.execute(
      sql`update career_track_outdated_votes set vote_notes = ${notes}, updated_at = now()
          where career_track_id = ${trackId}::uuid and user_id = ${userId}::uuid`,
    );
    return false;
  },

  /** The version of the track a new vote was cast on (docs/decisions/0057-a-track-keeps-its-history.md). */
  async voteVersion(db: DbOrTx, trackId: string, userId: string, version: number | null): Promise<void> {
    await db.execute(
      sql`update career_track_outdated_votes set version_number = ${version}
          where career_track_id = ${trackId}::uuid and user_id = ${userId}::uuid`,
    );
  },

  /** Votes cast or changed within the last `days` days. */
  async recentVotes(db: DbOrTx, trackId: string, days: number): Promise<number> {
    const [row] = await queryRows<CountRow>(
      db,
      sql`select count(*)::int as n from career_track_outdated_votes
          where career_track_id = ${trackId}::uuid and updated_at > now() - make_interval(days => ${days}::int)`,
    );
    return row?.n ?? 0;
  },

  async markOutdated(db: DbOrTx, trackId: string): Promise<void> {
    await db.execute(sql`update career_tracks set outdated_at = now() where id = ${trackId}::uuid`);
  },

  /**
   * The author saved an outdated track: each voter is told it was updated (migration 0019's
   * `ladder_notify`), then the votes go and the track reads as shared again.
   */
  async clearOutdated(db: DbOrTx, trackId: string, authorId: string): Promise<void> {
    await queryRows(
      db,
      sql`select ladder_notify(v.user_id, 'track_updated', 'updated:' || v.career_track_id, ${authorId}::uuid, false,
                               track => v.career_track_id)
          from career_track_outdated_votes v where v.career_track_id = ${trackId}::uuid`,
    );
    await db.execute(sql`delete from career_track_outdated_votes where career_track_id = ${trackId}::uuid`);
    await db.execute(
      sql`update career_tracks set outdated_at = null, total_outdated_votes = 0 where id = ${trackId}::uuid`,
    );
  },

  /** Moves the vote count by the number of votes just inserted; returns the new count. */
  async addVotes(db: DbOrTx, trackId: string, delta: number): Promise<number> {
    const [row] = await queryRows<CountRow>(
      db,
      sql`update career_tracks set total_outdated_votes = total_outdated_votes + ${delta}
          where id = ${trackId}::uuid returning total_outdated_votes as n`,
    );
    return row?.n ?? 0;
  },
};
