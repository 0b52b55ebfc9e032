import { sql, type SQL } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import { exactTime, limitRows } from '../../db/keyset';
import { followedHashtagSchema, personItemSchema } from '@ladder/shared/schemas/people';
import { z } from 'zod';
import { eitherBlocked, followedBy, notBlockedFor } from '../../db/visibility';

/** A keyset position in a follow list: when the follow was made (to the microsecond) and the id. */
export interface FollowCursor {
  at: string;
  id: string;
}

// The lists are raw SQL (one statement answers a page and its owner's total): their rows are
// declared as schemas, which row-shapes.api.test.ts checks against real rows on both databases.
const listed = {
  /** The follow's time as exact text, the cursor's first half. */
  at_key: z.string(),
  /** The same time, which orders the page (text on the PostgreSQL pool, a Date on PGlite). */
  at: z.union([z.string(), z.date()]),
  /** The list owner's counter, repeated on every row (and alone on an empty page). */
  total: z.number(),
};

export const personRowSchema = z.strictObject({ ...personItemSchema.shape, ...listed });
export type PersonRow = z.infer<typeof personRowSchema>;

export const hashtagFollowRowSchema = z.strictObject({ ...followedHashtagSchema.shape, ...listed });
export type HashtagFollowRow = z.infer<typeof hashtagFollowRowSchema>;

export const skillFollowRowSchema = z.strictObject({
  skill_id: z.string(),
  name_en: z.string(),
  name_vn: z.string(),
  is_followed: z.boolean(),
  ...listed,
});
export type SkillFollowRow = z.infer<typeof skillFollowRowSchema>;

