import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, memberId, updatedAt } from './columns';
import { skills } from './schema';
import { userGoals } from './career-tracks-schema';

/**
 * A goal worked through as a plan (docs/api/goal-plan.md): where the member is on each skill of
 * the goal's track, with their own note and links. The row goes with the goal, and with the member.
 */
export const goalSkills = pgTable(
  'goal_skills',
  {
    user_id: memberId(),
    career_track_id: uuid('career_track_id').notNull(),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['to_learn', 'learning', 'done', 'skipped'] })
      .notNull()
      .default('to_learn'),
    skip_reason: text('skip_reason'),
    /** When the skill was last marked done: the pace counts these over the last four weeks. */
    done_at: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    note: text('note').notNull().default(''),
    links: jsonb('links').$type<{ title: string; url: string }[]>().notNull().default([]),
    /** Shown with the goal to others when the member's goals are public; private by default. */
    is_shared: boolean('is_shared').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.career_track_id, t.skill_id] }),
    foreignKey({
      columns: [t.user_id, t.career_track_id],
      foreignColumns: [userGoals.user_id, userGoals.career_track_id],
      name: 'goal_skills_goal_fk',
    }).onDelete('cascade'),
    index('goal_skills_done_idx').on(t.user_id, t.done_at),
    index('goal_skills_skill_idx').on(t.skill_id),
    check('goal_skills_status_check', sql`${t.status} in ('to_learn', 'learning', 'done', 'skipped')`),
    check('goal_skills_note_check', sql`char_length(${t.note}) <= 2000`),
    check('goal_skills_skip_reason_check', sql`${t.status} <> 'skipped' or ${t.skip_reason} is not null`),
  ],
);

/**
 * A member's consent that an Educator reads their goals and plans, whatever their goals privacy
 * says (docs/api/goal-plan.md "Sharing goals with an Educator"); revoked by deleting the row.
 */
export const goalShares = pgTable(
  'goal_shares',
  {
    user_id: memberId(),
    educator_id: memberId('educator_id'),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.educator_id] }),
    index('goal_shares_educator_idx').on(t.educator_id, t.created_at, t.user_id),
    check('goal_shares_not_self', sql`${t.user_id} <> ${t.educator_id}`),
  ],
);
