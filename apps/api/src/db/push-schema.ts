import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, memberId } from './columns';
import { notifications } from './notifications-schema';
import { sessions, users } from './schema';

/**
 * Web Push (docs/decisions/0059-installable-app-and-web-push.md). A browser's subscription
 * belongs to the session that made it: signing out (the session revoked, migration 0036's
 * trigger) or deleting the account removes it, so nothing reaches a phone after either.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    user_id: memberId(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's https address for this browser (public addresses only). */
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint'),
    /** The browser's P-256 public key and auth secret (base64url), which payloads are encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.user_id), index('push_subscriptions_session_idx').on(t.session_id)],
);

/** The push groups a member turned off (`PUSH_GROUPS`); no row: all on. */
export const pushSettings = pgTable('push_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  groups_off: text('groups_off')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * One push to send: a notification that was written or grew, for one subscription. Migration
 * 0036's trigger on `notifications` writes the rows in the transaction of the notification; the
 * push worker of any instance claims them (SKIP LOCKED, with a lease), sends and deletes them.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`ladder_uuid_v7()`),
    subscription_id: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    notification_id: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.next_attempt_at),
    index('push_outbox_subscription_idx').on(t.subscription_id),
    index('push_outbox_notification_idx').on(t.notification_id),
  ],
);
