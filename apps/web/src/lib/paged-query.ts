import type { Page } from '@ladder/shared/schemas/posts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** A keyset-paged list of the API (`limit`, `last_evaluated_key`) as an infinite query, 50 a page. */
export const pagedQuery = <T>(queryKey: readonly unknown[], path: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) =>
      api<Page<T>>(`${path}?limit=50${pageParam ? `&last_evaluated_key=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.last_evaluated_key,
  });
