/** Everything that lists or shows posts, so that a change can refresh them together. */
export const postKeys = {
  all: ['posts'] as const,
  feed: (hashtag: string | null) => ['posts', 'feed', hashtag ?? ''] as const,
  saved: () => ['posts', 'saved'] as const,
  one: (id: string) => ['posts', 'one', id] as const,
  byUserList: (userId: string) => ['posts', 'by-user', userId, 'list'] as const,
  byUserSearch: (userId: string, keywords: string) => ['posts', 'by-user', userId, 'search', keywords] as const,
  activities: (userId: string) => ['posts', 'activities', userId] as const,
  search: (keywords: string) => ['posts', 'search', keywords] as const,
};
