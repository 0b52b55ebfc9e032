/** A member's skills, the gap to a track and goals (docs/api/growth.md). */
export const growthKeys = {
  all: ['growth'] as const,
  skills: (userId: string) => ['growth', 'skills', userId] as const,
  goals: (userId: string) => ['growth', 'goals', userId] as const,
  gap: (trackId: string) => ['growth', 'gap', trackId] as const,
  plan: (userId: string, trackId: string) => ['growth', 'plan', userId, trackId] as const,
  nudge: () => ['growth', 'nudge'] as const,
  goalShares: () => ['growth', 'goal-shares'] as const,
  sharedGoals: () => ['growth', 'shared-goals'] as const,
};
