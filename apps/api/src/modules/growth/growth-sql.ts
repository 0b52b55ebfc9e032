import type { Language } from '@ladder/shared/constants';
import { PACE_WEEKS } from '@ladder/shared/schemas/goal-plan';
import { sql, type SQL } from 'drizzle-orm';

/** SQL pieces the growth repositories share. */

/** The skill's name in the reader's language (alias `s`). */
export const skillName = (language: Language): SQL => (language === 'vi' ? sql`s.name_vn` : sql`s.name_en`);

/** A level's place on the scale, in SQL: Beginner 1 … Expert 5 (levelRank in @ladder/shared). */
export const rank = (level: SQL): SQL =>
  sql`array_position(array['Beginner', 'Know-how', 'Applied Experience', 'Strong Experience', 'Expert']::text[], ${level})`;

/** The days the pace is measured over. */
export const PACE_DAYS = PACE_WEEKS * 7;
