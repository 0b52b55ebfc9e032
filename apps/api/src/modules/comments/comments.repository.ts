import { commentViewSchema } from '@ladder/shared/schemas/posts';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rawTime, type CountRow } from '../../db/row-schemas';
import { queryRows, type DbOrTx } from '../../db/client';
import { postComments, posts } from '../../db/schema';
import { hidingDecision, notBlockedFor, notHiddenFor } from '../../db/visibility';
import { limitRows } from '../../db/keyset';

export type CommentRow = typeof postComments.$inferSelect;

/**
 * A comment as a list reads it (raw SQL: the comment's columns and its author's), declared as a
 * schema from the answer's; row-shapes-members.api.test.ts parses real rows on both databases.
 */
export const commentListRowSchema = z.strictObject({
  ...commentViewSchema.omit({ replies: true, created_at: true, updated_at: true }).shape,
  total_replies: z.number(),
  /** Set when a moderator removed it: such a row is never listed (db/visibility.ts). */
  removed_at: rawTime.nullable(),
  created_at: rawTime,
  updated_at: rawTime,
});
export type CommentListRow = z.infer<typeof commentListRowSchema>;

export const commentsRepository = {
  async findById(db: DbOrTx, id: string): Promise<CommentRow | undefined> {
    const [row] = await db.select().from(postComments).where(eq(postComments.id, id)).limit(1);
    return row;
  },

  async insert(db: DbOrTx, values: typeof postComments.$inferInsert): Promise<CommentRow> {
    const [row] = await db.insert(postComments).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /**
   * Inserts a comment unless its author already made one with this `create_key` (another request
   * with the same key, racing this one); then it answers undefined.
   */
  async insertOnce(
    db: DbOrTx,
    values: typeof postComments.$inferInsert & { create_key: string },
  ): Promise<CommentRow | undefined> {
    const [row] = await db
      .insert(postComments)
      .values(values)
      .onConflictDoNothing({
        target: [postComments.user_id, postComments.create_key],
        where: sql`create_key is not null`,
      })
      .returning();
    return row;
  },

  async findByCreateKey(db: DbOrTx, userId: string, createKey: string): Promise<CommentRow | undefined> {
    const [row] = await db
      .select()
      .from(postComments)
      .where(and(eq(postComments.user_id, userId), eq(postComments.create_key, createKey)))
      .limit(1);
    return row;
  },

  async updateText(db: DbOrTx, id: string, comment: string): Promise<void> {
    await db.update(postComments).set({ comment, updated_at: new Date() }).where(eq(postComments.id, id));
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    await db.delete(postComments).where(eq(postComments.id, id));
  },

  async adjustReplies(db: DbOrTx, id: string, delta: number): Promise<void> {
    await db
      .update(postComments)
      .set({ total_replies: sql`${postComments.total_replies} + ${delta}` })
      .where(eq(postComments.id, id));
  },

  /** Moves the post's comment count; a comment is not an edit, so updated_at stays. */
  async adjustPostCount(db: DbOrTx, postId: string, delta: number): Promise<void> {
    await db
      .update(posts)
      .set({ total_post_comments: sql`${posts.total_post_comments} + ${delta}`, updated_at: sql`${posts.updated_at}` })
      .where(eq(posts.id, postId));
  },

  /** Top-level comments newest first, or one comment's replies oldest first. */
  /** Comments shown to the viewer: neither side blocked, not hidden from them (db/visibility.ts). */
  list(
    db: DbOrTx,
    viewerId: string | null,
    where: { postId: string; parentId: null } | { parentId: string },
    cursor: string | null,
    limit: number,
  ): Promise<CommentListRow[]> {
    const isReplies = where.parentId !== null;
    const scope =
      where.parentId === null
        ? sql`c.post_id = ${where.postId}::uuid and c.parent_comment_id is null`
        : sql`c.parent_comment_id = ${where.parentId}::uuid`;
    const after = cursor ? (isReplies ? sql`c.id > ${cursor}::uuid` : sql`c.id < ${cursor}::uuid`) : sql`true`;
    return queryRows(
      db,
      // The columns a list shows, chosen (never c.*): a new column joins a list only when named here.
      sql`select c.id, c.post_id, c.user_id, c.parent_comment_id, c.comment, c.total_replies, c.hidden_reason,
                 c.removed_at, c.is_plain_text, c.created_at, c.updated_at,
                 u.name as user_name, u.username as user_username, u.photo_path as user_photo_path,
                 ${hidingDecision('comment', 'c')} as hidden_decision_id
          from post_comments c join users u on u.id = c.user_id and u.is_active
          where ${scope} and ${after} and ${notBlockedFor(viewerId, sql`c.user_id`)} and ${notHiddenFor(viewerId, 'c')}
          order by c.id ${isReplies ? sql`asc` : sql`desc`} ${limitRows(limit)}`,
    );
  },

  async countTopLevel(db: DbOrTx, postId: string): Promise<number> {
    const rows = await queryRows<CountRow>(
      db,
      sql`select count(*)::int as n from post_comments where post_id = ${postId}::uuid and parent_comment_id is null`,
    );
    return rows[0]?.n ?? 0;
  },

  /** A comment of that post; with a viewer, only one shown to them (a reply's parent). */
  inPost(db: DbOrTx, postId: string, id: string, viewerId: string | null = null): Promise<CommentRow | undefined> {
    return commentsRepository.findShown(db, id, viewerId, postId);
  },

  /** A comment shown to the viewer (db/visibility.ts), of that post when one is named. */
  async findShown(db: DbOrTx, id: string, viewerId: string | null, postId?: string): Promise<CommentRow | undefined> {
    const [row] = await db
      .select()
      .from(postComments)
      .where(
        and(
          eq(postComments.id, id),
          postId === undefined ? undefined : eq(postComments.post_id, postId),
          notBlockedFor(viewerId, sql`${postComments.user_id}`),
          notHiddenFor(viewerId, 'post_comments'),
        ),
      )
      .limit(1);
    return row;
  },
};
