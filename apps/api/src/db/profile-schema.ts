import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PROFILE_ITEM_KINDS, PROFILE_VISIBILITIES } from '@ladder/shared/schemas/profile';
import { SKILL_EVIDENCE_KINDS } from '@ladder/shared/schemas/skill-evidence';
import { createdAt, id, memberId, updatedAt } from './columns';
import { skills } from './schema';
import { userSkills } from './career-tracks-schema';

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
    /** A certificate's file in the media store (PDF or image, checked by its bytes), and its type. */
    file_key: text('file_key'),
    file_content_type: text('file_content_type'),
    /**
     * The domain of an address at the organization or school that the member proved by a code
     * sent there (the address itself is never kept), and when; a year later it no longer shows.
     */
    verified_domain: text('verified_domain'),
    verified_at: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('profile_items_user_idx').on(t.user_id),
    /** People search by organization (search.people-filters.ts): accent- and case-insensitive. */
    index('profile_items_organization_trgm_idx')
      .using('gin', sql`ladder_search_key(${t.organization}) gin_trgm_ops`)
      .where(sql`${t.kind} <> 'certificate' and ${t.visibility} <> 'private'`),
    check('profile_items_kind_check', inList('kind', PROFILE_ITEM_KINDS)),
    check('profile_items_visibility_check', inList('visibility', PROFILE_VISIBILITIES)),
    check('profile_items_months_check', sql`${t.end_month} is null or ${t.end_month} >= ${t.start_month}`),
    check('profile_items_file_check', sql`${t.file_key} is null or ${t.kind} = 'certificate'`),
    check(
      'profile_items_verified_check',
      sql`${t.verified_domain} is null or (${t.kind} <> 'certificate' and ${t.verified_at} is not null)`,
    ),
  ],
);

/**
 * Codes mailed to an address at a workplace's or school's domain to verify one profile item:
 * only the domain and an HMAC of the code are kept, never the address. A code works once,
 * until `expires_at`, for a few guesses; the member's newest code for the item counts.
 */
export const profileItemCodes = pgTable(
  'profile_item_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`ladder_uuid_v7()`),
    user_id: memberId(),
    item_id: uuid('item_id')
      .notNull()
      .references(() => profileItems.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profile_item_codes_user_idx').on(t.user_id, t.created_at),
    index('profile_item_codes_item_idx').on(t.item_id, t.created_at),
    check('profile_item_codes_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Evidence on one of a member's own skills (a project, a certificate, a portfolio piece): a link
 * or a file in the media store. It goes with the skill (the member's `user_skills` row).
 */
export const skillEvidence = pgTable(
  'skill_evidence',
  {
    id: id(),
    user_id: memberId(),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SKILL_EVIDENCE_KINDS }).notNull(),
    title: text('title').notNull(),
    url: text('url'),
    file_key: text('file_key'),
    file_content_type: text('file_content_type'),
    created_at: createdAt(),
  },
  (t) => [
    index('skill_evidence_skill_idx').on(t.user_id, t.skill_id, t.id),
    index('skill_evidence_by_skill_idx').on(t.skill_id),
    foreignKey({
      name: 'skill_evidence_user_skill_fk',
      columns: [t.user_id, t.skill_id],
      foreignColumns: [userSkills.user_id, userSkills.skill_id],
    }).onDelete('cascade'),
    check('skill_evidence_kind_check', inList('kind', SKILL_EVIDENCE_KINDS)),
    check(
      'skill_evidence_shape_check',
      sql`(${t.kind} = 'link' and ${t.url} is not null and ${t.file_key} is null) or (${t.kind} = 'file' and ${t.file_key} is not null and ${t.url} is null)`,
    ),
  ],
);
