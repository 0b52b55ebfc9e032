import type { Page, Post } from '@ladder/shared/schemas/posts';
import { PAGE_SIZES } from '@ladder/shared/values/posts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postKeys } from '../../../lib/query-keys/posts';

/** A member's posts whose text contains `keywords` (all of them when empty), newest first: the series pickers. */
export const useOwnPostSearch = (userId: string, keywords: string, isEnabled: boolean) =>
  useQuery({
    queryKey: postKeys.byUserSearch(userId, keywords),
    queryFn: () =>
      api<Page<Post>>(`/posts/get-by-user?user_id=${userId}&limit=10&keywords=${encodeURIComponent(keywords)}`, {
        method: 'POST',
      }),
    enabled: isEnabled && userId !== '',
    placeholderData: (previous) => previous,
  });

/** The profile's "Post list": a member's posts, newest first, 5 a page. */
export const usePostsByUser = (userId: string) =>
  useInfiniteQuery({
    queryKey: postKeys.byUserList(userId),
    queryFn: ({ pageParam }) =>
      api<Page<Post>>(`/posts/get-by-user?user_id=${userId}&limit=${PAGE_SIZES.posts}`, {
        method: 'POST',
        body: { last_evaluated_key: pageParam },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.last_evaluated_key,
  });
