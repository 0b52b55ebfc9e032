import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { industries, userFollows, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUserRow, 'id' | 'created_at'>>;

const byLowerUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

export const usersRepository = {
  async findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
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

  async isFollowing(db: DbOrTx, followerId: string, followeeId: string): Promise<boolean> {
    const rows = await db
      .select({ id: userFollows.followee_id })
      .from(userFollows)
      .where(and(eq(userFollows.follower_id, followerId), eq(userFollows.followee_id, followeeId)))
      .limit(1);
    return rows.length > 0;
  },

  /** Locks the member's row: photo changes read the old keys and write the new ones under it. */
  async lockById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
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

  async update(db: DbOrTx, id: string, changes: UserChanges): Promise<UserRow | undefined> {
    const [row] = await db
      .update(users)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row;
  },
};
