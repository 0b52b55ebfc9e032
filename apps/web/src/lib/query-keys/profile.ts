export const profileKeys = {
  industries: (language: string) => ['profile', 'industries', language] as const,
  subscriptions: (userId: string) => ['subscriptions', userId] as const,
  plans: ['plans'] as const,
};
