import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * Mail waiting to be handed to SMTP (or the outbox folder), written in the transaction of what
 * it announces, so that a crash or restart loses none (docs/decisions/0021). A row is claimed
 * with a short lease, retried with backoff, and deleted once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body').notNull(),
    action_url: text('action_url'),
    /** The List-Unsubscribe link of a mail one may stop (the weekly nudge), sent as its headers. */
    list_unsubscribe: text('list_unsubscribe'),
    status: text('status', { enum: ['pending', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'failed')`),
  ],
);
