import {
  PEOPLE_LIMITS,
  type PeopleFiltersQuery,
  type PersonHitPage,
  type SearchCounts,
  type SearchResult,
  type SuggestionReason,
  type Suggestions,
} from '@ladder/shared/schemas/people';
import type { Language } from '@ladder/shared/constants';
import { createReadCaches, type ReadCaches } from '../../cache/read-caches';
import type { Db } from '../../db/client';
import { decodeKeyset, pageSize, toPage, type PagingInput } from '../../lib/paging';
import { smallPhotoKey } from '../../storage/photo-keys';
import type { Actor } from '../users/actor';
import {
  type HashtagHit,
  type PersonHit,
  searchRepository,
  type SuggestionRow,
  type TrackHit,
} from './search.repository';
import { type TypedWords, typedWords } from './search.words';
import { nameFit, typedOrder } from './search.name-fit';
import { hasFilters, peopleFiltersRepository, type PeopleFilters } from './search.people-filters';
import { cacheTags } from '../../cache/tags';
import { textsFor } from '@ladder/shared/values/track-languages';
import { SEARCH_REACH } from './search.words';

type MediaUrl = (key: string | null) => string | null;

const EMPTY: SearchResult = { people: [], hashtags: [], career_tracks: [] };

type SearchPage = { items: object[]; last_evaluated_key: string | null };

/** Trimmed, one space between words, cut to the bound; null when nothing searchable is left. */
export function searchTerm(keywords: string | undefined): string | null {
  const term = (keywords ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\s]+/gu, ' ') // control characters (NUL cannot even be stored) count as spaces
    .trim()
    .slice(0, PEOPLE_LIMITS.keywords)
    .trim();
  // Trigrams are made of letters and digits only: without any, nothing can match.
  return /[\p{L}\p{N}]/u.test(term) ? term : null;
}

function reasonOf(row: SuggestionRow): SuggestionReason {
  if (row.mutual > 0) return 'followed_by_people_you_follow';
  if (row.skills > 0) return 'shared_skills';
  if (row.industry > 0) return 'same_industry';
  return 'active';
}

/** What a term found, shared by every viewer until a posting changes ('w', migration 0018). */
interface Found {
  typed: TypedWords | null;
  people: PersonHit[];
  tracks: TrackHit[];
  hashtags: HashtagHit[];
}

export type SearchGroup = 'people' | 'career_tracks' | 'hashtags';

/** A row's place in its group, compared field by field, all descending. */
type Rank = (number | string)[];
const before = (a: Rank, b: Rank) => {
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
};
const byRank =
  <T>(rank: (row: T) => Rank) =>
  (a: T, b: T) =>
    before(rank(a), rank(b)) ? -1 : before(rank(b), rank(a)) ? 1 : 0;

const trackRank = (t: TrackHit): Rank => [t.score, t.id];
const hashtagRank = (h: HashtagHit): Rank => [h.exact, h.closeness, h.whole, h.uses, h.hashtag];

/** The rows ranked after the cursor, one page of them. */
function pageRows<T, Item>(
  rows: T[],
  rank: (row: T) => Rank,
  after: Rank | null,
  size: number,
  present: (row: T) => Item,
) {
  const rest = after ? rows.filter((row) => before(after, rank(row))) : rows;
  return toPage(rest.slice(0, size + 1), size, present, (row) => rank(row).map(String));
}

const CURSOR_KINDS = {
  people: ['int', 'int', 'int', 'int', 'int', 'int', 'uuid'],
  career_tracks: ['int', 'uuid'],
  hashtags: ['int', 'int', 'int', 'int', 'text'],
} as const satisfies Record<SearchGroup, ('int' | 'uuid' | 'text')[]>;

