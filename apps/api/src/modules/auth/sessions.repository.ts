import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { retryStalePlan, type Db, type DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { actorColumns, type Actor } from '../users/actor';

const prepared = new WeakMap<Db, ReturnType<typeof prepareLiveUser>>();
/**
 * Bumped when a migration made the statement stale (isStalePlan): it is prepared again under a new
 * name (docs/decisions/0035-migrations-under-running-instances.md).
 */
let generation = 0;

function prepareLiveUser(db: Db) {
  return db
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
    .limit(1)
    .prepare(`session_live_user_${generation}`);
}

function liveUserStatement(db: Db) {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepareLiveUser(db);
    prepared.set(db, statement);
  }
  return statement;
}

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
   * The session's user (without the password hash), in one indexed query, if the session is neither revoked nor expired.
   * It runs on every authenticated request, so it is a named prepared statement: PostgreSQL
   * plans it once per connection.
   */
  async findLiveUser(db: Db, sessionId: string, userId: string): Promise<Actor | undefined> {
    const values = { sessionId, userId, now: new Date().toISOString() };
    const statement = liveUserStatement(db);
    // A migration that changed the type of a member's column under this instance makes it stale.
    const [row] = await retryStalePlan(
      () => liveUserStatement(db).execute(values),
      () => {
        if (prepared.get(db) !== statement) return; // another request renamed it already
        generation += 1;
        prepared.set(db, prepareLiveUser(db));
      },
    );
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
