import type { InteractionAnswer, Post } from '@ladder/shared/schemas/posts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patchCached } from '../../../lib/cache-patch';
import { postKeys } from '../../../lib/query-keys/posts';

export interface InteractionChange {
  liked?: boolean;
  saved?: boolean;
  /** Set when the member copies the post's link; never unset from the web app. */
  shared?: boolean;
}

const setInteraction = (postId: string, change: InteractionChange) =>
  api<InteractionAnswer>(`/post-interactions/${postId}`, { method: 'PUT', body: change });

const moved = (count: number, was: boolean, next: boolean | undefined) =>
  next === undefined || next === was ? count : count + (next ? 1 : -1);

/** The server's answer written into every cached copy of the post. */
const fromAnswer = (answer: InteractionAnswer) => (p: Post) => ({
  ...p,
  interaction: { liked: answer.liked, saved: answer.saved, shared: answer.shared },
  total_post_likes: answer.total_post_likes,
  total_post_comments: answer.total_post_comments,
  total_post_shares: answer.total_post_shares,
});

function useApplyEverywhere() {
  const queryClient = useQueryClient();
  return (postId: string, patch: (post: Post) => Post) => {
    patchCached<Post>(queryClient, postKeys.all, (post) => post.id === postId, patch);
  };
}

/**
 * Like, save and share change the screen at once (optimistic) in every cached list and post; on
 * failure everything rolls back and the caller shows the generic error.
 */
export function useSetInteraction() {
  const queryClient = useQueryClient();
  const applyEverywhere = useApplyEverywhere();

  return useMutation({
    mutationFn: ({ post, change }: { post: Post; change: InteractionChange }) => setInteraction(post.id, change),
    onMutate: async ({ post, change }) => {
      await queryClient.cancelQueries({ queryKey: postKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: postKeys.all });
      applyEverywhere(post.id, (p) => ({
        ...p,
        interaction: { ...p.interaction, ...change },
        total_post_likes: moved(p.total_post_likes, p.interaction.liked, change.liked),
        total_post_shares: moved(p.total_post_shares, p.interaction.shared, change.shared),
      }));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer, { post }) => applyEverywhere(post.id, fromAnswer(answer)),
    onSettled: (_answer, _error, { change }) => {
      if (change.saved !== undefined) void queryClient.invalidateQueries({ queryKey: postKeys.saved() });
    },
  });
}

/** Records the member's share of a post known by id only (a career track's post, from its viewer). */
export function useRecordShare() {
  const applyEverywhere = useApplyEverywhere();
  return useMutation({
    mutationFn: (postId: string) => setInteraction(postId, { shared: true }),
    onSuccess: (answer) => applyEverywhere(answer.post_id, fromAnswer(answer)),
  });
}