export function createSearchService(deps: {
  db: Db;
  mediaUrl: MediaUrl;
  caches?: ReadCaches;
  /** How many posts hold every word of the term, up to a reach (posts.service.ts). */
  countPosts: (viewerId: string, term: string, reach: number) => Promise<number>;
}) {
  const { db, mediaUrl, caches = createReadCaches(null), countPosts } = deps;
  const found = caches.create<Found>('search terms', { max: 5_000, ttlMs: 60_000 });
  const followed = caches.create<{ people: PersonHit[]; ids: Set<string> }>('search followed', {
    max: 20_000,
    ttlMs: 60_000,
  });

  const presentPerson = (followedIds: Set<string>) => (p: PersonHit) => ({
    id: p.id,
    name: p.name,
    username: p.username,
    photo_path: mediaUrl(smallPhotoKey(p.photo_path)),
    headline: p.headline,
    is_followed: followedIds.has(p.id),
  });
  const presentTrack = (language: Language) => (t: TrackHit) => {
    const translation =
      t.translated_title && t.translated_language
        ? { title: t.translated_title, language: t.translated_language }
        : null;
    const shown = textsFor(language, { title: t.title, language: t.language }, translation);
    return {
      id: t.id,
      title: shown.title,
      text_language: shown.language,
      industry_id: t.industry_id,
      industry_name: language === 'vi' ? t.industry_name_vi : t.industry_name_en,
      user_id: t.user_id,
      user_name: t.user_name,
    };
  };
  const presentHashtag = (h: HashtagHit) => ({
    hashtag: h.hashtag,
    total_posts: h.total_posts,
    total_followers: h.total_followers,
  });

  /** What a term found, less the members either side blocked and their tracks (db/visibility.ts). */
  async function findFor(viewerId: string, term: string): Promise<Found> {
    const f = await find(term);
    const blocked = await searchRepository.blockedAmong(db, viewerId, [
      ...new Set([...f.people.map((p) => p.id), ...f.tracks.map((t) => t.user_id)]),
    ]);
    if (blocked.size === 0) return f;
    return {
      ...f,
      people: f.people.filter((p) => !blocked.has(p.id)),
      tracks: f.tracks.filter((t) => !blocked.has(t.user_id)),
    };
  }

  /** The term's typed words and what they find, the same for every viewer. */
  async function find(term: string): Promise<Found> {
    const cached = found.get(term);
    if (cached) return cached;
    const since = caches.epoch;
    const hashtagTerm = searchTerm(term.replace(/#/g, ' '));
    const [candidates, hashtags] = await Promise.all([
      searchRepository.candidates(db, term),
      hashtagTerm ? searchRepository.hashtags(db, hashtagTerm) : Promise.resolve([]),
    ]);
    const typed = typedWords(candidates);
    const [people, tracks] = typed
      ? await Promise.all([searchRepository.people(db, typed), searchRepository.tracks(db, typed)])
      : [[], []];
    const value = {
      typed,
      people,
      tracks: tracks.sort(byRank(trackRank)),
      hashtags: hashtags.sort(byRank(hashtagRank)),
    };
    // Migration 0018's trigger sends it when postings change: every cached word match is dropped.
    found.set(term, value, [cacheTags.search], since);
    return value;
  }

  /** The people a term finds for one viewer: those they follow first among equal matches. */
  async function people(viewerId: string, term: string, f: Found) {
    if (!f.typed) return { rows: [], rank: (p: PersonHit): Rank => [p.score], present: presentPerson(new Set()) };
    const key = `${viewerId}\n${term}`;
    let mine = followed.get(key);
    if (!mine) {
      const since = caches.epoch;
      const rows = await searchRepository.people(db, f.typed, viewerId);
      mine = { people: rows, ids: new Set(rows.map((p) => p.id)) };
      followed.set(key, mine, [cacheTags.search, cacheTags.viewer(viewerId)], since);
    }
    const { ids } = mine;
    const rows = [...mine.people, ...f.people.filter((p) => !ids.has(p.id))];
    const typed = f.typed;
    const order = typedOrder(typed, term);
    const fits = new Map(rows.map((p) => [p.id, nameFit(typed, order, p.name)]));
    const rank = (p: PersonHit): Rank => {
      const fit = fits.get(p.id) ?? nameFit(typed, order, p.name);
      return [
        p.score,
        fit.inOrder,
        ids.has(p.id) ? 1 : 0,
        fit.fewerExtra,
        fit.shorterCompletion,
        p.total_followers,
        p.id,
      ];
    };
    return { rows: rows.sort(byRank(rank)), rank, present: presentPerson(ids) };
  }

  /**
   * The people a term finds that the filters keep, ranked as the term ranks them; without a term,
   * everyone the filters keep, those with most endorsements of the skill first.
   */
  async function filteredPeople(viewerId: string, term: string | null, filters: PeopleFilters) {
    if (!term) {
      const rows = await peopleFiltersRepository.filtered(db, viewerId, filters);
      const followedIds = new Set(rows.filter((p) => p.followed > 0).map((p) => p.id));
      const rank = (p: PersonHit): Rank => [p.score, 0, followedIds.has(p.id) ? 1 : 0, 0, 0, p.total_followers, p.id];
      return { rows: rows.sort(byRank(rank)), rank, present: presentPerson(followedIds) };
    }
    const found = await people(viewerId, term, await findFor(viewerId, term));
    const kept = await peopleFiltersRepository.filtered(
      db,
      viewerId,
      filters,
      found.rows.map((p) => p.id),
    );
    const ids = new Set(kept.map((p) => p.id));
    return { ...found, rows: found.rows.filter((p) => ids.has(p.id)) };
  }

  return {
    /** People, hashtags and shared career tracks matching the keywords, best first, each group bounded. */
    async search(
      actor: Actor,
      language: Language,
      input: { keywords?: string | undefined; limit?: number | undefined },
    ): Promise<SearchResult> {
      const term = searchTerm(input.keywords);
      if (!term) return EMPTY;
      const limits = PEOPLE_LIMITS.search;
      const limit = pageSize(input.limit, limits.fallback, limits.max);
      const f = await findFor(actor.id, term);
      return {
        people: await people(actor.id, term, f).then(({ rows, present }) => rows.slice(0, limit).map(present)),
        hashtags: f.hashtags.slice(0, limit).map(presentHashtag),
        career_tracks: f.tracks.slice(0, limit).map(presentTrack(language)),
      };
    },

    /** How many each tab of the full results page holds, each counted up to SEARCH_REACH. */
    async counts(actor: Actor, input: { keywords?: string | undefined }): Promise<SearchCounts> {
      const term = searchTerm(input.keywords);
      if (!term) return { people: 0, hashtags: 0, career_tracks: 0, posts: 0, reach: SEARCH_REACH };
      const [f, posts] = await Promise.all([findFor(actor.id, term), countPosts(actor.id, term, SEARCH_REACH)]);
      const { rows } = await people(actor.id, term, f);
      const reached = (n: number) => Math.min(n, SEARCH_REACH);
      return {
        people: reached(rows.length),
        hashtags: reached(f.hashtags.length),
        career_tracks: reached(f.tracks.length),
        posts,
        reach: SEARCH_REACH,
      };
    },

    /** One group's page for the full results page: keyset over the rank, within SEARCH_REACH. */
    async page(
      actor: Actor,
      language: Language,
      group: Exclude<SearchGroup, 'people'>,
      input: { keywords?: string | undefined } & PagingInput,
    ): Promise<SearchPage> {
      const after: Rank | null = decodeKeyset(input.last_evaluated_key, CURSOR_KINDS[group]);
      const term = searchTerm(input.keywords);
      if (!term) return { items: [], last_evaluated_key: null };
      const limits = PEOPLE_LIMITS.searchPage;
      const size = pageSize(input.limit, limits.fallback, limits.max);
      const f = await findFor(actor.id, term);
      if (group === 'career_tracks') return pageRows(f.tracks, trackRank, after, size, presentTrack(language));
      return pageRows(f.hashtags, hashtagRank, after, size, presentHashtag);
    },

    /** The people tab of the full results page, narrowed by the filters (or listed by them alone). */
    async peoplePage(
      actor: Actor,
      input: { keywords?: string | undefined } & PeopleFiltersQuery & PagingInput,
    ): Promise<PersonHitPage> {
      const after: Rank | null = decodeKeyset(input.last_evaluated_key, CURSOR_KINDS.people);
      const term = searchTerm(input.keywords);
      const filters = { organization: input.organization ?? null, skillId: input.endorsed_skill_id ?? null };
      const found = hasFilters(filters)
        ? await filteredPeople(actor.id, term, filters)
        : term && (await people(actor.id, term, await findFor(actor.id, term)));
      if (!found) return { items: [], last_evaluated_key: null };
      const { rows, rank, present } = found;
      const limits = PEOPLE_LIMITS.searchPage;
      return pageRows(rows, rank, after, pageSize(input.limit, limits.fallback, limits.max), present);
    },

    async youMightLike(actor: Actor, input: { limit?: number | undefined }): Promise<Suggestions> {
      const limits = PEOPLE_LIMITS.suggestions;
      const rows = await searchRepository.suggestions(db, actor.id, pageSize(input.limit, limits.fallback, limits.max));
      return {
        items: rows.map((row) => ({
          user_id: row.user_id,
          user_name: row.user_name,
          username: row.username,
          user_photo_path: mediaUrl(smallPhotoKey(row.user_photo_path)),
          headline: row.headline,
          reason: reasonOf(row),
        })),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
