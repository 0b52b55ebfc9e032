import type { Page } from '@ladder/shared/schemas/posts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from '../../../lib/query-keys/people';
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

/** One group of the full results page, page by page. */
export const useSearchGroup = <G extends SearchGroup>(group: G, keywords: string) =>
  useInfiniteQuery({
    queryKey: peopleKeys.searchGroup(group, keywords),
    queryFn: ({ pageParam, signal }) =>
      api<Page<HitOf<G>>>(
        `/users/current/me/search/${group}?keywords=${encodeURIComponent(keywords)}&limit=${GROUP_PAGE}` +
          (pageParam ? `&last_evaluated_key=${encodeURIComponent(pageParam)}` : ''),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.last_evaluated_key,
    enabled: keywords !== '',
    staleTime: 30_000,
  });
