import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { UserRow } from '../users/users.repository';

export const sessionsRepository = {
  async insert(db: DbOrTx, values: { userId: string; expiresAt: Date; userAgent: string | null }): Promise<string> {
    const [row] = await db
      .insert(sessions)
      .values({ user_id: values.userId, expires_at: values.expiresAt, user_agent: values.userAgent })
      .returning({ id: sessions.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },

  /** The session's user, in one indexed query, if the session is neither revoked nor expired. */
  async findLiveUser(db: DbOrTx, sessionId: string, userId: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.user_id, userId),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, new Date()),
        ),
      )
      .limit(1);
    return row?.user;
  },

  async revoke(db: DbOrTx, sessionId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
  },

  async revokeAllOfUser(db: DbOrTx, userId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
  },
};
