import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { memberId, foreignKeyIndex } from './columns';
import { NOTIFICATION_KINDS } from '@ladder/shared/schemas/notifications';
import { careerTracks, postComments, posts, users, userSubscriptions } from './schema';

/**
 * Notifications (docs/decisions/0026-notifications.md). Triggers of migration 0019 write them in
 * the transaction of what they tell about, whatever wrote it (the API, the CLI, the demo seed);
 * the notifications module only reads them, marks them read and streams them.
 */

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`ladder_uuid_v7()`),
    /** Who reads it. */
    user_id: memberId(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /**
     * One row per group: likes of one post (`like:<post>`) and outdated votes on one track gather
     * in one row that moves up with each new member; other kinds name their own object.
     */
    group_key: text('group_key').notNull(),
    /** The latest member whose action it tells; null for the plan's own news. */
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** How many members acted in this group since it was last read. */
    actor_count: integer('actor_count').notNull().default(1),
    // What it is about: deleting the object deletes the notification.
    post_id: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    comment_id: uuid('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    career_track_id: uuid('career_track_id').references(() => careerTracks.id, { onDelete: 'cascade' }),
    /** The actor's track that derives from, or names as next, the reader's `career_track_id`. */
    other_career_track_id: uuid('other_career_track_id').references(() => careerTracks.id, { onDelete: 'cascade' }),
    subscription_id: uuid('subscription_id').references(() => userSubscriptions.id, { onDelete: 'cascade' }),
    /** The comment's opening words, or the latest outdated vote's reason. */
    detail: text('detail'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the group last grew: the list's order. */
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('notifications_group_key').on(t.user_id, t.group_key),
    index('notifications_list_idx').on(t.user_id, t.updated_at, t.id),
    index('notifications_actor_idx').on(t.actor_id),
    // Deleting a post, comment, track or subscription finds the notifications about it (their
    // foreign keys) without reading them all: db/foreign-key-indexes.api.test.ts.
    foreignKeyIndex('notifications_post_idx', t.post_id),
    foreignKeyIndex('notifications_comment_idx', t.comment_id),
    foreignKeyIndex('notifications_track_idx', t.career_track_id),
    foreignKeyIndex('notifications_other_track_idx', t.other_career_track_id),
    foreignKeyIndex('notifications_subscription_idx', t.subscription_id),
    check('notifications_actor_count_positive', sql`${t.actor_count} >= 1`),
    check('notifications_kind_check', sql.raw(`kind in (${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);

/**
 * Likes still to be told (migration 0053, docs/decisions/0064-likes-told-in-batches.md). A first
 * like writes one row here in its own transaction, which touches no shared row; the instances
 * then tell them in batches, a post's likes of the batch in one update of its notification
 * (`ladder_tell_likes`), and delete them in the same transaction.
 */
export const likeNotices = pgTable('like_notices', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  post_id: uuid('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' }),
  actor_id: memberId('actor_id'),
});

/** A member's unread count, kept by a trigger on `notifications`, so the bell costs no scan. */
export const notificationCounts = pgTable(
  'notification_counts',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [check('notification_counts_unread_nonnegative', sql`${t.unread} >= 0`)],
);

/** A member's switches: the kinds they turned off, and the daily mail of what is unread. */
export const notificationSettings = pgTable('notification_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kinds_off: text('kinds_off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  is_digest_on: boolean('is_digest_on').notNull().default(false),
  /** When the last digest was queued: the next one comes a day later at the earliest. */
  digest_sent_at: timestamp('digest_sent_at', { withTimezone: true }),
});
