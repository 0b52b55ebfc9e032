import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, memberId } from './columns';
import { careerTracks } from './schema';

/** A skill row as a version keeps it (docs/decisions/0057-a-track-keeps-its-history.md). */
export interface VersionSkill {
  skill_id: string;
  skill_category_id: number;
  desired_level: string;
  what: string;
  why: string;
  external_desc_urls: string[];
}

/** The whole content of a track at one save. */
export interface VersionContent {
  title: string;
  desc: string;
  skills: VersionSkill[];
}

/** How many things one save changed, from which the list writes its summary in the reader's language. */
export interface VersionChanges {
  skills_added: number;
  skills_removed: number;
  levels_changed: number;
  categories_moved: number;
  texts_changed: number;
  resources_changed: number;
  /** Distinct skills the save touched in any way: the notification's "3 skills changed". */
  skills_changed: number;
  title_changed: boolean;
  desc_changed: boolean;
}

/**
 * Every save of a shared track (docs/decisions/0057-a-track-keeps-its-history.md): numbered from 1
 * per track; a track's page never reads them, only its history does.
 */
export const careerTrackVersions = pgTable(
  'career_track_versions',
  {
    career_track_id: uuid('career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    author_id: memberId('author_id'),
    created_at: createdAt(),
    /** The author's own one-line summary; null: the list writes one from `changes`. */
    summary: text('summary'),
    changes: jsonb('changes').$type<VersionChanges | null>(),
    /** The version this one restored ("Restored version N"). */
    restored_from: integer('restored_from'),
    content: jsonb('content').$type<VersionContent>().notNull(),
    /** Outdated votes cast while this was the current version, and when they made the track outdated. */
    outdated_votes: smallint('outdated_votes').notNull().default(0),
    voted_outdated_at: timestamp('voted_outdated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.career_track_id, t.number] }),
    index('career_track_versions_author_idx').on(t.author_id),
    check('career_track_versions_number_positive', sql`${t.number} >= 1`),
    check('career_track_versions_votes_nonnegative', sql`${t.outdated_votes} >= 0`),
  ],
);
