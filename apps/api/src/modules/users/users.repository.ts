import { and, eq, ne, sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import { oncePerDb } from '../../db/prepared';
import { industries, users } from '../../db/schema';
import { eitherBlocked, followedBy } from '../../db/visibility';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUserRow, 'id' | 'created_at'>>;

const byLowerUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/** Built once (db/prepared.ts): a profile's page reads its member by id at every request. */
const byId = oncePerDb((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);

export const usersRepository = {
  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await byId(db).execute({ id });
    return row;
  },

  /** The hash alone: the actor a request carries never holds it (users/actor.ts). */
  async passwordHash(db: DbOrTx, id: string): Promise<string | null> {
    const [row] = await db.select({ hash: users.hashed_password }).from(users).where(eq(users.id, id)).limit(1);
    return row?.hash ?? null;
  },

  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async findByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(byLowerUsername(username)).limit(1);
    return row;
  },

  async isUsernameTaken(db: DbOrTx, username: string, exceptUserId?: string): Promise<boolean> {
    const condition = exceptUserId
      ? and(byLowerUsername(username), ne(users.id, exceptUserId))
      : byLowerUsername(username);
    const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
    return rows.length > 0;
  },

  /** Whether the viewer follows the member, and whether either blocked the other (db/visibility.ts). */
  async relation(db: DbOrTx, viewerId: string, userId: string): Promise<{ followed: boolean; blocked: boolean }> {
    const [row] = await queryRows<{ followed: boolean; blocked: boolean }>(
      db,
      sql`select ${followedBy(viewerId, sql`${userId}::uuid`)} as followed,
                 ${eitherBlocked(sql`${viewerId}::uuid`, sql`${userId}::uuid`)} as blocked`,
    );
    return row ?? { followed: false, blocked: false };
  },

  /** Locks the member's row: photo changes read the old keys and write the new ones under it. */
  async lockById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('no key update').limit(1);
    return row;
  },

  async industryExists(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, id)).limit(1);
    return rows.length > 0;
  },

  async insert(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /**
   * A deactivated member leaves every count it was part of (deactivation is final): their
   * follows of people and hashtags go, with the counters on the other side, and their shared
   * career tracks leave their industries' counts. Run in the deactivating transaction.
   */
  async withdrawFromCounts(db: DbOrTx, id: string, options = { tracks: true }): Promise<void> {
    // Counters move only for the rows this statement really deleted (a concurrent unfollow
    // may have taken one first); each array holds each member once.
    const gone = await queryRows<{ follower_id: string; followee_id: string }>(
      db,
      sql`delete from user_follows where follower_id = ${id}::uuid or followee_id = ${id}::uuid
          returning follower_id, followee_id`,
    );
    const followers = gone.filter((row) => row.followee_id === id).map((row) => row.follower_id);
    const followees = gone.filter((row) => row.follower_id === id).map((row) => row.followee_id);
    if (followers.length > 0)
      await db.execute(
        sql`update users set total_followings = total_followings - 1 where id = any(${uuidArray(followers)})`,
      );
    if (followees.length > 0)
      await db.execute(
        sql`update users set total_followers = total_followers - 1 where id = any(${uuidArray(followees)})`,
      );
    await db.execute(sql`update users set total_followings = 0, total_followers = 0 where id = ${id}::uuid`);
    await db.execute(sql`
      with gone as (delete from hashtag_follows where user_id = ${id}::uuid returning hashtag)
      update hashtags h set total_followers = h.total_followers - 1 from gone where h.tag = gone.hashtag`);
    if (!options.tracks) return;
    await db.execute(sql`
      update industries i set total_career_tracks = i.total_career_tracks - t.n
      from (select industry_id, count(*)::int as n from career_tracks
            where user_id = ${id}::uuid and status = 'shared' group by industry_id) t
      where i.id = t.industry_id`);
  },

  /** Accounts never activated (nor deactivated) with no live activation link: see purgeExpiredRegistrations. */
  async deleteExpiredPending(db: DbOrTx): Promise<number> {
    const gone = await queryRows<{ id: string }>(
      db,
      sql`delete from users u
          where u.activated_at is null and u.deactivated_at is null
            and not exists (select 1 from one_time_tokens t
                            where t.user_id = u.id and t.purpose = 'activation'
                              and t.used_at is null and t.expires_at > now())
          returning u.id`,
    );
    return gone.length;
  },

  async update(db: DbOrTx, id: string, changes: UserChanges): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  },
};
