export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unread: () => ['notifications', 'unread'] as const,
  settings: () => ['notifications', 'settings'] as const,
  /** The groups pushed to the member's devices (docs/api/push.md). */
  push: () => ['notifications', 'push'] as const,
};
