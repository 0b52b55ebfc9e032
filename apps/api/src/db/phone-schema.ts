import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memberId } from './columns';

/**
 * One-time codes sent by SMS to prove a mobile number (docs/api/phone.md). Only an HMAC of the
 * code is kept; a code works once, until `expires_at`, for a few guesses. Only a member's newest
 * live code counts: asking for a new one supersedes the last.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`ladder_uuid_v7()`),
    user_id: memberId(),
    /** The number the code was sent to (E.164): the one a right code verifies. */
    phone: text('phone').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_codes_user_idx').on(t.user_id, t.created_at),
    check('phone_codes_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);
