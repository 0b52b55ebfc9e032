import { sql, type SQL } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import { shownTrackStatus } from '../../db/track-status';
import { queryRows, type DbOrTx } from '../../db/client';
import { exactTime, limitRows } from '../../db/keyset';
import { containsEveryWord, containsText } from '../../db/search';
import { followedBy, hidingDecision, notBlockedFor, notHiddenFor, notMutedFor, readableBy } from '../../db/visibility';
import { postSchema } from '@ladder/shared/schemas/posts';
import { z } from 'zod';

// Pages of posts as answers show them (hydrated in one statement); posts.repository.ts writes them.

/** The columns a post answer carries as they are (posts.presenter.ts maps the rest). */
const AS_ANSWERED = {
  id: true,
  user_id: true,
  content: true,
  hashtags: true,
  status: true,
  career_track_id: true,
  prev_post_id: true,
  next_post_id: true,
  total_post_likes: true,
  total_post_comments: true,
  total_post_shares: true,
  user_name: true,
  user_username: true,
  user_photo_path: true,
  author_followed: true,
} as const;

/**
 * A post with what every answer embeds: its author, its media and the viewer's interaction.
 * The hydrating statement is raw SQL (one statement per page, planned once: bench/feed), so its
 * row is declared here as a schema: row-shapes.api.test.ts parses real rows with it on both
 * databases, and a column renamed on one side fails there, not in production.
 */
export const hydratedPostRowSchema = z.strictObject({
  ...postSchema.pick(AS_ANSWERED).shape,
  hidden_reason: z.string().nullable(),
  hidden_decision_id: z.string().nullable(),
  /** Text on the PostgreSQL pool (queryRows keeps times as text), a Date on PGlite. */
  created_at: z.union([z.string(), z.date()]),
  updated_at: z.union([z.string(), z.date()]),
  media: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.enum(['image', 'video']),
      key: z.string(),
      thumbnail_key: z.string().nullable(),
      content_type: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
    }),
  ),
  liked: z.boolean().nullable(),
  saved: z.boolean().nullable(),
  shared: z.boolean().nullable(),
  /** The published career track, for a track post: the card the answer carries as it is. */
  career_track: z.strictObject(postSchema.shape.career_track.unwrap().shape).nullable(),
});
export type HydratedPostRow = z.infer<typeof hydratedPostRowSchema>;

/**
 * Hydrates an ordered page of post ids in one statement. `page` must select `id` and `ord`;
 * authors must be active, and career-track posts are left out for visitors.
 */
function hydrate(viewerId: string | null, page: SQL): SQL {
  return sql`
    with page as (${page})
    select p.id, p.user_id, p.content, p.hashtags, p.status, p.career_track_id, p.prev_post_id, p.next_post_id,
           p.total_post_likes, p.total_post_comments, p.total_post_shares, p.created_at, p.updated_at, p.hidden_reason,
           u.name as user_name, u.username as user_username, u.photo_path as user_photo_path,
           coalesce((select json_agg(json_build_object('id', m.id, 'kind', m.kind, 'key', m.key, 'thumbnail_key', m.thumbnail_key,
                                                       'content_type', m.content_type, 'width', m.width, 'height', m.height) order by m.id)
                     from post_media m where m.post_id = p.id), '[]'::json) as media,
           ${hidingDecision('post', 'p')} as hidden_decision_id,
           i.liked, i.saved, i.shared,
           ${followedBy(viewerId, sql`p.user_id`)} as author_followed,
           case when p.career_track_id is null then null else (
             select json_build_object('id', ct.id, 'title', ct.title, 'desc', ct.desc, 'status', ${shownTrackStatus('ct')},
                                      'industry_id', ct.industry_id, 'industry_name_en', ind.name_en, 'industry_name_vn', ind.name_vn,
                                      'total_skills', (select count(*) from career_track_skills cs where cs.career_track_id = ct.id),
                                      'total_outdated_votes', ct.total_outdated_votes, 'language', ct.language,
                                      'translation', (select json_build_object('language', tr.language, 'title', tr.title, 'desc', tr.desc)
                                                      from career_track_translations tr where tr.career_track_id = ct.id))
             from career_tracks ct join industries ind on ind.id = ct.industry_id where ct.id = p.career_track_id) end as career_track
    from page
    join posts p on p.id = page.id
    join users u on u.id = p.user_id and u.is_active
    left join post_interactions i on i.post_id = p.id and i.user_id = ${viewerId}::uuid
    where ${shownTo(viewerId)} and ${viewerId ? sql`true` : sql`p.career_track_id is null`}
    order by page.ord`;
}

