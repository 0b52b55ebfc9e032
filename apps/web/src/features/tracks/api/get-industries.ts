import type { Page } from '@ladder/shared/schemas/posts';
import type { Industry } from '@ladder/shared/schemas/career-tracks';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackKeys } from '../../../lib/query-keys/tracks';

/** docs/product.md "Fixed values and limits": industries come 20 a page in the tree. */
export const INDUSTRY_PAGE_SIZE = 20;

const fetchIndustries = (language: string, limit: number, cursor: string | null, isTracksFirst = false) =>
  api<Page<Industry>>(
    `/industries/get?limit=${limit}&language=${language}${isTracksFirst ? '&tracks_first=true' : ''}`,
    {
      method: 'POST',
      body: { last_evaluated_key: cursor },
    },
  );

/**
 * The industry tree: those with shared tracks first, each part by name in the reader's
 * language, a page at a time ('more industries').
 */
export const industriesQueryOptions = (language: string) =>
  infiniteQueryOptions({
    queryKey: trackKeys.industries(language),
    queryFn: ({ pageParam }) => fetchIndustries(language, INDUSTRY_PAGE_SIZE, pageParam, true),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.last_evaluated_key,
  });

export const useIndustries = (language: string) => useInfiniteQuery(industriesQueryOptions(language));

/** Every industry, for the editor's select and for naming a track's industry (there are a few dozen). */
export const useAllIndustries = (language: string) =>
  useQuery(
    queryOptions({
      queryKey: trackKeys.allIndustries(language),
      queryFn: async () => {
        const all: Industry[] = [];
        let cursor: string | null = null;
        do {
          const page = await fetchIndustries(language, 100, cursor);
          all.push(...page.items);
          cursor = page.last_evaluated_key;
        } while (cursor);
        return all;
      },
      staleTime: 5 * 60_000,
    }),
  );

/** An industry's name in the reader's language. */
export const industryName = (industry: { name_en: string; name_vn: string }, language: string) =>
  language === 'vi' ? industry.name_vn : industry.name_en;
