import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MODERATION_ACTIONS,
  MUTE_KINDS,
  REPORT_CATEGORIES,
  REPORT_ITEM_KINDS,
  REPORT_STATUSES,
} from '@ladder/shared/schemas/safety';
import { createdAt, id, memberId, foreignKeyIndex } from './columns';
import { users } from './schema';

/** Blocks, mutes, reports and moderation (docs/decisions/0046-reports-blocks-and-moderation.md). */

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** Who blocked whom; `eitherBlocked(a, b)` reads it both ways (db/visibility.ts). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blocker_id: memberId('blocker_id'),
    blocked_id: memberId('blocked_id'),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blocker_id, t.blocked_id] }),
    index('user_blocks_blocked_idx').on(t.blocked_id, t.blocker_id),
    index('user_blocks_list_idx').on(t.blocker_id, t.created_at),
    check('user_blocks_not_self', sql`${t.blocker_id} <> ${t.blocked_id}`),
  ],
);

/** A member, hashtag or word a member muted: `target` is the member's id, the tag, or the phrase's search key. */
export const userMutes = pgTable(
  'user_mutes',
  {
    id: id(),
    user_id: memberId(),
    kind: text('kind', { enum: MUTE_KINDS }).notNull(),
    target: text('target').notNull(),
    /** As the member typed it (a hashtag or a phrase). */
    display: text('display').notNull(),
    muted_user_id: uuid('muted_user_id').references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('user_mutes_key').on(t.user_id, t.kind, t.target),
    index('user_mutes_list_idx').on(t.user_id, t.id),
    index('user_mutes_muted_user_idx').on(t.muted_user_id),
    check('user_mutes_kind_check', inList('kind', MUTE_KINDS)),
  ],
);

/**
 * One item under moderation (a post, comment, track or member) while it is open: the reports on
 * it gather here, the queue lists these oldest first, and a decision closes it.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: id(),
    item_kind: text('item_kind', { enum: REPORT_ITEM_KINDS }).notNull(),
    item_id: uuid('item_id').notNull(),
    /** The item's author (the member for a member report); null once erased. */
    author_id: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The content as first reported: kept if the author edits or deletes it. */
    snapshot: jsonb('snapshot').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** 'report', 'appeal' (another moderator decides) or 'authority' (a removal request). */
    source: text('source', { enum: ['report', 'appeal', 'authority'] })
      .notNull()
      .default('report'),
    /** For an appeal: the decision appealed, and who made it (who may not decide again). */
    appealed_decision_id: uuid('appealed_decision_id'),
    excluded_moderator_id: uuid('excluded_moderator_id'),
    appeal_text: text('appeal_text'),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /** When a removed item's snapshot is erased (90 days after removal). */
    snapshot_erase_at: timestamp('snapshot_erase_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('moderation_cases_open_item_key')
      .on(t.item_kind, t.item_id)
      .where(sql`${t.status} = 'open'`),
    index('moderation_cases_queue_idx')
      .on(t.opened_at, t.id)
      .where(sql`${t.status} = 'open'`),
    index('moderation_cases_author_idx').on(t.author_id, t.opened_at),
    // The hourly erasure of removals' evidence (modules/safety/moderation.repository.ts).
    index('moderation_cases_erase_idx')
      .on(t.snapshot_erase_at)
      .where(sql`${t.snapshot_erase_at} is not null`),
    check('moderation_cases_status_check', sql`${t.status} in ('open', 'closed')`),
    check('moderation_cases_source_check', sql`${t.source} in ('report', 'appeal', 'authority')`),
    check('moderation_cases_item_kind_check', inList('item_kind', REPORT_ITEM_KINDS)),
  ],
);

/** A member's report of an item; one open report per member and item. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    /** Null once the reporter is erased: the report keeps no personal data. */
    reporter_id: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    case_id: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    item_kind: text('item_kind', { enum: REPORT_ITEM_KINDS }).notNull(),
    item_id: uuid('item_id').notNull(),
    category: text('category', { enum: REPORT_CATEGORIES }).notNull(),
    note: text('note'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    outcome: text('outcome', { enum: MODERATION_ACTIONS }),
    created_at: createdAt(),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_one_open_key')
      .on(t.reporter_id, t.item_kind, t.item_id)
      .where(sql`${t.status} = 'open'`),
    index('reports_reporter_idx').on(t.reporter_id, t.id),
    index('reports_case_idx').on(t.case_id),
    // The transparency report counts by month.
    index('reports_created_idx').on(t.created_at),
    check('reports_category_check', inList('category', REPORT_CATEGORIES)),
    check('reports_status_check', inList('status', REPORT_STATUSES)),
  ],
);

/** What a moderator decided on a case, or on a URL at an authority's request. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: id(),
    case_id: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    moderator_id: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    /** The rule applied: a report category. */
    rule: text('rule', { enum: REPORT_CATEGORIES }).notNull(),
    note: text('note'),
    lock_days: integer('lock_days'),
    legal_reference: text('legal_reference'),
    requesting_body: text('requesting_body'),
    appealed_at: timestamp('appealed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('moderation_decisions_case_idx').on(t.case_id),
    index('moderation_decisions_created_idx').on(t.created_at),
    foreignKeyIndex('moderation_decisions_moderator_idx', t.moderator_id),
    check('moderation_decisions_action_check', inList('action', MODERATION_ACTIONS)),
  ],
);
