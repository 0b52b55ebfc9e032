/** Members' public profiles, by username. */
export const userKeys = {
  all: ['users'] as const,
  byUsername: (username: string) => ['users', 'by-username', username] as const,
};
