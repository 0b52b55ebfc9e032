import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { PROFILE_ITEM_KINDS, PROFILE_VISIBILITIES } from '@ladder/shared/schemas/profile';
import { createdAt, id, memberId, updatedAt } from './columns';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * A member's experience (role at an organization) and education (programme at a school), each
 * with its own visibility (docs/decisions/0058-a-profile-that-proves-it.md). Months are
 * `YYYY-MM` texts, which sort as they read; no end month is "current" (a certificate: no expiry).
 */
export const profileItems = pgTable(
  'profile_items',
  {
    id: id(),
    user_id: memberId(),
    kind: text('kind', { enum: PROFILE_ITEM_KINDS }).notNull(),
    title: text('title').notNull(),
    organization: text('organization').notNull(),
    place: text('place'),
    start_month: text('start_month').notNull(),
    end_month: text('end_month'),
    description: text('description'),
    visibility: text('visibility', { enum: PROFILE_VISIBILITIES }).notNull().default('public'),
    /** A certificate's https address where its issuer shows it. */
    credential_url: text('credential_url'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('profile_items_user_idx').on(t.user_id),
    check('profile_items_kind_check', inList('kind', PROFILE_ITEM_KINDS)),
    check('profile_items_visibility_check', inList('visibility', PROFILE_VISIBILITIES)),
    check('profile_items_months_check', sql`${t.end_month} is null or ${t.end_month} >= ${t.start_month}`),
  ],
);
