import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from './keys';
import type { SearchAnswer } from './types';

export const SEARCH_LIMIT = 5;

/** The search box's grouped results; nothing is asked for a blank term. */
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