const after = (at: SQL, id: SQL, type: 'uuid' | 'text', cursor: FollowCursor | null) =>
  cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::${sql.raw(type)})` : sql`true`;

/**
 * A page of a list plus its owner's total in one statement: the total comes from the owner
 * row, so an empty page still answers it (one row with null item columns).
 */
function withTotal(total: SQL, page: SQL, order: SQL): SQL {
  return sql`with page as (${page})
    select page.*, owner.total from (${total}) owner(total) left join page on true order by ${order}`;
}

export const followsRepository = {
  /**
   * Locks both members' rows in id order (no deadlock between A→B and B→A); answers who is active.
   * NO KEY UPDATE: a like or comment by either member, holding its post's lock, refers to their
   * row and must not wait for a follow that waits for that post (the feed backfill refers to it):
   * FOR UPDATE made that a deadlock (docs/decisions/0028-row-locks-under-concurrency.md).
   */
  /** Whether either member blocked the other (db/visibility.ts): no follow between them. */
  async isBlocked(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const [row] = await queryRows<{ blocked: boolean }>(
      db,
      sql`select ${eitherBlocked(sql`${a}::uuid`, sql`${b}::uuid`)} as blocked`,
    );
    return row?.blocked ?? false;
  },

  async lockMembers(db: DbOrTx, ids: string[]): Promise<{ id: string; is_active: boolean }[]> {
    return queryRows(
      db,
      sql`select id, is_active from users where id = any(${uuidArray(ids)}) order by id for no key update`,
    );
  },

  /** Inserts the follow; true when it is new. */
  async insertUserFollow(db: DbOrTx, followerId: string, followeeId: string): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`insert into user_follows (follower_id, followee_id) values (${followerId}::uuid, ${followeeId}::uuid)
          on conflict do nothing returning 1 as ok`,
    );
    return rows.length > 0;
  },

  /** Deletes the follow; true when there was one. */
  async deleteUserFollow(db: DbOrTx, followerId: string, followeeId: string): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`delete from user_follows where follower_id = ${followerId}::uuid and followee_id = ${followeeId}::uuid
          returning 1 as ok`,
    );
    return rows.length > 0;
  },

  /** Moves both counters by `delta` (the rows are locked by the caller) and answers them. */
  async adjustFollowCounters(
    db: DbOrTx,
    followerId: string,
    followeeId: string,
    delta: 1 | -1 | 0,
  ): Promise<{ total_followers: number; total_followings: number }> {
    const rows = await queryRows<{ total_followers: number; total_followings: number }>(
      db,
      sql`with follower as (
            update users set total_followings = total_followings + ${delta}::int where id = ${followerId}::uuid
            returning total_followings),
          followee as (
            update users set total_followers = total_followers + ${delta}::int where id = ${followeeId}::uuid
            returning total_followers)
          select (select total_followers from followee) as total_followers,
                 (select total_followings from follower) as total_followings`,
    );
    const row = rows[0];
    if (!row) throw new Error('counters not updated');
    return row;
  },

  /** Members `userId` follows (`followings`) or who follow `userId` (`followers`), newest follow first. */
  listPeople(
    db: DbOrTx,
    direction: 'followings' | 'followers',
    userId: string,
    viewerId: string | null,
    cursor: FollowCursor | null,
    limit: number,
  ): Promise<(PersonRow | (Partial<PersonRow> & { total: number }))[]> {
    const [self, other, counter] =
      direction === 'followings'
        ? [sql`f.follower_id`, sql`f.followee_id`, sql`total_followings`]
        : [sql`f.followee_id`, sql`f.follower_id`, sql`total_followers`];
    const isFollowed = followedBy(viewerId, sql`u.id`);
    return queryRows(
      db,
      withTotal(
        sql`select ${counter} from users where id = ${userId}::uuid`,
        sql`select u.id as user_id, u.name as user_name, u.username, u.photo_path as user_photo_path, u.headline,
                   ${isFollowed} as is_followed, ${exactTime(sql`f.created_at`)} as at_key, f.created_at as at
            from user_follows f join users u on u.id = ${other} and u.is_active
            where ${self} = ${userId}::uuid and ${after(sql`f.created_at`, other, 'uuid', cursor)}
              and ${notBlockedFor(viewerId, other)} and ${notBlockedFor(viewerId, sql`${userId}::uuid`)}
            order by f.created_at desc, ${other} desc ${limitRows(limit)}`,
        sql`page.at desc, page.user_id desc`,
      ),
    );
  },

  /**
   * Follows a hashtag, creating its row if need be; true (and one more follower) only for a new follow.
   * The upsert holds the hashtag's row until the transaction ends, as a new post's does
   * (postsRepository.replaceHashtags): the backfill after it sees every post of the hashtag that
   * the fan-out before it could not (docs/decisions/0028-row-locks-under-concurrency.md).
   */
  async followHashtag(db: DbOrTx, userId: string, tag: string): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`with added as (
            insert into hashtag_follows (user_id, hashtag) values (${userId}::uuid, ${tag})
            on conflict do nothing returning hashtag)
          insert into hashtags (tag, display, total_posts, total_followers)
          select hashtag, hashtag, 0, 1 from added
          on conflict (tag) do update set total_followers = hashtags.total_followers + 1
          returning 1 as ok`,
    );
    return rows.length > 0;
  },

  /** True (and one follower less) only when the member followed the hashtag. */
  async unfollowHashtag(db: DbOrTx, userId: string, tag: string): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`with gone as (
            delete from hashtag_follows where user_id = ${userId}::uuid and hashtag = ${tag} returning hashtag)
          update hashtags set total_followers = total_followers - 1 where tag in (select hashtag from gone)
          returning 1 as ok`,
    );
    return rows.length > 0;
  },

  async hashtagState(
    db: DbOrTx,
    userId: string,
    tag: string,
  ): Promise<{ total_followers: number; is_followed: boolean }> {
    const rows = await queryRows<{ total_followers: number | null; is_followed: boolean }>(
      db,
      sql`select (select total_followers from hashtags where tag = ${tag}) as total_followers,
                 exists (select 1 from hashtag_follows where user_id = ${userId}::uuid and hashtag = ${tag}) as is_followed`,
    );
    return { total_followers: rows[0]?.total_followers ?? 0, is_followed: rows[0]?.is_followed ?? false };
  },

  listHashtags(
    db: DbOrTx,
    userId: string,
    viewerId: string | null,
    cursor: FollowCursor | null,
    limit: number,
  ): Promise<(HashtagFollowRow | (Partial<HashtagFollowRow> & { total: number }))[]> {
    const isFollowed = viewerId
      ? sql`exists (select 1 from hashtag_follows vf where vf.user_id = ${viewerId}::uuid and vf.hashtag = hf.hashtag)`
      : sql`false`;
    return queryRows(
      db,
      withTotal(
        sql`select count(*)::int from hashtag_follows where user_id = ${userId}::uuid`,
        sql`select hf.hashtag, coalesce(h.total_followers, 0) as total_followers, ${isFollowed} as is_followed,
                   ${exactTime(sql`hf.created_at`)} as at_key, hf.created_at as at
            from hashtag_follows hf left join hashtags h on h.tag = hf.hashtag
            where hf.user_id = ${userId}::uuid and ${after(sql`hf.created_at`, sql`hf.hashtag`, 'text', cursor)}
              and ${notBlockedFor(viewerId, sql`${userId}::uuid`)}
            order by hf.created_at desc, hf.hashtag desc ${limitRows(limit)}`,
        sql`page.at desc, page.hashtag desc`,
      ),
    );
  },

  async findSkill(db: DbOrTx, skillId: string): Promise<{ id: string; name_en: string; name_vn: string } | undefined> {
    const rows = await queryRows<{ id: string; name_en: string; name_vn: string }>(
      db,
      sql`select id, name_en, name_vn from skills where id = ${skillId}::uuid`,
    );
    return rows[0];
  },

  async followSkill(db: DbOrTx, userId: string, skillId: string): Promise<void> {
    await db.execute(sql`insert into skill_follows (user_id, skill_id) values (${userId}::uuid, ${skillId}::uuid)
                         on conflict do nothing`);
  },

  async unfollowSkill(db: DbOrTx, userId: string, skillId: string): Promise<void> {
    await db.execute(sql`delete from skill_follows where user_id = ${userId}::uuid and skill_id = ${skillId}::uuid`);
  },

  listSkills(
    db: DbOrTx,
    userId: string,
    viewerId: string | null,
    cursor: FollowCursor | null,
    limit: number,
  ): Promise<(SkillFollowRow | (Partial<SkillFollowRow> & { total: number }))[]> {
    const isFollowed = viewerId
      ? sql`exists (select 1 from skill_follows vf where vf.user_id = ${viewerId}::uuid and vf.skill_id = sf.skill_id)`
      : sql`false`;
    return queryRows(
      db,
      withTotal(
        sql`select count(*)::int from skill_follows
            where user_id = ${userId}::uuid and exists (select 1 from users fu where fu.id = ${userId}::uuid and fu.is_active)`,
        sql`select sf.skill_id, s.name_en, s.name_vn, ${isFollowed} as is_followed,
                   ${exactTime(sql`sf.created_at`)} as at_key, sf.created_at as at
            from skill_follows sf join skills s on s.id = sf.skill_id
            where sf.user_id = ${userId}::uuid and ${after(sql`sf.created_at`, sql`sf.skill_id`, 'uuid', cursor)}
              and ${notBlockedFor(viewerId, sql`${userId}::uuid`)}
              and exists (select 1 from users fu where fu.id = sf.user_id and fu.is_active)
            order by sf.created_at desc, sf.skill_id desc ${limitRows(limit)}`,
        sql`page.at desc, page.skill_id desc`,
      ),
    );
  },
};
