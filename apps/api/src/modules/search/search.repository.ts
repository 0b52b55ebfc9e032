import { limitRows } from '../../db/keyset';
import { sql, type SQL } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import { eitherBlocked, notBlockedFor } from '../../db/visibility';
import { SEARCH_KINDS } from '../../db/search-schema';
import { hashtagHitSchema, personHitSchema, personItemSchema, trackHitSchema } from '@ladder/shared/schemas/people';
import { z } from 'zod';
import { LANGUAGES } from '@ladder/shared/constants';
import {
  type Candidate,
  candidatesQuery,
  followedPoolQuery,
  poolQuery,
  scoredQuery,
  SEARCH_REACH,
  type TypedWords,
} from './search.words';

// What the search statements (raw SQL over the postings) answer, declared as schemas that
// row-shapes.api.test.ts checks real rows against on both databases: the shared answer schemas
// (people.ts) with what ranks a hit, which never leaves the server.
export const personHitRowSchema = z.strictObject({
  ...personHitSchema.omit({ is_followed: true }).shape,
  /** What ranks it (with whether the viewer follows them). */
  score: z.number(),
  total_followers: z.number(),
});
export type PersonHit = z.infer<typeof personHitRowSchema>;

export const hashtagHitRowSchema = z.strictObject({
  ...hashtagHitSchema.shape,
  exact: z.number(),
  closeness: z.number(),
  whole: z.number(),
  uses: z.number(),
});
export type HashtagHit = z.infer<typeof hashtagHitRowSchema>;

export const trackHitRowSchema = z.strictObject({
  ...trackHitSchema.omit({ industry_name: true, text_language: true }).shape,
  /** The original's language, and its translation's title and language (null without one). */
  language: z.enum(LANGUAGES),
  translated_title: z.string().nullable(),
  translated_language: z.enum(LANGUAGES).nullable(),
  industry_name_en: z.string(),
  industry_name_vi: z.string(),
  score: z.number(),
});
export type TrackHit = z.infer<typeof trackHitRowSchema>;

export const suggestionRowSchema = z.strictObject({
  ...personItemSchema.omit({ is_followed: true }).shape,
  mutual: z.number(),
  skills: z.number(),
  industry: z.number(),
  active: z.number(),
});
export type SuggestionRow = z.infer<typeof suggestionRowSchema>;

/** A LIKE pattern matching the term anywhere, with `%`, `_` and `\\` taken literally. */
export const containing = (term: string): SQL => sql`'%' || ${term.replace(/[\\%_]/g, (c) => `\\${c}`)}::text || '%'`;

/** How many members each kind of suggestion may draw on: the work stays bounded for anyone. */
const CANDIDATES = { followings: 200, perFollowing: 50, skills: 50, perSkill: 100, industry: 200, recentPosts: 300 };

const PERSON_KINDS = sql.raw(`(${SEARCH_KINDS.personName}, ${SEARCH_KINDS.personHeadline})`);
const TRACK_KINDS = sql.raw(`(${SEARCH_KINDS.trackTitle})`);

/** A group's pool: the walk of the typed words' postings (search.words.ts). */
const poolOf = (typed: TypedWords, group: 'people' | 'tracks'): SQL =>
  poolQuery(typed, group, group === 'people' ? PERSON_KINDS : TRACK_KINDS, SEARCH_REACH);

/**
 * The members a term finds, with their scores: the pool of the words' walk, or (`viewerId`) the
 * members that viewer follows who hold every word. Exported for the search benchmark's plans.
 */
export function peopleQuery(typed: TypedWords, viewerId?: string): SQL {
  const pool = viewerId ? followedPoolQuery(typed, viewerId, PERSON_KINDS) : poolOf(typed, 'people');
  return sql`select u.id, u.name, u.username, u.photo_path, u.headline, s.score, u.total_followers
    from (${scoredQuery(typed, pool, PERSON_KINDS, SEARCH_KINDS.personName)}) s
    join users u on u.id = s.entity_id and u.is_active`;
}

/** The shared tracks a term finds, with their scores and the industry's names in both languages. */
export function tracksQuery(typed: TypedWords): SQL {
  return sql`select t.id, t.title, t.language, tr.title as translated_title, tr.language as translated_language,
                    t.industry_id, i.name_en as industry_name_en, i.name_vn as industry_name_vi,
                    t.user_id, u.name as user_name, s.score
    from (${scoredQuery(typed, poolOf(typed, 'tracks'), TRACK_KINDS, SEARCH_KINDS.trackTitle)}) s
    join career_tracks t on t.id = s.entity_id and t.status = 'shared'
    join users u on u.id = t.user_id and u.is_active
    join industries i on i.id = t.industry_id
    left join career_track_translations tr on tr.career_track_id = t.id`;
}

