import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneTimeTokens, type OneTimeTokenPurpose } from '../../db/schema';

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

/** What an activation link activates: the password and name its registration chose. */
export interface Registration {
  hashedPassword: string | null;
  name: string | null;
}

/** The token with this hash, of this purpose, not used and not expired. */
const isLive = (tokenHash: string, purpose: OneTimeTokenPurpose) =>
  and(
    eq(oneTimeTokens.token_hash, tokenHash),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.used_at),
    gt(oneTimeTokens.expires_at, new Date()),
  );

export const oneTimeTokensRepository = {
  /**
   * Takes the member's link lock until the transaction ends, so that links of one member are
   * issued one at a time (docs/decisions/0028-row-locks-under-concurrency.md). An advisory lock,
   * not the member's row: using a link locks the link and then updates the member's row, so an
   * issuer holding the row while it retires that link would deadlock with it.
   */
  async lockLinks(db: DbOrTx, userId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ladder:one_time_tokens:${userId}`}, 0))`);
  },

  async insert(
    db: DbOrTx,
    values: {
      userId: string;
      purpose: OneTimeTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      newEmail?: string | undefined;
      registration?: Registration | undefined;
    },
  ): Promise<void> {
    await db.insert(oneTimeTokens).values({
      user_id: values.userId,
      purpose: values.purpose,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      new_email: values.newEmail ?? null,
      hashed_password: values.registration?.hashedPassword ?? null,
      name: values.registration?.name ?? null,
    });
  },

  /** The registration a member's newest live activation link would activate, if any. */
  async liveRegistration(db: DbOrTx, userId: string): Promise<Registration | undefined> {
    const [row] = await db
      .select({ hashedPassword: oneTimeTokens.hashed_password, name: oneTimeTokens.name })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.user_id, userId),
          eq(oneTimeTokens.purpose, 'activation'),
          isNull(oneTimeTokens.used_at),
          gt(oneTimeTokens.expires_at, new Date()),
        ),
      )
      .orderBy(desc(oneTimeTokens.created_at))
      .limit(1);
    return row;
  },

  /** A live token, left unused (the caller checks what it carries before using it). */
  async findLive(db: DbOrTx, tokenHash: string, purpose: OneTimeTokenPurpose): Promise<OneTimeTokenRow | undefined> {
    const [row] = await db.select().from(oneTimeTokens).where(isLive(tokenHash, purpose)).limit(1);
    return row;
  },

  /** Marks a live token used and returns it, in one statement: two racing requests cannot both win. */
  async consume(db: DbOrTx, tokenHash: string, purpose: OneTimeTokenPurpose): Promise<OneTimeTokenRow | undefined> {
    const [row] = await db
      .update(oneTimeTokens)
      .set({ used_at: new Date() })
      .where(isLive(tokenHash, purpose))
      .returning();
    return row;
  },

  /** Retires a member's unused tokens of one purpose (a newer mail, or a password change, supersedes them). */
  async retireAll(db: DbOrTx, userId: string, purpose: OneTimeTokenPurpose): Promise<void> {
    await db
      .update(oneTimeTokens)
      .set({ used_at: new Date() })
      .where(and(eq(oneTimeTokens.user_id, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.used_at)));
  },
};
