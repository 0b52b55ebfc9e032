import type { GoalNotesInput, GoalPlan, GoalProgressInput, GoalScheduleInput } from '@ladder/shared/schemas/goal-plan';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { growthKeys } from '../../../lib/query-keys/growth';
import { useMember } from '../../../lib/session';

/** A goal as a plan (docs/api/goal-plan.md): one's own, or another member's public one. */
export const useGoalPlan = (userId: string, trackId: string, isEnabled = true) =>
  useQuery({
    queryKey: growthKeys.plan(userId, trackId),
    queryFn: () =>
      api<GoalPlan>(
        `/users/goals/plan?user_id=${encodeURIComponent(userId)}&career_track_id=${encodeURIComponent(trackId)}`,
      ),
    enabled: isEnabled && userId !== '' && trackId !== '',
  });

/**
 * Every change answers the whole plan: it replaces the cached one, and the gap, the goals'
 * progress and one's skills (a level raised on "done") are asked again.
 */
function usePlanChange<T>(trackId: string, request: (input: T) => { path: string; body: object }) {
  const me = useMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => {
      const { path, body } = request(input);
      return api<GoalPlan>(`/users/current/me/goals/${trackId}${path}`, { method: 'PUT', body });
    },
    onSuccess: (plan) => {
      queryClient.setQueryData(growthKeys.plan(me.id, trackId), plan);
      void queryClient.invalidateQueries({
        queryKey: growthKeys.all,
        predicate: (query) => query.queryKey[1] !== 'plan',
      });
    },
  });
}

export const useSetGoalProgress = (trackId: string) =>
  usePlanChange(trackId, ({ skillId, ...body }: GoalProgressInput & { skillId: string }) => ({
    path: `/skills/${skillId}/progress`,
    body,
  }));

export const useSetGoalNotes = (trackId: string) =>
  usePlanChange(trackId, ({ skillId, ...body }: GoalNotesInput & { skillId: string }) => ({
    path: `/skills/${skillId}/notes`,
    body,
  }));

export const useSetGoalSchedule = (trackId: string) =>
  usePlanChange(trackId, (body: GoalScheduleInput) => ({ path: '/schedule', body }));
