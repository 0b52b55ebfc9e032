import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { oncePerDb } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { actorColumns, type Actor } from '../users/actor';

const liveUser = oncePerDb((db) =>
  db
    .select({ user: actorColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.user_id, sql.placeholder('userId')),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, sql.placeholder('now')),
      ),
    )
    .limit(1),
);

export const sessionsRepository = {
  async insert(db: DbOrTx, values: { userId: string; expiresAt: Date; userAgent: string | null }): Promise<string> {
    const [row] = await db
      .insert(sessions)
      .values({ user_id: values.userId, expires_at: values.expiresAt, user_agent: values.userAgent })
      .returning({ id: sessions.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },

  /**
   * The session's user (without the password hash), in one indexed query, if the session is neither
   * revoked nor expired. Built once (db/prepared.ts); the pool names it (db/pool.ts), so
   * PostgreSQL plans it once per connection, and prepares it again should a migration change a
   * member's columns.
   */
  async findLiveUser(db: Db, sessionId: string, userId: string): Promise<Actor | undefined> {
    const [row] = await liveUser(db).execute({ sessionId, userId, now: new Date().toISOString() });
    return row?.user;
  },

  /** Which of these sessions are neither revoked nor expired, their member active. */
  async liveOf(db: DbOrTx, sessionIds: string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(
          inArray(sessions.id, sessionIds),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, sql`now()`),
          eq(users.is_active, true),
        ),
      );
    return new Set(rows.map((row) => row.id));
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
