/**
 * Every query key of the web app. A feature caches its answers under these names, and a change in
 * one feature refreshes or patches what another one caches through them too (a follow moves the
 * counts on profiles and the author's button on posts), so no feature spells another's key. A
 * key's first element is the family a change refreshes as a whole (`postKeys.all`); lint allows
 * no array literal as a query key elsewhere (eslint.config.js).
 */

/** The signed-in member (the session reads and writes it). */
export const meKey = ['me'] as const;

export const authKeys = {
  legal: ['legal'] as const,
  loginProviders: ['login-providers'] as const,
};

/** Members' public profiles, by username. */
export const userKeys = {
  all: ['users'] as const,
  byUsername: (username: string) => ['users', 'by-username', username] as const,
};

export const profileKeys = {
  industries: (language: string) => ['profile', 'industries', language] as const,
  subscriptions: (userId: string) => ['subscriptions', userId] as const,
  plans: ['plans'] as const,
};

export const accountKeys = {
  dataExport: ['data-export'] as const,
};

/** Everything that lists or shows posts, so that a change can refresh them together. */
export const postKeys = {
  all: ['posts'] as const,
  feed: (hashtag: string | null) => ['posts', 'feed', hashtag ?? ''] as const,
  saved: () => ['posts', 'saved'] as const,
  one: (id: string) => ['posts', 'one', id] as const,
  byUserList: (userId: string) => ['posts', 'by-user', userId, 'list'] as const,
  byUserSearch: (userId: string, keywords: string) => ['posts', 'by-user', userId, 'search', keywords] as const,
  activities: (userId: string) => ['posts', 'activities', userId] as const,
};

export const commentKeys = {
  post: (postId: string) => ['comments', postId] as const,
  list: (postId: string) => ['comments', postId, 'top'] as const,
  replies: (postId: string, commentId: string) => ['comments', postId, 'replies', commentId] as const,
};

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
  searchGroup: (group: string, keywords: string) => ['people', 'search', group, keywords] as const,
};

/** Career tracks, so that a save or delete can refresh every list at once. */
export const trackKeys = {
  all: ['tracks'] as const,
  industries: (language: string) => ['tracks', 'industries', language] as const,
  allIndustries: (language: string) => ['tracks', 'industries-all', language] as const,
  sharedByIndustry: (industryId: string) => ['tracks', 'by-industry', industryId, 'shared'] as const,
  byUser: (userId: string, isSharedOnly: boolean) => ['tracks', 'by-user', userId, isSharedOnly] as const,
  linkable: (limit: number, title: string) => ['tracks', 'linkable', limit, title] as const,
  one: (id: string) => ['tracks', 'one', id] as const,
  categories: () => ['tracks', 'skill-categories'] as const,
  skills: (keywords: string, industryId: string) => ['tracks', 'skills', industryId, keywords] as const,
};

/** A member's skills, the gap to a track and goals (docs/api/growth.md). */
export const growthKeys = {
  all: ['growth'] as const,
  skills: (userId: string) => ['growth', 'skills', userId] as const,
  goals: (userId: string) => ['growth', 'goals', userId] as const,
  gap: (trackId: string) => ['growth', 'gap', trackId] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unread: () => ['notifications', 'unread'] as const,
  settings: () => ['notifications', 'settings'] as const,
};
