import { and, eq, inArray, sql } from 'drizzle-orm';
import { textArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import type { CountRow } from '../../db/row-schemas';
import { postMedia, posts } from '../../db/schema';
import { readableBy } from '../../db/visibility';

export type PostRow = typeof posts.$inferSelect;
export type MediaRow = typeof postMedia.$inferSelect;

/** Posts and their media, one row at a time; the pages answers show are in post-pages.repository.ts. */
export const postsRepository = {
  async findById(db: DbOrTx, id: string): Promise<PostRow | undefined> {
    const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
    return row;
  },

  /** The feed post publishing a career track, if it has one. */
  async findByCareerTrack(db: DbOrTx, careerTrackId: string): Promise<PostRow | undefined> {
    const [row] = await db.select().from(posts).where(eq(posts.career_track_id, careerTrackId)).limit(1);
    return row;
  },

  /**
   * A post whose author is still active (a deactivated member's posts are gone for everyone),
   * locked for an update when asked: a like, a comment or media then waits on its row. NO KEY
   * UPDATE, so rows that only refer to the post do not wait
   * (docs/decisions/0028-row-locks-under-concurrency.md). With a viewer: only one neither blocked
   * nor hidden from them (db/visibility.ts).
   */
  async findLive(
    db: DbOrTx,
    id: string,
    isLocked = false,
    viewerId: string | null = null,
  ): Promise<PostRow | undefined> {
    const query = db
      .select()
      .from(posts)
      .where(and(eq(posts.id, id), readableBy(viewerId, 'posts')))
      .limit(1);
    const [row] = isLocked ? await query.for('no key update', { of: posts }) : await query;
    return row;
  },

  /** Locks the post row: every change to its counters or media goes through this lock (NO KEY UPDATE, as above). */
  async lockById(db: DbOrTx, id: string): Promise<PostRow | undefined> {
    const [row] = await db.select().from(posts).where(eq(posts.id, id)).for('no key update').limit(1);
    return row;
  },

  /**
   * Inserts a post unless the member already made one with this `create_key`; then it answers
   * undefined (a concurrent twin waits on the unique index until the first one commits).
   */
  async insertOnce(
    db: DbOrTx,
    values: typeof posts.$inferInsert & { create_key: string },
  ): Promise<PostRow | undefined> {
    const [row] = await db
      .insert(posts)
      .values(values)
      .onConflictDoNothing({ target: [posts.user_id, posts.create_key], where: sql`create_key is not null` })
      .returning();
    return row;
  },

  async findByCreateKey(db: DbOrTx, userId: string, createKey: string): Promise<PostRow | undefined> {
    const [row] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.user_id, userId), eq(posts.create_key, createKey)));
    return row;
  },

  async insert(db: DbOrTx, values: typeof posts.$inferInsert): Promise<PostRow> {
    const [row] = await db.insert(posts).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async update(db: DbOrTx, id: string, changes: Partial<typeof posts.$inferInsert>): Promise<void> {
    await db
      .update(posts)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(posts.id, id));
  },

  async delete(db: DbOrTx, id: string): Promise<void> {
    // Its hashtags lose a post (hashtags.total_posts stays equal to the post_hashtags rows).
    await db.execute(sql`
      update hashtags h set total_posts = h.total_posts - 1
      from post_hashtags ph where ph.post_id = ${id}::uuid and h.tag = ph.hashtag`);
    await db.delete(posts).where(eq(posts.id, id));
  },

  /**
   * Sets the post's hashtags and moves `hashtags.total_posts` by the rows actually removed and
   * added (creating a hashtag's row on first use), tags in sorted order so that parallel posts
   * lock the hashtag rows in the same order. The upsert (DO UPDATE, not DO NOTHING) holds each
   * row until the transaction ends, and a hashtag follow's upsert waits for it: called before
   * `fanOut`, a post and a follow of its hashtag take turns and each sees the other
   * (docs/decisions/0028-row-locks-under-concurrency.md).
   */
  async replaceHashtags(db: DbOrTx, postId: string, normalized: string[]): Promise<void> {
    await db.execute(sql`
      with gone as (delete from post_hashtags where post_id = ${postId}::uuid returning hashtag)
      update hashtags h set total_posts = h.total_posts - 1 from gone where h.tag = gone.hashtag`);
    if (normalized.length === 0) return;
    const tags = [...new Set(normalized)].sort();
    await db.execute(sql`
      with added as (
        insert into post_hashtags (hashtag, post_id)
        select t, ${postId}::uuid from unnest(${textArray(tags)}) as t
        returning hashtag)
      insert into hashtags (tag, display, total_posts)
      select hashtag, hashtag, 1 from added order by hashtag
      on conflict (tag) do update set total_posts = hashtags.total_posts + 1`);
  },

  /**
   * Holds the author's row (FOR SHARE) until the transaction ends, before a new post is written
   * and fanned out. A follow or unfollow of the author locks that row (follows.repository), so the
   * two take turns and each sees the other: the fan-out sees a follow made just before, the
   * backfill a post made just before (docs/decisions/0028-row-locks-under-concurrency.md).
   * FOR SHARE: two posts of one author do not wait for each other.
   */
  async holdAuthor(db: DbOrTx, authorId: string): Promise<void> {
    await db.execute(sql`select 1 from users where id = ${authorId}::uuid for share`);
  },

  /** Fan-out on write: the author, the author's followers and the followers of its hashtags. */
  async fanOut(db: DbOrTx, postId: string, authorId: string, normalizedHashtags: string[]): Promise<void> {
    await db.execute(sql`
      insert into timeline_entries (user_id, post_id)
      select ${authorId}::uuid, ${postId}::uuid
      union select follower_id, ${postId}::uuid from user_follows where followee_id = ${authorId}::uuid
      union select user_id, ${postId}::uuid from hashtag_follows where hashtag = any(${textArray(normalizedHashtags)})
      on conflict do nothing`);
  },

  async mediaOf(db: DbOrTx, postId: string): Promise<MediaRow[]> {
    return db.select().from(postMedia).where(eq(postMedia.post_id, postId)).orderBy(postMedia.id);
  },

  async countMedia(db: DbOrTx, postId: string): Promise<number> {
    const rows = await queryRows<CountRow>(
      db,
      sql`select count(*)::int as n from post_media where post_id = ${postId}::uuid`,
    );
    return rows[0]?.n ?? 0;
  },

  async insertMedia(db: DbOrTx, values: (typeof postMedia.$inferInsert)[]): Promise<MediaRow[]> {
    if (values.length === 0) return [];
    return db.insert(postMedia).values(values).returning();
  },

  async deleteMedia(db: DbOrTx, postId: string, ids: string[]): Promise<void> {
    if (ids.length > 0)
      await db.delete(postMedia).where(and(eq(postMedia.post_id, postId), inArray(postMedia.id, ids)));
  },

  /** Whether each id is a post by this author (for the previous / next post links). */
  async ownedIds(db: DbOrTx, authorId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.user_id, authorId), inArray(posts.id, ids)));
    return new Set(rows.map((r) => r.id));
  },
};
