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
  /** Every list of endorsements (both below). */
  allEndorsements: ['growth', 'endorsements'] as const,
  /** Every member's skills list (their endorsement counts move with an answer). */
  allSkills: ['growth', 'skills'] as const,
  /** One skill's endorsements as the reader may see them (docs/api/profile.md "Endorsements"). */
  endorsements: (userId: string, skillId: string) => ['growth', 'endorsements', userId, skillId] as const,
  /** The endorsements the member received. */
  receivedEndorsements: () => ['growth', 'endorsements', 'received'] as const,
};
