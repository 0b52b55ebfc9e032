import type { Page, Post } from '@ladder/shared/schemas/posts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postKeys } from '../../../lib/query-keys/posts';

export const savedPostsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: postKeys.saved(),
    queryFn: ({ pageParam }) =>
      api<Page<Post>>('/post-interactions/get-saved-posts', {
        method: 'POST',
        body: { last_evaluated_key: pageParam },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.last_evaluated_key,
  });

export const useSavedPosts = () => useInfiniteQuery(savedPostsQueryOptions());
