import type { Gap, Goals, UserSkill, UserSkillInput, UserSkills } from '@ladder/shared/schemas/growth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { growthKeys } from '../../../lib/query-keys/growth';

export const useUserSkills = (userId: string) =>
  useQuery({
    queryKey: growthKeys.skills(userId),
    queryFn: () => api<UserSkills>(`/users/skills?user_id=${encodeURIComponent(userId)}`),
    enabled: userId !== '',
  });

export const gapQueryOptions = (trackId: string) =>
  queryOptions({
    queryKey: growthKeys.gap(trackId),
    queryFn: () => api<Gap>(`/career-tracks/gap?career_track_id=${encodeURIComponent(trackId)}`),
  });

export const useGap = (trackId: string, isEnabled: boolean) =>
  useQuery({ ...gapQueryOptions(trackId), enabled: isEnabled });

export const goalsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: growthKeys.goals(userId),
    queryFn: () => api<Goals>(`/users/goals?user_id=${encodeURIComponent(userId)}`),
  });

export const useGoals = (userId: string) => useQuery({ ...goalsQueryOptions(userId), enabled: userId !== '' });

/** A skill's level changes every gap and every goal's progress: they are all asked again. */
function useRefreshGrowth() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: growthKeys.all });
}

export function useSetSkill() {
  const refresh = useRefreshGrowth();
  return useMutation({
    mutationFn: (input: UserSkillInput) => api<UserSkill>('/users/current/me/skills', { method: 'POST', body: input }),
    onSuccess: () => refresh(),
  });
}

/** The member has seen what changed on their goal's track: the gap marks nothing until the next save. */
export function useMarkGoalSeen(trackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`/users/current/me/goals/${encodeURIComponent(trackId)}/seen`, { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: growthKeys.gap(trackId) }),
  });
}

export function useRemoveSkill() {
  const refresh = useRefreshGrowth();
  return useMutation({
    mutationFn: (skillId: string) => api<void>(`/users/current/me/skills/${skillId}`, { method: 'DELETE' }),
    onSuccess: () => refresh(),
  });
}

export function useToggleGoal() {
  const refresh = useRefreshGrowth();
  return useMutation({
    mutationFn: async ({ trackId, isGoal }: { trackId: string; isGoal: boolean }) => {
      if (isGoal) await api<void>(`/users/current/me/goals/${trackId}`, { method: 'DELETE' });
      else await api<Goals>('/users/current/me/goals', { method: 'POST', body: { career_track_id: trackId } });
    },
    onSuccess: () => refresh(),
  });
}
