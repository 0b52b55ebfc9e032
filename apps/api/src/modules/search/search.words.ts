import { sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../../db/arrays';
import { limitRows } from '../../db/keyset';

/**
 * Matching typed words against the word index of migration 0018 (docs/decisions/0023-search-by-words.md).
 * A typed word stands for dictionary words of four grades; a result must hold, for every typed
 * word, one of the words it stands for, and ranks by the sum of the best grades it holds.
 */

/** Exact word, then a word it begins, then one with letters dropped ("nguyn"), then a near spelling. */
export const GRADE = { exact: 4, prefix: 3, dropped: 2, near: 1 } as const;

/** How far a search reaches in each group: the best SEARCH_REACH, paged on the results page. */
export const SEARCH_REACH = 60;

/** Words after the fourth are ignored: a name or a title rarely needs more to be told apart. */
export const MAX_TYPED_WORDS = 4;

export interface Candidate {
  /** Which typed word (0-based). */
  i: number;
  word: string;
  grade: number;
  /** Postings of this typed word's candidates in people (kinds 1, 2) and in tracks (kind 3), from their counts. */
  people_spread: number;
  track_spread: number;
}

/** The dictionary words of each typed word, and which typed word drives the walk. */
export interface TypedWords {
  candidates: Candidate[];
  /** Typed words in order; each has at least its exact self as a candidate. */
  count: number;
  /** In each group, the typed word with the fewest postings: its postings are walked, the others checked. */
  driving: { people: number; tracks: number };
}

/**
 * The postings counted for each word and kind: its row in `search_word_counts` and the changes
 * not yet folded into it (migrations 0055 and 0056), summed by whoever reads them.
 */
export const keptWordCounts: SQL = sql`select word, kind, postings from search_word_counts
  union all select word, kind, delta from search_word_count_changes`;

/**
 * For each typed word (the term's `ladder_search_words`, at most four): itself, up to 8 shortest
 * dictionary words it begins, up to 5 words it is the start and a subsequence of with one to three
 * letters more (dropped letters), and up to 5 nearest spellings by trigram similarity
 * that start with the same letter (a typo rarely hits the first one). Each row
 * also carries how many postings the typed word's candidates hold (`search_word_counts`, one
 * row a word, and the changes not yet folded into it: migrations 0055 and 0056).
 */
export function candidatesQuery(term: string): SQL {
  return sql`with typed as (
      select w, (n - 1)::int as i
      from unnest(ladder_search_words(${term}::text)) with ordinality as x(w, n)
      ${limitRows(MAX_TYPED_WORDS)}),
    candidates as (
      select t.i, c.word, max(c.grade)::int as grade
      from typed t cross join lateral (
        select t.w as word, ${sql.raw(String(GRADE.exact))} as grade
        union all
        (select s.word, ${sql.raw(String(GRADE.prefix))} from search_words s
          where s.word ~>=~ t.w and s.word ~<~ (t.w || chr(1114111)) and s.word <> t.w
          order by length(s.word), s.word limit 8)
        union all
        (select s.word, ${sql.raw(String(GRADE.dropped))} from search_words s
          where length(t.w) >= 2
            and s.word ~>=~ left(t.w, 1) and s.word ~<~ (left(t.w, 1) || chr(1114111))
            and length(s.word) between length(t.w) + 1 and length(t.w) + 3
            and s.word like regexp_replace(t.w, '(.)', '\\1%', 'g')
          order by length(s.word), s.word limit 5)
        union all
        (select s.word, ${sql.raw(String(GRADE.near))} from search_words s
          where length(t.w) >= 3 and s.word % t.w and s.word <> t.w and left(s.word, 1) = left(t.w, 1)
          order by s.word <-> t.w limit 5)
      ) c
      group by t.i, c.word),
    counts as not materialized (${keptWordCounts}),
    spread as (
      select t.i,
             coalesce((select sum(n.postings) from counts n
                where n.kind in (1, 2) and n.word in (select c.word from candidates c where c.i = t.i)), 0)::int
               as people_spread,
             coalesce((select sum(n.postings) from counts n
                where n.kind = 3 and n.word in (select c.word from candidates c where c.i = t.i)), 0)::int
               as track_spread
      from typed t)
    select c.i, c.word, c.grade, s.people_spread, s.track_spread from candidates c join spread s using (i)
    order by c.i, c.grade desc, c.word`;
}

export function typedWords(candidates: Candidate[]): TypedWords | null {
  if (!candidates.length) return null;
  const count = Math.max(...candidates.map((c) => c.i)) + 1;
  const rarest = (spread: (c: Candidate) => number) => {
    const of = (i: number) => spread(candidates.find((c) => c.i === i) ?? candidates[0]!);
    let driving = 0;
    for (let i = 1; i < count; i += 1) if (of(i) < of(driving)) driving = i;
    return driving;
  };
  return {
    candidates,
    count,
    driving: { people: rarest((c) => c.people_spread), tracks: rarest((c) => c.track_spread) },
  };
}

const wordsOf = (typed: TypedWords, i: number, grade?: number) =>
  textArray(typed.candidates.filter((c) => c.i === i && (grade === undefined || c.grade === grade)).map((c) => c.word));

/** `entity` holds, for every typed word but `except`, one of its candidates among postings of `kinds`. */
function holdsAll(typed: TypedWords, entity: SQL, kinds: SQL, except: number | null): SQL {
  const checks: SQL[] = [];
  for (let i = 0; i < typed.count; i += 1) {
    if (i === except) continue;
    // A scalar subquery, not `exists`: the planner would turn `exists` into a hash join that reads
    // every posting of a common word (62,000 for "nguyen" at a million members), where one index
    // probe per walked row is what keeps the walk's cost flat.
    checks.push(sql`coalesce((select true from search_postings q
      where q.entity_id = ${entity} and q.kind in ${kinds} and q.word = any(${wordsOf(typed, i)}) limit 1), false)`);
  }
  return checks.length ? sql.join(checks, sql` and `) : sql`true`;
}

/** A walk over one grade's postings of the driving word stops after this many: no query reads more. */
const WALK_CAP = 5000;

/**
 * Up to `size` entities holding every typed word, found by walking the driving word's postings
 * grade by grade (exact first): each branch of the `union all` runs only while the pool is not full.
 */
export function poolQuery(typed: TypedWords, group: 'people' | 'tracks', kinds: SQL, size: number): SQL {
  const driving = typed.driving[group];
  const grades = [...new Set(typed.candidates.filter((c) => c.i === driving).map((c) => c.grade))].sort(
    (a, b) => b - a,
  );
  const branches = grades.map(
    (grade) => sql`(select p.entity_id from (
        select entity_id from search_postings
        where kind in ${kinds} and word = any(${wordsOf(typed, driving, grade)})
        ${limitRows(WALK_CAP)}) p
      where ${holdsAll(typed, sql`p.entity_id`, kinds, driving)}
      ${limitRows(size)})`,
  );
  return sql`select entity_id from (${sql.join(branches, sql` union all `)}) found ${limitRows(size)}`;
}

/**
 * The score of each entity of `pool` (an SQL list of ids): for every typed word, the best of
 * 2 × grade (+1 for a posting of `bonusKind`, a name over a headline) among the words it holds.
 */
export function scoredQuery(typed: TypedWords, pool: SQL, kinds: SQL, bonusKind: number): SQL {
  const all = typed.candidates;
  return sql`select e.entity_id, sum(b.best)::int as score
    from (select distinct entity_id from (${pool}) pool) e
    cross join lateral (
      select max(c.grade * 2 + case when q.kind = ${bonusKind} then 1 else 0 end) as best
      from unnest(${textArray(all.map((c) => c.word))}, ${intArray(all.map((c) => c.i))},
                  ${intArray(all.map((c) => c.grade))}) as c(word, i, grade)
      join search_postings q on q.word = c.word and q.entity_id = e.entity_id and q.kind in ${kinds}
      group by c.i) b
    group by e.entity_id
    having count(*) = ${typed.count}`;
}

/** Members the viewer follows (their 1,000 newest follows) who hold every typed word. */
export function followedPoolQuery(typed: TypedWords, viewerId: string, kinds: SQL): SQL {
  return sql`select f.followee_id as entity_id from (
      select followee_id from user_follows where follower_id = ${viewerId}::uuid
      order by created_at desc limit 1000) f
    where ${holdsAll(typed, sql`f.followee_id`, kinds, null)}`;
}
