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
 * Each search matches `ladder_search_key(<the indexed expression>)` with `<%` (word similarity
 * at or above pg_trgm.word_similarity_threshold), written exactly as the trigram GIN indexes
 * of migration 0004 are, so that the planner answers from them; the best matches come first.
 */
const key = (term: string): SQL => sql`ladder_search_key(${term}::text)`;

/** How many members each kind of suggestion may draw on: the work stays bounded for anyone. */
const CANDIDATES = { followings: 200, perFollowing: 50, skills: 50, perSkill: 100, industry: 200, recentPosts: 300 };

/** A LIKE pattern matching the term anywhere, with `%`, `_` and `\\` taken literally. */
const containing = (term: string): SQL => sql`'%' || ${term.replace(/[\\%_]/g, (c) => `\\${c}`)}::text || '%'`;

/**
 * Exact matches first (the key contains the unaccented term: an index scan with a cheap
 * recheck), and only when they do not fill the page, near matches by word similarity (typos).
 * `target` must be an indexed expression; `extra` filters both halves.
 */
function exactThenFuzzy(
  columns: SQL,
  from: SQL,
  target: SQL,
  extra: SQL,
  popularity: SQL,
  term: string,
  limit: number,
): SQL {
  return sql`with exact as (
      select ${columns} from ${from}
      where ${target} like ladder_search_key(${containing(term)}) and ${extra}
      order by similarity(${key(term)}, ${target}) desc, ${popularity}
      limit ${limit})
    select * from exact
    union all
    select * from (
      select ${columns} from ${from}
      where ${key(term)} <% ${target} and not (${target} like ladder_search_key(${containing(term)})) and ${extra}
        and (select count(*) from exact) < ${limit}
      order by word_similarity(${key(term)}, ${target}) desc, ${popularity}
      limit ${limit}) fuzzy
    limit ${limit}`;
}

/** The people search statement, exported so that the search benchmark can EXPLAIN exactly it. */
export function peopleSearchQuery(term: string, limit: number): SQL {
  return exactThenFuzzy(
    sql`u.id, u.name, u.username, u.photo_path, u.headline`,
    sql`users u`,
    sql`ladder_search_key(u.name || ' ' || u.username)`,
    sql`u.is_active`,
    sql`u.total_followers desc, u.id`,
    term,
    limit,
  );
}

export const searchRepository = {
  people(db: DbOrTx, term: string, limit: number): Promise<PersonHit[]> {
    return queryRows(db, peopleSearchQuery(term, limit));
  },

  hashtags(db: DbOrTx, term: string, limit: number): Promise<HashtagHit[]> {
    const target = sql`ladder_search_key(h.tag)`;
    return queryRows(
      db,
      sql`select h.tag as hashtag, h.total_posts, h.total_followers
          from hashtags h
          where ${key(term)} <% ${target} and (h.total_posts > 0 or h.total_followers > 0)
          order by word_similarity(${key(term)}, ${target}) desc, similarity(${key(term)}, ${target}) desc,
                   h.total_posts + h.total_followers desc, h.tag
          limit ${limit}`,
    );
  },

  careerTracks(db: DbOrTx, term: string, limit: number): Promise<TrackHit[]> {
    return queryRows(
      db,
      exactThenFuzzy(
        sql`ct.id, ct.title, ct.industry_id, ct.user_id, u.name as user_name`,
        sql`career_tracks ct join users u on u.id = ct.user_id`,
        sql`ladder_search_key(ct.title)`,
        sql`ct.status = 'shared' and u.is_active`,
        sql`ct.id desc`,
        term,
        limit,
      ),
    );
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
