import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ENDORSEMENT_RELATIONS, ENDORSEMENT_STATUSES } from '@ladder/shared/schemas/endorsements';
import { DESIRED_LEVELS } from '@ladder/shared/values/career-tracks';
import { createdAt, id, memberId, updatedAt } from './columns';
import { skills } from './schema';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A member's word for another member's skill, with how they know them and the level they saw
 * (docs/decisions/0058-a-profile-that-proves-it.md): one per endorser and skill, new until the
 * endorsed member accepts or hides it; gone with either member or the skill.
 */
export const skillEndorsements = pgTable(
  'skill_endorsements',
  {
    id: id(),
    /** The endorsed member. */
    user_id: memberId(),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    endorser_id: memberId('endorser_id'),
    relation: text('relation', { enum: ENDORSEMENT_RELATIONS }).notNull(),
    level: text('level', { enum: DESIRED_LEVELS }).notNull(),
    note: text('note'),
    status: text('status', { enum: ENDORSEMENT_STATUSES }).notNull().default('new'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('skill_endorsements_one_key').on(t.user_id, t.skill_id, t.endorser_id),
    index('skill_endorsements_skill_idx').on(t.user_id, t.skill_id, t.id),
    index('skill_endorsements_endorser_idx').on(t.endorser_id),
    /** People search by a skill others vouched for (search.people-filters.ts). */
    index('skill_endorsements_accepted_idx')
      .on(t.skill_id, t.user_id)
      .where(sql`${t.status} = 'accepted'`),
    check('skill_endorsements_not_self', sql`${t.user_id} <> ${t.endorser_id}`),
    check('skill_endorsements_relation_check', inList('relation', ENDORSEMENT_RELATIONS)),
    check('skill_endorsements_level_check', inList('level', DESIRED_LEVELS)),
    check('skill_endorsements_status_check', inList('status', ENDORSEMENT_STATUSES)),
  ],
);