/** Neither side blocked the other, and no moderator hid it from this viewer (db/visibility.ts). */
function shownTo(viewerId: string | null): SQL {
  return sql`${notBlockedFor(viewerId, sql`p.user_id`)} and ${notHiddenFor(viewerId, 'p')}`;
}
const visibleTo = (viewerId: string | null) => (viewerId ? sql`true` : sql`p.career_track_id is null`);
const before = (cursor: string | null) => (cursor ? sql`p.id < ${cursor}::uuid` : sql`true`);

/** Posts matching a condition, newest first, a page after the cursor. */
function newestPosts(viewerId: string | null, condition: SQL, cursor: string | null, limit: number): SQL {
  return hydrate(
    viewerId,
    sql`select t.id, row_number() over () as ord from (
          select p.id from posts p where ${condition} and ${before(cursor)} order by p.id desc ${limitRows(limit)}) t`,
  );
}

/** The home-timeline statement, exported so that the feed benchmark can EXPLAIN exactly it. */
export function timelineQuery(viewerId: string, cursor: string | null, limit: number): SQL {
  return hydrate(
    viewerId,
    sql`select t.post_id as id, row_number() over () as ord from (
          select te.post_id from timeline_entries te
          join posts p on p.id = te.post_id
          where te.user_id = ${viewerId}::uuid and ${cursor ? sql`te.post_id < ${cursor}::uuid and p.id < ${cursor}::uuid` : sql`true`}
            and ${readableBy(viewerId, 'p')} and ${notMutedFor(viewerId)}
          order by te.post_id desc ${limitRows(limit)}) t`,
  );
}

