import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oauthRequests, userIdentities, type ExternalProvider } from '../../db/schema';

export type OauthRequestRow = typeof oauthRequests.$inferSelect;

export const externalAuthRepository = {
  async insertRequest(db: DbOrTx, values: typeof oauthRequests.$inferInsert): Promise<void> {
    await db.insert(oauthRequests).values(values);
  },

  /** Uses a live request once, found by its nonce (ID-token flow) or its state (code flow). */
  async consumeRequest(
    db: DbOrTx,
    provider: ExternalProvider,
    by: { nonceHash: string } | { stateHash: string },
  ): Promise<OauthRequestRow | undefined> {
    const key =
      'nonceHash' in by ? eq(oauthRequests.nonce_hash, by.nonceHash) : eq(oauthRequests.state_hash, by.stateHash);
    const [row] = await db
      .update(oauthRequests)
      .set({ used_at: new Date() })
      .where(
        and(
          key,
          eq(oauthRequests.provider, provider),
          isNull(oauthRequests.used_at),
          gt(oauthRequests.expires_at, new Date()),
        ),
      )
      .returning();
    return row;
  },

  async findIdentityUserId(db: DbOrTx, provider: ExternalProvider, subject: string): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: userIdentities.user_id })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
      .limit(1);
    return row?.userId;
  },

  async insertIdentity(
    db: DbOrTx,
    values: { userId: string; provider: ExternalProvider; subject: string; email: string },
  ): Promise<void> {
    await db
      .insert(userIdentities)
      .values({ user_id: values.userId, provider: values.provider, subject: values.subject, email: values.email });
  },
};
