import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '@ladder/shared/constants';
import { TRANSLATION_SUGGESTION_STATUSES } from '@ladder/shared/values/track-languages';
import { createdAt, id, memberId, updatedAt } from './columns';
import { careerTracks } from './career-tracks-schema';
import { users } from './schema';

/** What a translation says of each skill row: its what and why, by skill id (a missing one is read in the original). */
export type TranslatedSkills = Record<string, { what: string; why: string }>;

/**
 * A track's text in the language it was not written in
 * (docs/decisions/0063-a-track-in-both-languages.md): at most one per track, always in the
 * other language than `career_tracks.language`; written by the author, or a member's suggestion
 * the author accepted (`translator_id`).
 */
export const careerTrackTranslations = pgTable(
  'career_track_translations',
  {
    career_track_id: uuid('career_track_id')
      .primaryKey()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    skills: jsonb('skills').$type<TranslatedSkills>().notNull().default({}),
    /** Who wrote it: the author, or the member whose suggestion was accepted; null once they left. */
    translator_id: uuid('translator_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('career_track_translations_translator_idx').on(t.translator_id),
    check('career_track_translations_language_check', sql`${t.language} in ('en', 'vi')`),
  ],
);

/** A member's translation of someone else's shared track, waiting for the author's answer. */
export const careerTrackTranslationSuggestions = pgTable(
  'career_track_translation_suggestions',
  {
    id: id(),
    career_track_id: uuid('career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    user_id: memberId(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    skills: jsonb('skills').$type<TranslatedSkills>().notNull().default({}),
    status: text('status', { enum: TRANSLATION_SUGGESTION_STATUSES }).notNull().default('open'),
    created_at: createdAt(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('career_track_translation_suggestions_track_idx').on(t.career_track_id, t.status, t.id),
    index('career_track_translation_suggestions_user_idx').on(t.user_id),
    /** One open suggestion per member and track: a second one replaces it. */
    uniqueIndex('career_track_translation_suggestions_open_key')
      .on(t.career_track_id, t.user_id)
      .where(sql`status = 'open'`),
    check('career_track_translation_suggestions_language_check', sql`${t.language} in ('en', 'vi')`),
    check('career_track_translation_suggestions_status_check', sql`${t.status} in ('open', 'accepted', 'declined')`),
  ],
);
