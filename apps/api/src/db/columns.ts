import { sql } from 'drizzle-orm';
import { index, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
// schema.ts imports this file too: `users` is read only inside the reference's thunk, once every table exists.
import { users } from './schema';

/** Columns every schema file shares. */

/** Time-ordered UUIDs (v7): unique like v4, yet they sort by creation, which keeps keyset pages cheap. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A member's id: not null, and the row is deleted with the member (docs/product.md, deleting an account). */
export const memberId = (name = 'user_id') =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The index a nullable foreign key needs, over the rows that set it: deleting what it names then
 * looks its rows up instead of reading the table (db/foreign-key-indexes.api.test.ts).
 */
export const foreignKeyIndex = (name: string, column: PgColumn) =>
  index(name)
    .on(column)
    .where(sql`${column} is not null`);
