import type { Page, Post } from '@ladder/shared/schemas/posts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postKeys } from '../../../lib/query-keys/posts';

const fetchPage = (hashtag: string | null, cursor: string | null) =>
  hashtag
    ? api<Page<Post>>(`/posts/get-by-hashtag?hashtag=${encodeURIComponent(hashtag)}`, {
        method: 'POST',
        body: { last_evaluated_key: cursor },
      })
    : api<Page<Post>>('/posts/get-new-feeds', { method: 'POST', body: { last_evaluated_key: cursor } });

/** The news feed, or the posts of one hashtag: 5 a page, the next page when the reader nears the end. */
export const feedQueryOptions = (hashtag: string | null) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(hashtag),
    queryFn: ({ pageParam }) => fetchPage(hashtag, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.last_evaluated_key,
  });

export const useFeed = (hashtag: string | null) => useInfiniteQuery(feedQueryOptions(hashtag));
