import type { Comment, Page, Post } from '@ladder/shared/schemas/posts';
import { queryOptions, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
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

/**
 * New, edited and deleted comments refresh the thread; the post's comment count moves in
 * every cached list where the post appears, without reloading (and reordering) the feed.
 */
export function useCommentMutations(postId: string) {
  const queryClient = useQueryClient();
  const moveCount = (delta: number) => {
    const patch = (post: Post) =>
      post.id === postId ? { ...post, total_post_comments: Math.max(0, post.total_post_comments + delta) } : post;
    queryClient.setQueriesData<InfiniteData<Page<Post>> | Post>({ queryKey: ['posts'] }, (data) => {
      if (!data) return data;
      if ('pages' in data)
        return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(patch) })) };
      return patch(data);
    });
  };
  const refresh = (delta: number) => async () => {
    moveCount(delta);
    await queryClient.invalidateQueries({ queryKey: commentKeys.post(postId) });
  };
  return {
    create: useMutation({
      mutationFn: (input: { comment: string; parent_comment_id?: string | null }) =>
        api<Comment>(`/post-comments/${postId}`, { method: 'POST', body: input }),
      onSuccess: refresh(1),
    }),
    update: useMutation({
      mutationFn: (input: { id: string; comment: string }) =>
        api<Comment>(`/post-comments/${postId}/${input.id}`, { method: 'PUT', body: { comment: input.comment } }),
      onSuccess: refresh(0),
    }),
    remove: useMutation({
      mutationFn: (comment: Comment) => api<void>(`/post-comments/${postId}/${comment.id}`, { method: 'DELETE' }),
      // A parent takes its replies with it (SPEC.md §4).
      onSuccess: (_answer, comment) => refresh(-(1 + (comment.parent_comment_id ? 0 : comment.replies)))(),
    }),
  };
}
