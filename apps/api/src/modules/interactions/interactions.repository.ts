import type { InteractionAnswer } from '@ladder/shared/schemas/posts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/** A member's switches on a post after a change, with the post's counters. */
export type InteractionState = Omit<InteractionAnswer, 'post_id' | 'user_id'>;

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
  /**
   * Sets the member's switches (each given one; the others stay as they were) and moves the
   * post's counters by what changed, in one statement. The caller holds the post's row lock
   * (taken by an earlier statement of its transaction), so this statement's snapshot already
   * holds every earlier toggle of the post. A switch turned on gets the time; when no counter
   * moves (a save, a repeated like) the post row is left alone, so cached pages showing it stay.
   */
  async apply(
    db: DbOrTx,
    postId: string,
    userId: string,
    input: { liked?: boolean | undefined; saved?: boolean | undefined; shared?: boolean | undefined },
  ): Promise<InteractionState> {
    const flag = (value: boolean | undefined) => (value === undefined ? sql`null::boolean` : sql`${value}::boolean`);
    const [row] = await queryRows<InteractionState>(
      db,
      sql`with old as (
            select liked, saved, shared, liked_at, saved_at, shared_at from post_interactions
            where post_id = ${postId}::uuid and user_id = ${userId}::uuid
          ),
          next as (
            select coalesce(${flag(input.liked)}, o.liked, false) as liked,
                   coalesce(${flag(input.saved)}, o.saved, false) as saved,
                   coalesce(${flag(input.shared)}, o.shared, false) as shared,
                   coalesce(o.liked, false) as was_liked, coalesce(o.saved, false) as was_saved,
                   coalesce(o.shared, false) as was_shared, o.liked_at, o.saved_at, o.shared_at
            from (select 1) one left join old o on true
          ),
          written as (
            insert into post_interactions as i (post_id, user_id, liked, saved, shared, liked_at, saved_at, shared_at)
            select ${postId}::uuid, ${userId}::uuid, n.liked, n.saved, n.shared,
                   case when n.liked and not n.was_liked then now() else n.liked_at end,
                   case when n.saved and not n.was_saved then now() else n.saved_at end,
                   case when n.shared and not n.was_shared then now() else n.shared_at end
            from next n
            on conflict (post_id, user_id) do update set
              liked = excluded.liked, saved = excluded.saved, shared = excluded.shared,
              liked_at = excluded.liked_at, saved_at = excluded.saved_at, shared_at = excluded.shared_at,
              updated_at = now()
          ),
          counted as (
            update posts p set
              total_post_likes = p.total_post_likes + (n.liked::int - n.was_liked::int),
              total_post_shares = p.total_post_shares + (n.shared::int - n.was_shared::int)
            from next n
            where p.id = ${postId}::uuid and (n.liked <> n.was_liked or n.shared <> n.was_shared)
            returning p.total_post_likes, p.total_post_comments, p.total_post_shares
          )
          select n.liked, n.saved, n.shared,
                 coalesce(c.total_post_likes, p.total_post_likes) as total_post_likes,
                 coalesce(c.total_post_comments, p.total_post_comments) as total_post_comments,
                 coalesce(c.total_post_shares, p.total_post_shares) as total_post_shares
          from next n cross join posts p left join counted c on true
          where p.id = ${postId}::uuid`,
    );
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
