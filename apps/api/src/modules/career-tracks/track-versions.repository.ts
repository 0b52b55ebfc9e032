import type { Language } from '@ladder/shared/constants';
import { sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import type { VersionChanges, VersionContent } from '../../db/track-versions-schema';
import { nameColumn } from './industries.repository';
import { limitRows } from '../../db/keyset';

/** A version as the history lists it. */
export interface VersionRow {
  number: number;
  created_at: string | Date;
  author_id: string;
  author_name: string;
  author_username: string;
  summary: string | null;
  changes: VersionChanges | null;
  restored_from: number | null;
  outdated_votes: number;
  voted_outdated_at: string | Date | null;
}

const listed = sql`v.number, v.created_at, v.author_id, u.name as author_name, u.username as author_username,
  v.summary, v.changes, v.restored_from, v.outdated_votes, v.voted_outdated_at`;

/**
 * A shared track's versions (docs/decisions/0057-a-track-keeps-its-history.md). Only saves,
 * restores, votes and the history read them: a track's page never does.
 */
export const trackVersionsRepository = {
  /** The newest version's number and content (the primary key's last entry). */
  async latest(db: DbOrTx, trackId: string): Promise<{ number: number; content: VersionContent } | undefined> {
    const [row] = await queryRows<{ number: number; content: VersionContent }>(
      db,
      sql`select number, content from career_track_versions where career_track_id = ${trackId}::uuid
          order by number desc limit 1`,
    );
    return row;
  },

  /** The track's content as its rows hold it now: the first version of a track shared before history was kept. */
  async currentContent(db: DbOrTx, trackId: string): Promise<VersionContent | undefined> {
    const [row] = await queryRows<{ content: VersionContent }>(
      db,
      sql`select jsonb_build_object('title', t.title, 'desc', t.desc, 'skills', coalesce((
            select jsonb_agg(jsonb_build_object('skill_id', s.skill_id, 'skill_category_id', s.skill_category_id,
              'desired_level', s.desired_level, 'what', s.what, 'why', s.why,
              'external_desc_urls', s.external_desc_urls) order by s.position)
            from career_track_skills s where s.career_track_id = t.id), '[]'::jsonb)) as content
          from career_tracks t where t.id = ${trackId}::uuid`,
    );
    return row?.content;
  },

  async insert(
    db: DbOrTx,
    row: {
      trackId: string;
      number: number;
      authorId: string;
      summary: string | null;
      changes: VersionChanges | null;
      restoredFrom: number | null;
      content: VersionContent;
    },
  ): Promise<void> {
    await db.execute(
      sql`insert into career_track_versions (career_track_id, number, author_id, summary, changes, restored_from, content)
          values (${row.trackId}::uuid, ${row.number}, ${row.authorId}::uuid, ${row.summary},
                  ${row.changes === null ? null : JSON.stringify(row.changes)}::jsonb, ${row.restoredFrom},
                  ${JSON.stringify(row.content)}::jsonb)`,
    );
  },

  /** Newest first, from before `before` (a keyset on the number). */
  list(db: DbOrTx, trackId: string, before: number | null, limit: number): Promise<VersionRow[]> {
    return queryRows<VersionRow>(
      db,
      sql`select ${listed} from career_track_versions v join users u on u.id = v.author_id
          where v.career_track_id = ${trackId}::uuid and (${before}::int is null or v.number < ${before}::int)
          order by v.number desc ${limitRows(limit)}`,
    );
  },

  /** The versions of these numbers, with their content. */
  some(db: DbOrTx, trackId: string, numbers: number[]): Promise<(VersionRow & { content: VersionContent })[]> {
    return queryRows<VersionRow & { content: VersionContent }>(
      db,
      sql`select ${listed}, v.content from career_track_versions v join users u on u.id = v.author_id
          where v.career_track_id = ${trackId}::uuid and v.number = any(${sql.param([...numbers])}::int[])`,
    );
  },

  /** The version of a track that was current at a time (the one a copy was made from). */
  async currentAt(
    db: DbOrTx,
    trackId: string,
    at: string | Date,
  ): Promise<{ number: number; content: VersionContent } | undefined> {
    const [row] = await queryRows<{ number: number; content: VersionContent }>(
      db,
      sql`select number, content from career_track_versions
          where career_track_id = ${trackId}::uuid and created_at <= ${new Date(at).toISOString()}::timestamptz
          order by number desc limit 1`,
    );
    return row;
  },

  /** What a track was built on, and when it was made. */
  async originOf(
    db: DbOrTx,
    trackId: string,
  ): Promise<{ origin: string | null; created_at: string | Date } | undefined> {
    const [row] = await queryRows<{ origin: string | null; created_at: string | Date }>(
      db,
      sql`select derived_career_track_id as origin, created_at from career_tracks where id = ${trackId}::uuid`,
    );
    return row;
  },

  async skillNames(db: DbOrTx, language: Language, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<{ id: string; name: string }>(
      db,
      sql`select s.id, ${nameColumn(language, 's')} as name from skills s where s.id = any(${uuidArray(ids)})`,
    );
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  /**
   * One `track_changed` notification per save (its group key names the version, so telling it twice
   * writes nothing new): to members whose goal the track is and to authors of tracks built on it.
   * `ladder_notify` skips the author, inactive members and the switched off; the notifications'
   * trigger skips blocks. The detail is "<version>:<skills changed>".
   */
  async notifyChange(db: DbOrTx, trackId: string, authorId: string, number: number, skills: number): Promise<void> {
    await queryRows(
      db,
      sql`select ladder_notify(r.user_id, 'track_changed', 'changed:' || ${trackId}::text || ':' || ${number}::text,
                               ${authorId}::uuid, false, track => ${trackId}::uuid,
                               detail => ${`${number}:${skills}`})
          from (select g.user_id from user_goals g where g.career_track_id = ${trackId}::uuid
                union
                select d.user_id from career_tracks d where d.derived_career_track_id = ${trackId}::uuid) r`,
    );
  },

  /** A new outdated vote counts on the current version; returns its number (null before any). */
  async countVote(db: DbOrTx, trackId: string): Promise<number | null> {
    const [row] = await queryRows<{ number: number }>(
      db,
      sql`update career_track_versions set outdated_votes = outdated_votes + 1
          where career_track_id = ${trackId}::uuid
            and number = (select max(number) from career_track_versions where career_track_id = ${trackId}::uuid)
          returning number`,
    );
    return row?.number ?? null;
  },

  /** The votes made the track outdated: its current version is the one voted outdated. */
  async markOutdated(db: DbOrTx, trackId: string): Promise<void> {
    await db.execute(
      sql`update career_track_versions set voted_outdated_at = now()
          where career_track_id = ${trackId}::uuid
            and number = (select max(number) from career_track_versions where career_track_id = ${trackId}::uuid)`,
    );
  },
};
