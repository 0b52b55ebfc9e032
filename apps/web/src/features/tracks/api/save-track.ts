import type {
  CareerTrack,
  CareerTrackInput,
  VoteOutdatedInput,
  VoteOutdatedResult,
} from '@ladder/shared/schemas/career-tracks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postKeys } from '../../../lib/query-keys/posts';
import { trackKeys } from '../../../lib/query-keys/tracks';

/** A track changes the tree, the lists, its ladder neighbours and the feed: refresh them all. */
function useInvalidateAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trackKeys.all }),
      queryClient.invalidateQueries({ queryKey: postKeys.all }),
    ]);
}

export function useSaveTrack() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CareerTrackInput }) =>
      id
        ? api<CareerTrack>(`/career-tracks/${id}`, { method: 'PUT', body: input })
        : api<CareerTrack>('/career-tracks/', { method: 'POST', body: input }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteTrack() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/career-tracks/${id}`, { method: 'DELETE' }),
    // The lists are asked again, but the caller's own onSuccess (its "deleted" message, closing
    // its dialog) does not wait for them: on a slow connection the answer would come late, and
    // a list refreshed meanwhile may have unmounted the caller, whose callbacks React then drops.
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: trackKeys.one(id) });
      void invalidate();
    },
  });
}

export function useVoteOutdated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VoteOutdatedInput) =>
      api<VoteOutdatedResult>('/career-tracks/vote-career-track-outdated', { method: 'POST', body: input }),
    onSuccess: (result) => {
      queryClient.setQueryData<CareerTrack>(trackKeys.one(result.career_track_id), (track) =>
        track
          ? {
              ...track,
              total_outdated_votes: result.total_outdated_votes,
              my_outdated_vote: { vote_notes: result.vote_notes },
            }
          : track,
      );
      return queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
