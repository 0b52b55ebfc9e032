import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { postInteractions, posts } from '../../db/schema';

export type InteractionRow = typeof postInteractions.$inferSelect;

export interface InteractionListRow {
  user_id: string;
  user_name: string;
  user_username: string;
  user_photo_path: string | null;
  liked: boolean;
  shared: boolean;
  at: string | Date;
}

export const interactionsRepository = {
  async find(db: DbOrTx, postId: string, userId: string): Promise<InteractionRow | undefined> {
    const [row] = await db
      .select()
      .from(postInteractions)
      .where(and(eq(postInteractions.post_id, postId), eq(postInteractions.user_id, userId)))
      .limit(1);
    return row;
  },

  async upsert(db: DbOrTx, values: typeof postInteractions.$inferInsert): Promise<void> {
    await db
      .insert(postInteractions)
      .values(values)
      .onConflictDoUpdate({
        target: [postInteractions.post_id, postInteractions.user_id],
        set: {
          liked: values.liked,
          saved: values.saved,
          shared: values.shared,
          liked_at: values.liked_at,
          saved_at: values.saved_at,
          shared_at: values.shared_at,
          updated_at: new Date(),
        },
      });
  },

  /** Moves the post's counters by the given amounts, in the caller's transaction. */
  async adjustCounters(db: DbOrTx, postId: string, delta: { likes: number; shares: number }) {
    const [row] = await db
      .update(posts)
      .set({
        total_post_likes: sql`${posts.total_post_likes} + ${delta.likes}`,
        total_post_shares: sql`${posts.total_post_shares} + ${delta.shares}`,
      })
      .where(eq(posts.id, postId))
      .returning({
        total_post_likes: posts.total_post_likes,
        total_post_comments: posts.total_post_comments,
        total_post_shares: posts.total_post_shares,
      });
    if (!row) throw new Error('the locked post disappeared');
    return row;
  },

  /** Who liked or shared a post (saves are private), newest first; cursor "time|user id". */
  list(
    db: DbOrTx,
    postId: string,
    cursor: { at: string; userId: string } | null,
    limit: number,
  ): Promise<InteractionListRow[]> {
    return queryRows(
      db,
      sql`select * from (
            select i.user_id, u.name as user_name, u.username as user_username, u.photo_path as user_photo_path,
                   i.liked, i.shared, greatest(case when i.liked then i.liked_at end, case when i.shared then i.shared_at end) as at
            from post_interactions i join users u on u.id = i.user_id and u.is_active
            where i.post_id = ${postId}::uuid and (i.liked or i.shared)) x
          where ${cursor ? sql`(x.at, x.user_id) < (${cursor.at}::timestamptz, ${cursor.userId}::uuid)` : sql`true`}
          order by x.at desc, x.user_id desc limit ${limit}`,
    );
  },
};
