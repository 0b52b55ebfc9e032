import type { Activity } from '@ladder/shared/schemas/people';
import type { Page, Post } from '@ladder/shared/schemas/posts';
import type { Locked } from '@ladder/shared/schemas/privacy-settings';
import { PAGE_SIZES } from '@ladder/shared/values/posts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postKeys } from '../../../lib/query-keys/posts';

export interface ActivityPost extends Post {
  activity?: Activity;
}

/** The profile's "Likes & comments": posts the member liked or commented on, newest activity first. */
export const useActivities = (userId: string) =>
  useInfiniteQuery({
    queryKey: postKeys.activities(userId),
    queryFn: ({ pageParam }) =>
      api<Page<ActivityPost> & { locked?: Locked }>(
        `/posts/get-activities?user_id=${userId}&limit=${PAGE_SIZES.posts}`,
        {
          method: 'POST',
          body: { last_evaluated_key: pageParam },
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.last_evaluated_key,
  });
