import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { profileItemCodes, profileItems } from '../../db/schema';

export type WorkCodeRow = typeof profileItemCodes.$inferSelect;

/** Codes the member was sent in the last hour, and the seconds until the oldest of them is an hour old. */
export interface SentLastHour {
  sent: number;
  frees_in: number;
}

/** What a code request needs of the member's own item. */
export interface OwnItem {
  id: string;
  kind: string;
  organization: string;
}

/**
 * Verified workplaces and schools (docs/api/profile.md "Verified workplace or school"): the codes
 * mailed for an item, and the item's verified domain. Every statement names the member, so
 * another member's item is never read nor changed.
 */
export const workplaceVerificationRepository = {
  /** The member's item, locked until the transaction ends: a change to it waits for the code's answer. */
  async lockOwnItem(db: DbOrTx, userId: string, itemId: string): Promise<OwnItem | undefined> {
    const [row] = await db
      .select({ id: profileItems.id, kind: profileItems.kind, organization: profileItems.organization })
      .from(profileItems)
      .where(and(eq(profileItems.id, itemId), eq(profileItems.user_id, userId)))
      .for('update');
    return row;
  },

  /** What the limit counts: the member's codes written in the last hour, on the member's index. */
  async sentLastHour(db: DbOrTx, userId: string): Promise<SentLastHour> {
    const [row] = await queryRows<SentLastHour>(
      db,
      sql`select count(*)::int as sent,
                 coalesce(ceil(extract(epoch from min(created_at) + interval '1 hour' - now())), 0)::int as frees_in
          from profile_item_codes where user_id = ${userId}::uuid and created_at > now() - interval '1 hour'`,
    );
    if (!row) throw new Error('no count of work codes');
    return row;
  },

  async insertCode(
    db: DbOrTx,
    values: { userId: string; itemId: string; domain: string; codeHash: string; expiresAt: Date },
  ): Promise<void> {
    await db.insert(profileItemCodes).values({
      user_id: values.userId,
      item_id: values.itemId,
      domain: values.domain,
      code_hash: values.codeHash,
      expires_at: values.expiresAt,
    });
  },

  /**
   * The member's newest code for the item, live or not, locked until the transaction ends: only
   * the newest one counts, and two guesses at once are counted one after the other.
   */
  async lockNewest(db: DbOrTx, userId: string, itemId: string): Promise<WorkCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(profileItemCodes)
      .where(and(eq(profileItemCodes.user_id, userId), eq(profileItemCodes.item_id, itemId)))
      .orderBy(desc(profileItemCodes.created_at), desc(profileItemCodes.id))
      .limit(1)
      .for('update');
    return row;
  },

  async recordWrongGuess(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(profileItemCodes)
      .set({ attempts: sql`${profileItemCodes.attempts} + 1` })
      .where(eq(profileItemCodes.id, id));
  },

  async markUsed(db: DbOrTx, id: string): Promise<void> {
    await db.update(profileItemCodes).set({ used_at: new Date() }).where(eq(profileItemCodes.id, id));
  },

  /** The item names the domain from now on (a renewal starts its year again). */
  async setVerified(db: DbOrTx, userId: string, itemId: string, domain: string): Promise<void> {
    await db
      .update(profileItems)
      .set({ verified_domain: domain, verified_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(profileItems.id, itemId), eq(profileItems.user_id, userId)));
  },

  /** Removes the badge; false when the item is not the member's. */
  async clearVerified(db: DbOrTx, userId: string, itemId: string): Promise<boolean> {
    const rows = await db
      .update(profileItems)
      .set({ verified_domain: null, verified_at: null, updated_at: sql`now()` })
      .where(and(eq(profileItems.id, itemId), eq(profileItems.user_id, userId)))
      .returning({ id: profileItems.id });
    return rows.length > 0;
  },

  /** Removes the codes made before `before`. */
  async deleteMadeBefore(db: DbOrTx, before: Date): Promise<number> {
    const rows = await db
      .delete(profileItemCodes)
      .where(lt(profileItemCodes.created_at, before))
      .returning({ id: profileItemCodes.id });
    return rows.length;
  },
};
