import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { phoneCodes, users } from '../../db/schema';
import type { UserRow } from './users.repository';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

export const phoneVerificationRepository = {
  async insertCode(
    db: DbOrTx,
    values: { userId: string; phone: string; codeHash: string; expiresAt: Date },
  ): Promise<string> {
    const [row] = await db
      .insert(phoneCodes)
      .values({ user_id: values.userId, phone: values.phone, code_hash: values.codeHash, expires_at: values.expiresAt })
      .returning({ id: phoneCodes.id });
    if (!row) throw new Error('no phone code inserted');
    return row.id;
  },

  /** A code the provider did not take: it was never sent, so it must not count. */
  async deleteCode(db: DbOrTx, id: string): Promise<void> {
    await db.delete(phoneCodes).where(eq(phoneCodes.id, id));
  },

  /**
   * The member's newest code, live or not, locked until the transaction ends: only the newest
   * one counts, and two guesses at once are counted one after the other.
   */
  async lockNewest(db: DbOrTx, userId: string): Promise<PhoneCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.user_id, userId))
      .orderBy(desc(phoneCodes.created_at), desc(phoneCodes.id))
      .limit(1)
      .for('update');
    return row;
  },

  async recordWrongGuess(db: DbOrTx, id: string): Promise<void> {
    await db
      .update(phoneCodes)
      .set({ attempts: sql`${phoneCodes.attempts} + 1` })
      .where(eq(phoneCodes.id, id));
  },

  async markUsed(db: DbOrTx, id: string): Promise<void> {
    await db.update(phoneCodes).set({ used_at: new Date() }).where(eq(phoneCodes.id, id));
  },

  /** Removes the codes made before `before`, with the numbers they were sent to. */
  async deleteMadeBefore(db: DbOrTx, before: Date): Promise<number> {
    const rows = await db.delete(phoneCodes).where(lt(phoneCodes.created_at, before)).returning({ id: phoneCodes.id });
    return rows.length;
  },

  async isVerifiedByAnother(db: DbOrTx, phone: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.verified_phone, phone), ne(users.id, userId)))
      .limit(1);
    return row !== undefined;
  },

  async setVerified(db: DbOrTx, userId: string, phone: string): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ verified_phone: phone, phone_verified_at: new Date(), updated_at: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return row;
  },
};