/**
 * Hashtags by word similarity of the whole term to the tag (`%>`, KNN over the GiST index of
 * `ladder_search_key(tag)`): the nearest SEARCH_REACH, with what ranks them: containing the term
 * exactly, closeness and whole-string similarity (in thousandths), use.
 */
export function hashtagsQuery(term: string): SQL {
  const target = sql`ladder_search_key(h.tag)`;
  const key = sql`ladder_search_key(${term}::text)`;
  return sql`select h.tag as hashtag, h.total_posts, h.total_followers,
           (${target} like ladder_search_key(${containing(term)}))::int as exact,
           round(1000 * (1 - (${target} <->> ${key})))::int as closeness,
           round(1000 * similarity(${target}, ${key}))::int as whole,
           h.total_posts + h.total_followers as uses
    from hashtags h
    where ${target} %> ${key} and (h.total_posts > 0 or h.total_followers > 0)
    order by ${target} <->> ${key}
    ${limitRows(SEARCH_REACH)}`;
}

export const searchRepository = {
  /**
   * The members among `ids` the viewer may not see: either side blocked (db/visibility.ts). What
   * a term finds is shared by every viewer, so each viewer's answer drops these.
   */
  async blockedAmong(db: DbOrTx, viewerId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select x.id from unnest(${uuidArray(ids)}) as x(id) where ${eitherBlocked(sql`${viewerId}::uuid`, sql`x.id`)}`,
    );
    return new Set(rows.map((row) => row.id));
  },

  /** Each typed word's candidate words (search.words.ts). */
  candidates(db: DbOrTx, term: string): Promise<Candidate[]> {
    return queryRows(db, candidatesQuery(term));
  },

  people(db: DbOrTx, typed: TypedWords, viewerId?: string): Promise<PersonHit[]> {
    return queryRows(db, peopleQuery(typed, viewerId));
  },

  tracks(db: DbOrTx, typed: TypedWords): Promise<TrackHit[]> {
    return queryRows(db, tracksQuery(typed));
  },

  hashtags(db: DbOrTx, term: string): Promise<HashtagHit[]> {
    return queryRows(db, hashtagsQuery(term));
  },

  /**
   * Members the viewer does not follow yet, scored from bounded candidate sets: followed by
   * people they follow, following the same skills, working in the same industry, and the
   * authors of the newest posts. Never the viewer, nor deactivated members.
   */
  suggestions(db: DbOrTx, viewerId: string, limit: number): Promise<SuggestionRow[]> {
    const C = CANDIDATES;
    const me = sql`${viewerId}::uuid`;
    return queryRows(
      db,
      sql`with mine as (
            select followee_id from user_follows where follower_id = ${me} order by created_at desc ${limitRows(C.followings)}),
          candidates as (
            select f2.followee_id as id, 1 as mutual, 0 as skills, 0 as industry, 0 as active
            from mine cross join lateral (
              select followee_id from user_follows f where f.follower_id = mine.followee_id
              order by f.created_at desc ${limitRows(C.perFollowing)}) f2
            union all
            select s2.user_id, 0, 1, 0, 0
            from (select skill_id from skill_follows where user_id = ${me} ${limitRows(C.skills)}) ms
            cross join lateral (
              select user_id from skill_follows s where s.skill_id = ms.skill_id ${limitRows(C.perSkill)}) s2
            union all
            select ind.id, 0, 0, 1, 0
            from (select u.id from users u
                  where u.working_industry_id = (select working_industry_id from users where id = ${me})
                  ${limitRows(C.industry)}) ind
          ),
          recent as (
            select p.user_id as id, 0 as mutual, 0 as skills, 0 as industry, 1 as active
            from (select user_id from posts order by id desc ${limitRows(C.recentPosts)}) p
          ),
          scored as (
            select id, sum(mutual)::int as mutual, sum(skills)::int as skills, max(industry)::int as industry,
                   sum(active)::int as active
            from (select * from candidates union all select * from recent) c
            where id <> ${me}
            group by id)
          select u.id as user_id, u.name as user_name, u.username, u.photo_path as user_photo_path, u.headline,
                 s.mutual, s.skills, s.industry, s.active
          from scored s join users u on u.id = s.id and u.is_active
          where not exists (select 1 from user_follows f where f.follower_id = ${me} and f.followee_id = s.id)
            and ${notBlockedFor(viewerId, sql`s.id`)}
          order by s.mutual desc, s.skills desc, s.industry desc, s.active desc, u.total_followers desc, u.id
          ${limitRows(limit)}`,
    );
  },
};
