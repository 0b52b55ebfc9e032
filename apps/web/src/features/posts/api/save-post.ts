import type { CreatePostInput, Post, UpdatePostInput } from '@ladder/shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postKeys } from '../../../lib/query-keys/posts';

/** `key`: one UUID per post being written, so a retried create answers the same post. */
export const createPost = (input: CreatePostInput, key: string) =>
  api<Post>('/posts', { method: 'POST', body: input, idempotencyKey: key });
export const updatePost = (id: string, input: UpdatePostInput) =>
  api<Post>(`/posts/${id}`, { method: 'PUT', body: input });
export const deletePost = (id: string) => api<void>(`/posts/${id}`, { method: 'DELETE' });

/** After a create, edit or delete, every list of posts is refetched. */
export function useInvalidatePosts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: postKeys.all });
}

export function useDeletePost() {
  const invalidate = useInvalidatePosts();
  return useMutation({ mutationFn: deletePost, onSuccess: () => invalidate() });
}
