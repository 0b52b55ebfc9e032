import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, memberId } from './columns';

/** Binary data (bytea): PGlite reads it as a Uint8Array, node-postgres as a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A member's download of their data (docs/api/people-and-career-tracks.md "Downloading one's
 * data"): asked for, then built in the background into one zip in the media store, under the
 * member's folder so that erasing them removes it (docs/decisions/0039). `archive` is what
 * earlier releases stored instead; no longer written, read only for rows that have no key.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    user_id: memberId(),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    archive: bytea('archive'),
    /** The zip's key in the media store: `users/{user_id}/exports/{uuid}.zip`. */
    archive_key: text('archive_key'),
    size: integer('size'),
    attempts: integer('attempts').notNull().default(0),
    /** When a build claimed it (pending): another claims it again once this is a lease old. */
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    created_at: createdAt(),
    ready_at: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.user_id, t.created_at),
    index('data_exports_pending_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'pending'`),
    /** One export being built per member, whatever the races. */
    uniqueIndex('data_exports_one_pending_key')
      .on(t.user_id)
      .where(sql`${t.status} = 'pending'`),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);
