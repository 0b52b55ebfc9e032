import type { GoalShare, GoalShareInput, SharedGoalsMember } from '@ladder/shared/schemas/goal-shares';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQuery } from '../../../lib/paged-query';
import { growthKeys } from '../../../lib/query-keys/growth';

const PATH = '/users/current/me/goal-shares';

/** The Educators the member shares their goals with (docs/api/goal-plan.md "Sharing goals with an Educator"). */
export const useGoalShares = () => useInfiniteQuery(pagedQuery<GoalShare>(growthKeys.goalShares(), PATH));

/** For an Educator: the members who share their goals with them. */
export const useSharedGoals = () =>
  useInfiniteQuery(pagedQuery<SharedGoalsMember>(growthKeys.sharedGoals(), '/users/current/me/shared-goals'));

export function useShareGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalShareInput) => api<{ educator_id: string }>(PATH, { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: growthKeys.goalShares() }),
  });
}

export function useStopSharingGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (educatorId: string) => api<void>(`${PATH}/${educatorId}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: growthKeys.goalShares() }),
  });
}
