import type { Language } from '@ladder/shared/constants';
import { sql, type SQL } from 'drizzle-orm';

/**
 * What of track `t` a reader sees in `language` (docs/decisions/0063): its translation's
 * `column` when it has one into that language, else its own. The translation is never in the
 * track's own language, so the reader of the original reads the original.
 */
export const inReaderLanguage = (t: string, language: Language | SQL, column: 'title' | 'desc' | 'language') =>
  sql`coalesce((select tr.${sql.raw(column)} from career_track_translations tr
                where tr.career_track_id = ${sql.raw(t)}.id and tr.language = ${language}), ${sql.raw(t)}.${sql.raw(column)})`;
