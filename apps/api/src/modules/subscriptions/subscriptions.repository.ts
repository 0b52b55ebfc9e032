import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { CountRow } from '../../db/row-schemas';
import { userSubscriptions } from '../../db/schema';

export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

export const subscriptionsRepository = {
  async insert(db: DbOrTx, values: typeof userSubscriptions.$inferInsert): Promise<SubscriptionRow> {
    const [row] = await db.insert(userSubscriptions).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** The member's subscriptions, newest first, after the cursor (ids are UUID v7). */
  list(db: DbOrTx, userId: string, cursor: string | null, limit: number): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.user_id, userId), cursor ? lt(userSubscriptions.id, cursor) : sql`true`))
      .orderBy(desc(userSubscriptions.id))
      .limit(limit);
  },

  async total(db: DbOrTx, userId: string): Promise<number> {
    const rows = await queryRows<CountRow>(
      db,
      sql`select count(*)::int as n from user_subscriptions where user_id = ${userId}::uuid`,
    );
    return rows[0]?.n ?? 0;
  },

  /** Cancels one of the member's subscriptions (a cancelled one stays as it was). */
  async cancel(db: DbOrTx, userId: string, id: string): Promise<SubscriptionRow | undefined> {
    await db
      .update(userSubscriptions)
      .set({ is_cancelled: true, cancelled_at: new Date(), updated_at: new Date() })
      .where(
        and(
          eq(userSubscriptions.id, id),
          eq(userSubscriptions.user_id, userId),
          eq(userSubscriptions.is_cancelled, false),
        ),
      );
    const [row] = await db
      .select()
      .from(userSubscriptions)
      .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.user_id, userId)))
      .limit(1);
    return row;
  },

  /** Whether the member has an active, non-cancelled subscription of the plan (the partial unique index). */
  async hasActive(db: DbOrTx, userId: string, plan: string): Promise<boolean> {
    const rows = await queryRows<{ ok: boolean }>(
      db,
      sql`select exists (select 1 from user_subscriptions
                         where user_id = ${userId}::uuid and subscription_plan = ${plan} and is_active and not is_cancelled) as ok`,
    );
    return rows[0]?.ok ?? false;
  },
};
