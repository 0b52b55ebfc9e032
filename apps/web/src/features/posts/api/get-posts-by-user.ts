import type { Page, Post } from '@ladder/shared/schemas/posts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postKeys } from './keys';

/** A member's latest posts (the composer offers them as previous / next post). */
export const useOwnPosts = (userId: string, isEnabled: boolean) =>
  useQuery({
    queryKey: [...postKeys.byUser(userId), 'recent'],
    queryFn: () => api<Page<Post>>(`/posts/get-by-user?user_id=${userId}&limit=20`, { method: 'POST' }),
    enabled: isEnabled && userId !== '',
  });
