import type { Comment, Page, Post } from '@ladder/shared/schemas/posts';
import { PAGE_SIZES } from '@ladder/shared/values/posts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patchCached } from '../../../lib/cache-patch';
import { commentKeys } from '../../../lib/query-keys/comments';
import { postKeys } from '../../../lib/query-keys/posts';

/** One page of a comment list after the cursor; "more comments" asks for the next (keyset, never a bigger limit). */
const pagesOf = (queryKey: readonly unknown[], url: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => api<Page<Comment>>(url, { method: 'POST', body: { last_evaluated_key: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.last_evaluated_key,
  });

/** `key`: the comment's Idempotency-Key, so that a retry answers the comment already made. */
export const createComment = (
  postId: string,
  input: { comment: string; parent_comment_id?: string | null },
  key: string,
) => api<Comment>(`/post-comments/${postId}`, { method: 'POST', body: input, idempotencyKey: key });

/** A post's comment count moves by `delta` in every cached list where the post appears. */
export function moveCommentCount(queryClient: QueryClient, postId: string, delta: number): void {
  patchCached<Post>(
    queryClient,
    postKeys.all,
    (post) => post.id === postId,
    (post) => ({ ...post, total_post_comments: Math.max(0, post.total_post_comments + delta) }),
  );
}

export const useComments = (postId: string) =>
  useInfiniteQuery(
    pagesOf(
      commentKeys.list(postId),
      `/post-comments/get-post-comments?post_id=${postId}&limit=${PAGE_SIZES.comments}`,
    ),
  );

export const useReplies = (postId: string, commentId: string, isEnabled: boolean) =>
  useInfiniteQuery({
    ...pagesOf(
      commentKeys.replies(postId, commentId),
      `/post-comments/get-post-comment-replies?post_comment_id=${commentId}&limit=${PAGE_SIZES.replies}`,
    ),
    enabled: isEnabled,
  });

/**
 * New, edited and deleted comments refresh the thread; the post's comment count moves in
 * every cached list where the post appears, without reloading (and reordering) the feed.
 */
export function useCommentMutations(postId: string) {
  const queryClient = useQueryClient();
  const refresh = (delta: number) => async () => {
    moveCommentCount(queryClient, postId, delta);
    await queryClient.invalidateQueries({ queryKey: commentKeys.post(postId) });
  };
  return {
    create: useMutation({
      mutationFn: ({ key, ...input }: { comment: string; parent_comment_id?: string | null; key: string }) =>
        createComment(postId, input, key),
      onSuccess: refresh(1),
    }),
    update: useMutation({
      mutationFn: (input: { id: string; comment: string }) =>
        api<Comment>(`/post-comments/${postId}/${input.id}`, { method: 'PUT', body: { comment: input.comment } }),
      onSuccess: refresh(0),
    }),
    remove: useMutation({
      mutationFn: (comment: Comment) => api<void>(`/post-comments/${postId}/${comment.id}`, { method: 'DELETE' }),
      // A parent takes its replies with it (docs/product.md "Posts, comments and interactions").
      onSuccess: (_answer, comment) => refresh(-(1 + (comment.parent_comment_id ? 0 : comment.replies)))(),
    }),
  };
}
