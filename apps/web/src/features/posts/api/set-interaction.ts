import type { InteractionAnswer, Page, Post } from '@ladder/shared/schemas/posts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postKeys } from './keys';

export interface InteractionChange {
  liked?: boolean;
  saved?: boolean;
}

const setInteraction = (postId: string, change: InteractionChange) =>
  api<InteractionAnswer>(`/post-interactions/${postId}`, { method: 'PUT', body: change });

function patchPost(post: Post, postId: string, patch: (post: Post) => Post): Post {
  return post.id === postId ? patch(post) : post;
}

/**
 * Like and save change the screen at once (optimistic) in every cached list and post; on
 * failure everything rolls back and the caller shows the generic error.
 */
export function useSetInteraction() {
  const queryClient = useQueryClient();

  const applyEverywhere = (postId: string, patch: (post: Post) => Post) => {
    queryClient.setQueriesData<InfiniteData<Page<Post>>>(
      { queryKey: ['posts'], predicate: (q) => q.queryKey[1] !== 'one' },
      (data) =>
        data?.pages
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, items: page.items.map((p) => patchPost(p, postId, patch)) })),
            }
          : data,
    );
    queryClient.setQueryData<Post>(postKeys.one(postId), (post) => (post ? patchPost(post, postId, patch) : post));
  };

  return useMutation({
    mutationFn: ({ post, change }: { post: Post; change: InteractionChange }) => setInteraction(post.id, change),
    onMutate: async ({ post, change }) => {
      await queryClient.cancelQueries({ queryKey: postKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: postKeys.all });
      applyEverywhere(post.id, (p) => ({
        ...p,
        interaction: { ...p.interaction, ...change },
        total_post_likes:
          change.liked === undefined || change.liked === p.interaction.liked
            ? p.total_post_likes
            : p.total_post_likes + (change.liked ? 1 : -1),
      }));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer, { post }) =>
      applyEverywhere(post.id, (p) => ({
        ...p,
        interaction: { liked: answer.liked, saved: answer.saved, shared: answer.shared },
        total_post_likes: answer.total_post_likes,
        total_post_comments: answer.total_post_comments,
      })),
    onSettled: (_answer, _error, { change }) => {
      if (change.saved !== undefined) void queryClient.invalidateQueries({ queryKey: postKeys.saved() });
    },
  });
}
