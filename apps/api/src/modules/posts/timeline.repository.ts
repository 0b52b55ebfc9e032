import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { limitRows } from '../../db/keyset';

/**
 * The follow side of fan-out on write (docs/decisions/0008): following someone or a hashtag
 * copies their recent posts into the follower's timeline; unfollowing takes them out again,
 * except the posts that still reach the member another way.
 */
export const timelineRepository = {
  /** The author's newest posts (at most `limit`) into the follower's timeline. */
  async backfillAuthor(db: DbOrTx, followerId: string, authorId: string, limit: number): Promise<void> {
    await db.execute(sql`
      insert into timeline_entries (user_id, post_id)
      select ${followerId}::uuid, p.id from posts p
      where p.user_id = ${authorId}::uuid
      order by p.id desc ${limitRows(limit)}
      on conflict do nothing`);
  },

  /** The hashtag's newest posts (at most `limit`) into the follower's timeline. */
  async backfillHashtag(db: DbOrTx, followerId: string, hashtag: string, limit: number): Promise<void> {
    await db.execute(sql`
      insert into timeline_entries (user_id, post_id)
      select ${followerId}::uuid, ph.post_id from post_hashtags ph
      where ph.hashtag = ${hashtag}
      order by ph.post_id desc ${limitRows(limit)}
      on conflict do nothing`);
  },

  /** The author's posts out of the timeline, unless a followed hashtag still brings them. */
  async removeAuthor(db: DbOrTx, followerId: string, authorId: string): Promise<void> {
    await db.execute(sql`
      delete from timeline_entries te
      using posts p
      where te.user_id = ${followerId}::uuid and te.post_id = p.id and p.user_id = ${authorId}::uuid
        and p.user_id <> ${followerId}::uuid
        and not exists (
          select 1 from post_hashtags ph
          join hashtag_follows hf on hf.hashtag = ph.hashtag and hf.user_id = ${followerId}::uuid
          where ph.post_id = p.id)`);
  },

  /**
   * The hashtag's posts out of the timeline, unless they are the member's own, by someone they
   * follow, or carry another hashtag they follow.
   */
  async removeHashtag(db: DbOrTx, followerId: string, hashtag: string): Promise<void> {
    await db.execute(sql`
      delete from timeline_entries te
      using post_hashtags ph, posts p
      where ph.hashtag = ${hashtag} and te.user_id = ${followerId}::uuid and te.post_id = ph.post_id
        and p.id = ph.post_id and p.user_id <> ${followerId}::uuid
        and not exists (select 1 from user_follows f where f.follower_id = ${followerId}::uuid and f.followee_id = p.user_id)
        and not exists (
          select 1 from post_hashtags other
          join hashtag_follows hf on hf.hashtag = other.hashtag and hf.user_id = ${followerId}::uuid
          where other.post_id = p.id and other.hashtag <> ${hashtag})`);
  },
};
