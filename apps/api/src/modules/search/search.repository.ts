import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

export interface PersonHit {
  id: string;
  name: string;
  username: string;
  photo_path: string | null;
  headline: string | null;
}

export interface HashtagHit {
  hashtag: string;
  total_posts: number;
  total_followers: number;
}

export interface TrackHit {
  id: string;
  title: string;
  industry_id: string;
  user_id: string;
  user_name: string;
}

export interface SuggestionRow {
  user_id: string;
  user_name: string;
  username: string;
  user_photo_path: string | null;
  headline: string | null;
  mutual: number;
  skills: number;
  industry: number;
  active: number;
}

/**
 * Each search matches `ladder_search_key(<the indexed expression>)` with `%>` (word similarity of
 * the term at or above pg_trgm.word_similarity_threshold), written exactly as the trigram GiST
 * indexes of migration 0006 are, so that the planner answers from them.
 */
const key = (term: string): SQL => sql`ladder_search_key(${term}::text)`;

/** How many members each kind of suggestion may draw on: the work stays bounded for anyone. */
const CANDIDATES = { followings: 200, perFollowing: 50, skills: 50, perSkill: 100, industry: 200, recentPosts: 300 };

/** A LIKE pattern matching the term anywhere, with `%`, `_` and `\\` taken literally. */
const containing = (term: string): SQL => sql`'%' || ${term.replace(/[\\%_]/g, (c) => `\\${c}`)}::text || '%'`;

/** The nearest rows the index hands over, re-ranked below: a few pages' worth, never more. */
const poolSize = (limit: number) => limit * 3;

/**
 * The `limit` best matches from one index-ordered scan: the GiST index walks `target` best-first
 * by word-similarity distance (`<->>`, KNN) under the `%>` cut-off and stops after a small pool,
 * so no statement ranks every match (issue 5). The pool is then ordered by exact containment of
 * the unaccented term first, then distance, whole-string similarity (a short key beats a long
 * one containing the term), `popularity` and the id. `target` must be an indexed expression;
 * `extra` filters rows (and joins) before the pool is cut.
 */
function nearest(q: {
  /** The inner select list (aliased as the answer's fields) and the same names for the answer. */
  columns: SQL;
  fields: SQL;
  from: SQL;
  target: SQL;
  extra: SQL;
  /** Higher first among equally good matches; then `tiebreak`, unique. */
  popularity: SQL;
  tiebreak: SQL;
  term: string;
  limit: number;
}): SQL {
  const { target, term } = q;
  return sql`select ${q.fields} from (
      select ${q.columns}, ${q.popularity} as popularity, ${q.tiebreak} as tiebreak,
             ${target} like ladder_search_key(${containing(term)}) as exact_match,
             ${target} <->> ${key(term)} as distance,
             similarity(${target}, ${key(term)}) as whole
      from ${q.from}
      where ${target} %> ${key(term)} and ${q.extra}
      order by ${target} <->> ${key(term)}
      limit ${poolSize(q.limit)}) best
    order by best.exact_match desc, best.distance, best.whole desc, best.popularity desc, best.tiebreak desc
    limit ${q.limit}`;
}

/** The people search statement, exported so that the search benchmark can EXPLAIN exactly it. */
export function peopleSearchQuery(term: string, limit: number): SQL {
  return nearest({
    columns: sql`u.id, u.name, u.username, u.photo_path, u.headline`,
    fields: sql`best.id, best.name, best.username, best.photo_path, best.headline`,
    from: sql`users u`,
    target: sql`ladder_search_key(u.name || ' ' || u.username)`,
    extra: sql`u.is_active`,
    popularity: sql`u.total_followers`,
    tiebreak: sql`u.id`,
    term,
    limit,
  });
}

/** The hashtag search statement (exported for the benchmark). */
export function hashtagSearchQuery(term: string, limit: number): SQL {
  return nearest({
    columns: sql`h.tag as hashtag, h.total_posts, h.total_followers`,
    fields: sql`best.hashtag, best.total_posts, best.total_followers`,
    from: sql`hashtags h`,
    target: sql`ladder_search_key(h.tag)`,
    extra: sql`(h.total_posts > 0 or h.total_followers > 0)`,
    popularity: sql`h.total_posts + h.total_followers`,
    tiebreak: sql`h.tag`,
    term,
    limit,
  });
}

/** The career track search statement (exported for the benchmark); the partial index's `status = 'shared'` is repeated. */
export function trackSearchQuery(term: string, limit: number): SQL {
  return nearest({
    columns: sql`ct.id, ct.title, ct.industry_id, ct.user_id, u.name as user_name`,
    fields: sql`best.id, best.title, best.industry_id, best.user_id, best.user_name`,
    from: sql`career_tracks ct join users u on u.id = ct.user_id`,
    target: sql`ladder_search_key(ct.title)`,
    extra: sql`ct.status = 'shared' and u.is_active`,
    popularity: sql`0`,
    tiebreak: sql`ct.id`,
    term,
    limit,
  });
}

export const searchRepository = {
  people(db: DbOrTx, term: string, limit: number): Promise<PersonHit[]> {
    return queryRows(db, peopleSearchQuery(term, limit));
  },

  hashtags(db: DbOrTx, term: string, limit: number): Promise<HashtagHit[]> {
    return queryRows(db, hashtagSearchQuery(term, limit));
  },

  careerTracks(db: DbOrTx, term: string, limit: number): Promise<TrackHit[]> {
    return queryRows(db, trackSearchQuery(term, limit));
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
            select followee_id from user_follows where follower_id = ${me} order by created_at desc limit ${C.followings}),
          candidates as (
            select f2.followee_id as id, 1 as mutual, 0 as skills, 0 as industry, 0 as active
            from mine cross join lateral (
              select followee_id from user_follows f where f.follower_id = mine.followee_id
              order by f.created_at desc limit ${C.perFollowing}) f2
            union all
            select s2.user_id, 0, 1, 0, 0
            from (select skill_id from skill_follows where user_id = ${me} limit ${C.skills}) ms
            cross join lateral (
              select user_id from skill_follows s where s.skill_id = ms.skill_id limit ${C.perSkill}) s2
            union all
            select ind.id, 0, 0, 1, 0
            from (select u.id from users u
                  where u.working_industry_id = (select working_industry_id from users where id = ${me})
                  limit ${C.industry}) ind
          ),
          recent as (
            select p.user_id as id, 0 as mutual, 0 as skills, 0 as industry, 1 as active
            from (select user_id from posts order by id desc limit ${C.recentPosts}) p
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
          order by s.mutual desc, s.skills desc, s.industry desc, s.active desc, u.total_followers desc, u.id
          limit ${limit}`,
    );
  },
};
