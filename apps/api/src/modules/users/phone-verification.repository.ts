import { and, desc, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { phoneCodes, users } from '../../db/schema';
import type { UserRow } from './users.repository';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

/** Codes sent in the last hour: all of them, the member's, and the member's to one number. */
export interface SentLastHour {
  all: number;
  member: number;
  member_number: number;
  /** Seconds until the oldest code of each count is an hour old (0 when there is none). */
  all_frees_in: number;
  member_frees_in: number;
  member_number_frees_in: number;
}

export const phoneVerificationRepository = {
  /**
   * Takes the lock every code request holds from counting what was sent to writing its code, so
   * that requests at once cannot all pass one count (docs/api/phone.md, "Limits").
   */
  async lockSending(db: DbOrTx): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('ladder:phone_codes:sending', 0))`);
  },

  /**
   * What the limits count: the codes written in the last hour. A code row exists only for an SMS
   * the provider took (a failed send deletes it), so a refused or failed request counts nothing.
   * The rows live a day at most, and the budget caps how many an hour: the scan stays small.
   */
  async sentLastHour(db: DbOrTx, userId: string, phone: string): Promise<SentLastHour> {
    const freesIn = (filter: SQL) =>
      sql`coalesce(ceil(extract(epoch from min(${phoneCodes.created_at}) filter (where ${filter}) + interval '1 hour' - now())), 0)::int`;
    const mine = sql`${phoneCodes.user_id} = ${userId}::uuid`;
    const mineToNumber = sql`${mine} and ${phoneCodes.phone} = ${phone}`;
    const [row] = await queryRows<SentLastHour>(
      db,
      sql`select count(*)::int as "all",
                 (count(*) filter (where ${mine}))::int as member,
                 (count(*) filter (where ${mineToNumber}))::int as member_number,
                 ${freesIn(sql`true`)} as all_frees_in,
                 ${freesIn(mine)} as member_frees_in,
                 ${freesIn(mineToNumber)} as member_number_frees_in
          from ${phoneCodes} where ${phoneCodes.created_at} > now() - interval '1 hour'`,
    );
    if (!row) throw new Error('no count of phone codes');
    return row;
  },

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
