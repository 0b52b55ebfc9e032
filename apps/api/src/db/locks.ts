import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Locks a member's row for the rest of the transaction (no key update: it does not block the
 * inserts that reference the member), so that counting what they have and adding one more is
 * atomic against their parallel requests (the track limit of docs/product.md, the goal limit of
 * docs/api/growth.md).
 */
export async function lockMemberRow(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select id from users where id = ${userId}::uuid for no key update`);
}
