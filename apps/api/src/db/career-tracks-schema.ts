import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LANGUAGES, type Language } from '@ladder/shared/constants';
import { createdAt, id, memberId, updatedAt } from './columns';
import { industries, skillCategories, skills } from './schema';

/** Career tracks, their skills and ladders, outdated votes, and members' own skills and goals (docs/product.md "Career tracks"). */

export const CAREER_TRACK_STATUSES = ['new', 'completed', 'shared', 'outdated'] as const;
export const DESIRED_LEVELS = ['Beginner', 'Know-how', 'Applied Experience', 'Strong Experience', 'Expert'] as const;

export const careerTracks = pgTable(
  'career_tracks',
  {
    id: id(),
    user_id: memberId(),
    industry_id: uuid('industry_id')
      .notNull()
      .references(() => industries.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    status: text('status', { enum: CAREER_TRACK_STATUSES }).notNull().default('new'),
    derived_career_track_id: uuid('derived_career_track_id').references((): AnyPgColumn => careerTracks.id, {
      onDelete: 'set null',
    }),
    /**
     * Made by "Use as a starting point": its derived_career_track_id is the original and cannot be
     * cleared or changed, so the original's author stays credited (docs/product.md "Career tracks").
     */
    is_copy: boolean('is_copy').notNull().default(false),
    total_outdated_votes: integer('total_outdated_votes').notNull().default(0),
    /**
     * When enough members voted a shared track out of date (decision 0027); cleared when its author
     * saves it. It stays shared (visible, counted, searchable); the API shows its status as 'outdated'.
     */
    outdated_at: timestamp('outdated_at', { withTimezone: true }),
    /**
     * Whether a visitor who opens the shared track's link sees its public preview (docs/decisions/
     * 0047-shared-links.md); the author turns it off per track.
     */
    previews_allowed: boolean('previews_allowed').notNull().default(true),
    /**
     * The language the author wrote the track in, its original; a translation into the other one
     * lives in career_track_translations (docs/decisions/0063-a-track-in-both-languages.md).
     */
    language: text('language', { enum: LANGUAGES }).notNull().default('vi'),
    /**
     * A moderator's decision (docs/decisions/0046): a hidden track is taken off every shared
     * surface and seen by its author only, marked with the rule; a removed one (`removed_at`) by no
     * one, kept 90 days as evidence, then erased.
     */
    hidden_reason: text('hidden_reason'),
    removed_at: timestamp('removed_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('career_tracks_user_idx').on(t.user_id, t.id),
    index('career_tracks_industry_idx').on(t.industry_id, t.id),
    index('career_tracks_derived_idx').on(t.derived_career_track_id),
    check('career_tracks_status_check', sql`${t.status} in ('new', 'completed', 'shared', 'outdated')`),
    check('career_tracks_votes_nonnegative', sql`${t.total_outdated_votes} >= 0`),
    check('career_tracks_language_check', sql`${t.language} in ('en', 'vi')`),
    check('career_tracks_not_own_parent', sql`${t.derived_career_track_id} is distinct from ${t.id}`),
  ],
);

/** The skill rows of a track, in the order the planner put them. */
export const careerTrackSkills = pgTable(
  'career_track_skills',
  {
    career_track_id: uuid('career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'restrict' }),
    skill_category_id: smallint('skill_category_id')
      .notNull()
      .references(() => skillCategories.id),
    position: smallint('position').notNull(),
    what: text('what').notNull(),
    why: text('why').notNull(),
    desired_level: text('desired_level', { enum: DESIRED_LEVELS }).notNull(),
    external_desc_urls: jsonb('external_desc_urls').$type<string[]>().notNull().default([]),
    /** Each link's language, in the same order (null: not said): docs/decisions/0063. */
    external_desc_languages: jsonb('external_desc_languages').$type<(Language | null)[]>().notNull().default([]),
    declared_objective: text('declared_objective'),
    /** How sure the planner is of reaching the level, 1 (not at all) to 5 (very). */
    declared_confidence: smallint('declared_confidence'),
  },
  (t) => [
    primaryKey({ columns: [t.career_track_id, t.skill_id] }),
    index('career_track_skills_skill_idx').on(t.skill_id),
    check(
      'career_track_skills_level_check',
      sql`${t.desired_level} in ('Beginner', 'Know-how', 'Applied Experience', 'Strong Experience', 'Expert')`,
    ),
    check(
      'career_track_skills_confidence_check',
      sql`${t.declared_confidence} is null or ${t.declared_confidence} between 1 and 5`,
    ),
  ],
);

/** The rungs above a track: its next career tracks, in order. */
export const careerTrackNext = pgTable(
  'career_track_next',
  {
    career_track_id: uuid('career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    next_career_track_id: uuid('next_career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.career_track_id, t.next_career_track_id] }),
    index('career_track_next_next_idx').on(t.next_career_track_id),
    check('career_track_next_not_self', sql`${t.career_track_id} <> ${t.next_career_track_id}`),
  ],
);

/** One outdated vote per member per track; a second vote replaces the note. */
export const careerTrackOutdatedVotes = pgTable(
  'career_track_outdated_votes',
  {
    career_track_id: uuid('career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    user_id: memberId(),
    vote_notes: text('vote_notes').notNull(),
    /** The version of the track the vote was cast on (docs/decisions/0057-a-track-keeps-its-history.md). */
    version_number: integer('version_number'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.career_track_id, t.user_id] }),
    index('career_track_outdated_votes_user_idx').on(t.user_id),
  ],
);

/** A member's own skills, each at their level on the tracks' scale (docs/decisions/0019). */
export const userSkills = pgTable(
  'user_skills',
  {
    user_id: memberId(),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    level: text('level', { enum: DESIRED_LEVELS }).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.skill_id] }),
    // A skill merged into another (skill-merge.repository.ts) finds its members' rows.
    index('user_skills_skill_idx').on(t.skill_id),
    check(
      'user_skills_level_check',
      sql`${t.level} in ('Beginner', 'Know-how', 'Applied Experience', 'Strong Experience', 'Expert')`,
    ),
  ],
);

/** The career tracks a member aims for (at most MAX_GOALS), newest first. */
export const userGoals = pgTable(
  'user_goals',
  {
    user_id: memberId(),
    career_track_id: uuid('career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    /** The member's own target date and hours a week (docs/api/goal-plan.md). */
    target_date: date('target_date', { mode: 'string' }),
    hours_per_week: smallint('hours_per_week'),
    /**
     * The track's version the member last saw as their goal: the gap marks the skills changed
     * since (docs/decisions/0057-a-track-keeps-its-history.md). Null: its first version.
     */
    seen_version: integer('seen_version'),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.career_track_id] }),
    index('user_goals_track_idx').on(t.career_track_id),
    check('user_goals_hours_check', sql`${t.hours_per_week} is null or ${t.hours_per_week} between 1 and 80`),
  ],
);
