import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { NUDGE_CHANNELS, NUDGE_TIME_ZONES } from '@ladder/shared/schemas/goal-nudge';
import { createdAt, id, memberId } from './columns';
import { skills, users } from './schema';
import { userGoals } from './career-tracks-schema';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * The weekly nudge of a member with goals (docs/decisions/0053-a-weekly-nudge-and-an-activity-calendar.md):
 * how it goes and when. No row: a notification on Monday, in Asia/Ho_Chi_Minh.
 */
export const goalNudgeSettings = pgTable(
  'goal_nudge_settings',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NUDGE_CHANNELS }).notNull().default('notification'),
    /** ISO weekday in the member's time zone: 1 is Monday. */
    weekday: smallint('weekday').notNull().default(1),
    time_zone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
  },
  (t) => [
    check('goal_nudge_settings_channel_check', inList('channel', NUDGE_CHANNELS)),
    check('goal_nudge_settings_weekday_check', sql`${t.weekday} between 1 and 7`),
    check('goal_nudge_settings_time_zone_check', inList('time_zone', NUDGE_TIME_ZONES)),
  ],
);

/**
 * One row per member and ISO week (`2026-W48`) of the member's time zone, written in the
 * transaction that queues the nudge: its key makes a second one, from any instance, impossible.
 */
export const goalNudges = pgTable(
  'goal_nudges',
  {
    user_id: memberId(),
    iso_week: text('iso_week').notNull(),
    channel: text('channel', { enum: ['mail', 'notification'] }).notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.iso_week] })],
);

/**
 * What a member did on a goal, one row per change (the activity calendar): a skill marked, a note
 * written. `done_at` alone keeps only the latest "done"; this keeps each day's work.
 */
export const goalEvents = pgTable(
  'goal_events',
  {
    id: id(),
    user_id: memberId(),
    career_track_id: uuid('career_track_id').notNull(),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['marked', 'note'] }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.user_id, t.career_track_id],
      foreignColumns: [userGoals.user_id, userGoals.career_track_id],
      name: 'goal_events_goal_fk',
    }).onDelete('cascade'),
    index('goal_events_member_idx').on(t.user_id, t.career_track_id, t.created_at),
    index('goal_events_skill_idx').on(t.skill_id),
    check('goal_events_kind_check', sql`${t.kind} in ('marked', 'note')`),
  ],
);
