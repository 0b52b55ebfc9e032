import type { SearchCounts } from '@ladder/shared/schemas/people';
import type { Page, Post } from '@ladder/shared/schemas/posts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from '../../../lib/query-keys/people';
import { postKeys } from '../../../lib/query-keys/posts';
import type { HashtagHit, PersonHit, SearchAnswer, TrackHit } from './types';

export const SEARCH_LIMIT = 5;
const GROUP_PAGE = 10;

/**
 * The search box's grouped results; nothing is asked for a blank term. Each term's answer is
 * its own entry, so a late answer never replaces a newer one, and typing back to a term shows
 * its answer again at once (kept 30 s before it is asked again).
 */
export const useSearch = (keywords: string) =>
  useQuery({
    queryKey: peopleKeys.search(keywords),
    queryFn: ({ signal }) =>
      api<SearchAnswer>(`/users/current/me/search?keywords=${encodeURIComponent(keywords)}&limit=${SEARCH_LIMIT}`, {
        signal,
      }),
    enabled: keywords !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export type SearchGroup = 'people' | 'hashtags' | 'career-tracks';
type HitOf<G extends SearchGroup> = G extends 'people' ? PersonHit : G extends 'hashtags' ? HashtagHit : TrackHit;

/** The options of one paged group of the full results page (people, hashtags, tracks or posts). */
const groupOptions = <T>(queryKey: readonly unknown[], path: string, keywords: string, filters = '') => ({
  queryKey,
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
    api<Page<T>>(
      `/users/current/me/search/${path}?keywords=${encodeURIComponent(keywords)}&limit=${GROUP_PAGE}` +
        (filters ? `&${filters}` : '') +
        (pageParam ? `&last_evaluated_key=${encodeURIComponent(pageParam)}` : ''),
      { signal },
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last: Page<T>) => last.last_evaluated_key,
  enabled: keywords !== '' || filters !== '',
  staleTime: 30_000,
});

/** One group of the full results page, page by page. */
export const useSearchGroup = <G extends SearchGroup>(group: G, keywords: string) =>
  useInfiniteQuery(groupOptions<HitOf<G>>(peopleKeys.searchGroup(group, keywords), group, keywords));

/** Narrowing the people tab: part of an organization's name, a skill others endorsed (blank: none). */
export interface PeopleFilters {
  organization: string;
  skillId: string;
}

/**
 * The people tab, narrowed by the filters; with filters it asks even without keywords (the
 * filters alone list members, most endorsements of the skill first).
 */
export const usePeopleSearch = (keywords: string, filters: PeopleFilters) => {
  const query = new URLSearchParams();
  if (filters.organization) query.set('organization', filters.organization);
  if (filters.skillId) query.set('endorsed_skill_id', filters.skillId);
  const narrowed = query.toString();
  return useInfiniteQuery(
    groupOptions<PersonHit>(peopleKeys.searchGroup('people', keywords, narrowed), 'people', keywords, narrowed),
  );
};

/** How many each tab of the full results page holds (up to the reach): the tabs' counts. */
export const useSearchCounts = (keywords: string) =>
  useQuery({
    queryKey: peopleKeys.searchCounts(keywords),
    queryFn: ({ signal }) =>
      api<SearchCounts>(`/users/current/me/search/counts?keywords=${encodeURIComponent(keywords)}`, { signal }),
    enabled: keywords !== '',
    staleTime: 30_000,
  });

/** Posts holding every word, newest first: a post list (`postKeys`), so likes and edits patch it. */
export const useSearchPosts = (keywords: string) =>
  useInfiniteQuery(groupOptions<Post>(postKeys.search(keywords), 'posts', keywords));
