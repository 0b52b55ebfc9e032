/** The signed-in member (the session reads and writes it). */
export const meKey = ['me'] as const;

export const authKeys = {
  legal: ['legal'] as const,
  loginProviders: ['login-providers'] as const,
};
