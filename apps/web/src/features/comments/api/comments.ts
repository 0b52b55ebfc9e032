import type { Comment, Page } from '@ladder/shared/schemas/posts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const commentKeys = {
  post: (postId: string) => ['comments', postId] as const,
  list: (postId: string, limit: number) => ['comments', postId, 'top', limit] as const,
  replies: (postId: string, commentId: string, limit: number) =>
    ['comments', postId, 'replies', commentId, limit] as const,
};

/** SPEC.md §4: "more comments" raises the limit by 20 and asks again. */
export const commentsQueryOptions = (postId: string, limit: number) =>
  queryOptions({
    queryKey: commentKeys.list(postId, limit),
    queryFn: () =>
      api<Page<Comment>>(`/post-comments/get-post-comments?post_id=${postId}&limit=${limit}`, { method: 'POST' }),
    placeholderData: (previous) => previous,
  });

export const repliesQueryOptions = (postId: string, commentId: string, limit: number) =>
  queryOptions({
    queryKey: commentKeys.replies(postId, commentId, limit),
    queryFn: () =>
      api<Page<Comment>>(`/post-comments/get-post-comment-replies?post_comment_id=${commentId}&limit=${limit}`, {
        method: 'POST',
      }),
    placeholderData: (previous) => previous,
  });

export const useComments = (postId: string, limit: number) => useQuery(commentsQueryOptions(postId, limit));
export const useReplies = (postId: string, commentId: string, limit: number, isEnabled: boolean) =>
  useQuery({ ...repliesQueryOptions(postId, commentId, limit), enabled: isEnabled });

/** New, edited and deleted comments refresh the thread and the post's count. */
export function useCommentMutations(postId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: commentKeys.post(postId) });
    await queryClient.invalidateQueries({ queryKey: ['posts'] });
  };
  return {
    create: useMutation({
      mutationFn: (input: { comment: string; parent_comment_id?: string | null }) =>
        api<Comment>(`/post-comments/${postId}`, { method: 'POST', body: input }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; comment: string }) =>
        api<Comment>(`/post-comments/${postId}/${input.id}`, { method: 'PUT', body: { comment: input.comment } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<void>(`/post-comments/${postId}/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
