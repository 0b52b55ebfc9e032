import type { Post } from '@ladder/shared/schemas/posts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postKeys } from '../../../lib/query-keys/posts';

export const getPost = (id: string) => api<Post>(`/posts?post_id=${encodeURIComponent(id)}`);

export const postQueryOptions = (id: string) =>
  queryOptions({ queryKey: postKeys.one(id), queryFn: () => getPost(id) });

export const usePost = (id: string) => useQuery({ ...postQueryOptions(id), enabled: id !== '' });