export const postPagesRepository = {
  async hydrateIds(db: DbOrTx, viewerId: string | null, ids: string[]): Promise<HydratedPostRow[]> {
    if (ids.length === 0) return [];
    return queryRows(
      db,
      hydrate(viewerId, sql`select t.id, t.ord from unnest(${uuidArray(ids)}) with ordinality as t(id, ord)`),
    );
  },

  /** A page of the home timeline (fan-out on write), newest first. */
  timeline(db: DbOrTx, viewerId: string, cursor: string | null, limit: number): Promise<HydratedPostRow[]> {
    return queryRows(db, timelineQuery(viewerId, cursor, limit));
  },

  /** The newest posts of everyone: the feed of a member who follows nobody yet. */
  recent(db: DbOrTx, viewerId: string | null, cursor: string | null, limit: number): Promise<HydratedPostRow[]> {
    const muted = viewerId ? notMutedFor(viewerId) : sql`true`;
    return queryRows(
      db,
      newestPosts(viewerId, sql`${visibleTo(viewerId)} and ${readableBy(viewerId, 'p')} and ${muted}`, cursor, limit),
    );
  },

  byUser(
    db: DbOrTx,
    viewerId: string | null,
    userId: string,
    cursor: string | null,
    limit: number,
    keywords?: string,
  ): Promise<HydratedPostRow[]> {
    const matches = keywords ? sql` and ${containsText(sql`p.content`, keywords)}` : sql``;
    return queryRows(
      db,
      newestPosts(
        viewerId,
        sql`p.user_id = ${userId}::uuid and ${visibleTo(viewerId)} and ${shownTo(viewerId)}${matches}`,
        cursor,
        limit,
      ),
    );
  },

  /**
   * Posts whose text holds every word (the search page's Posts tab), newest first: the trigram
   * GIN index on `ladder_search_key(content)` finds them (migration of issue 41).
   */
  matching(
    db: DbOrTx,
    viewerId: string,
    words: string[],
    cursor: string | null,
    limit: number,
  ): Promise<HydratedPostRow[]> {
    return queryRows(
      db,
      newestPosts(
        viewerId,
        sql`${containsEveryWord(sql`p.content`, words)} and ${readableBy(viewerId, 'p')}`,
        cursor,
        limit,
      ),
    );
  },

  /** How many posts `matching` finds, counted up to `reach`. */
  async countMatching(db: DbOrTx, viewerId: string, words: string[], reach: number): Promise<number> {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
            select 1 from posts p where ${containsEveryWord(sql`p.content`, words)} and ${readableBy(viewerId, 'p')}
            ${limitRows(reach)}) t`,
    );
    return rows[0]?.n ?? 0;
  },

  byHashtag(
    db: DbOrTx,
    viewerId: string | null,
    hashtag: string,
    cursor: string | null,
    limit: number,
  ): Promise<HydratedPostRow[]> {
    return queryRows(
      db,
      hydrate(
        viewerId,
        sql`select t.id, row_number() over () as ord from (
              select ph.post_id as id from post_hashtags ph join posts p on p.id = ph.post_id
              where ph.hashtag = ${hashtag} and ${cursor ? sql`ph.post_id < ${cursor}::uuid and p.id < ${cursor}::uuid` : sql`true`}
                and ${visibleTo(viewerId)} and ${readableBy(viewerId, 'p')}
              order by ph.post_id desc ${limitRows(limit)}) t`,
      ),
    );
  },

  byCareerTrack(
    db: DbOrTx,
    viewerId: string,
    careerTrackId: string,
    cursor: string | null,
    limit: number,
  ): Promise<HydratedPostRow[]> {
    return queryRows(
      db,
      newestPosts(viewerId, sql`p.career_track_id = ${careerTrackId}::uuid and ${shownTo(viewerId)}`, cursor, limit),
    );
  },

  /** Posts the viewer liked, saved or shared, most recent first; the cursor is "time|post id". */
  byInteraction(
    db: DbOrTx,
    viewerId: string,
    kind: 'liked' | 'saved' | 'shared',
    cursor: { at: string; id: string } | null,
    limit: number,
  ): Promise<(HydratedPostRow & { interacted_at: string | Date; interacted_key: string })[]> {
    const flag = sql.raw(`i.${kind}`);
    const at = sql.raw(`i.${kind}_at`);
    return queryRows(
      db,
      sql`with picked as (
            select i.post_id, ${at} as at from post_interactions i
            where i.user_id = ${viewerId}::uuid and ${flag}
              and ${cursor ? sql`(${at}, i.post_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`true`}
            order by ${at} desc, i.post_id desc ${limitRows(limit)})
          select h.*, picked.at as interacted_at, ${exactTime(sql`picked.at`)} as interacted_key from (${hydrate(
            viewerId,
            sql`select picked.post_id as id, row_number() over (order by picked.at desc, picked.post_id desc) as ord from picked`,
          )}) h join picked on picked.post_id = h.id
          order by picked.at desc, picked.post_id desc`,
    );
  },

  /**
   * Posts a member liked or commented on, newest activity first (the profile's "Likes &
   * comments"); the cursor is the activity's exact time and the post id.
   */
  byActivity(
    db: DbOrTx,
    viewerId: string | null,
    userId: string,
    cursor: { at: string; id: string } | null,
    limit: number,
  ): Promise<(HydratedPostRow & { activity_liked: boolean; activity_commented: boolean; activity_at: string })[]> {
    return queryRows(
      db,
      sql`with acts as (
            select x.post_id, bool_or(x.liked) as liked, bool_or(x.commented) as commented, max(x.at) as at
            from (
              select i.post_id, true as liked, false as commented, coalesce(i.liked_at, i.updated_at) as at
              from post_interactions i where i.user_id = ${userId}::uuid and i.liked
              union all
              select c.post_id, false, true, max(c.created_at) from post_comments c
              where c.user_id = ${userId}::uuid group by c.post_id) x
            group by x.post_id),
          picked as (
            select * from acts
            where ${cursor ? sql`(acts.at, acts.post_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`true`}
              and exists (select 1 from users mu where mu.id = ${userId}::uuid and mu.is_active)
              and ${notBlockedFor(viewerId, sql`${userId}::uuid`)}
            order by acts.at desc, acts.post_id desc ${limitRows(limit)})
          select h.*, picked.liked as activity_liked, picked.commented as activity_commented,
                 ${exactTime(sql`picked.at`)} as activity_at
          from (${hydrate(
            viewerId,
            sql`select picked.post_id as id, row_number() over (order by picked.at desc, picked.post_id desc) as ord from picked`,
          )}) h join picked on picked.post_id = h.id
          order by picked.at desc, picked.post_id desc`,
    );
  },

  async followsAnything(db: DbOrTx, viewerId: string): Promise<boolean> {
    const rows = await queryRows<{ follows: boolean }>(
      db,
      sql`select exists (select 1 from user_follows where follower_id = ${viewerId}::uuid)
              or exists (select 1 from hashtag_follows where user_id = ${viewerId}::uuid) as follows`,
    );
    return rows[0]?.follows ?? false;
  },
};
