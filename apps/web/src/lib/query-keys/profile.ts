export const profileKeys = {
  industries: (language: string) => ['profile', 'industries', language] as const,
  subscriptions: (userId: string) => ['subscriptions', userId] as const,
  plans: ['plans'] as const,
  /** A member's experience and education, as the reader may see them. */
  items: (userId: string) => ['profile', 'items', userId] as const,
  /** A member's public page, as a visitor reads it: by the username in any case, with or without '@'. */
  preview: (username: string) => ['profile', 'preview', `@${username.replace(/^@/, '')}`.toLowerCase()] as const,
};
