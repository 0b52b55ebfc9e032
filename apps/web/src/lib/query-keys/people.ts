/** Follow lists, suggestions and search: a follow refreshes them at once. */
export const peopleKeys = {
  all: ['people'] as const,
  followings: (userId: string) => ['people', 'followings', userId] as const,
  followers: (userId: string) => ['people', 'followers', userId] as const,
  hashtags: (userId: string) => ['people', 'hashtags', userId] as const,
  skills: (userId: string) => ['people', 'skills', userId] as const,
  hashtag: (hashtag: string) => ['people', 'hashtag', hashtag.toLowerCase()] as const,
  suggestions: () => ['people', 'suggestions'] as const,
  searchAll: () => ['people', 'search'] as const,
  search: (keywords: string) => ['people', 'search', keywords] as const,
  searchGroup: (group: string, keywords: string, filters = '') =>
    ['people', 'search', group, keywords, filters] as const,
  searchCounts: (keywords: string) => ['people', 'search', 'counts', keywords] as const,
};
