/**
 * The tags of the read caches (docs/cache.md). A cached entry carries the tags of the rows it
 * was built from; the database's triggers send the same tags on `ladder_cache` when those rows
 * change (apps/api/src/db/current-functions.md), and every instance evicts what carries them.
 * The kinds here and the ones the triggers send are compared by db/current-functions.api.test.ts.
 */
export const TAG_KINDS = {
  /** A session row (logout, expiry). */
  session: 's',
  /** A member's row (a rename, a deactivation). */
  user: 'u',
  /** A post's row or media, beyond its counts. */
  post: 'p',
  /** A post's counts alone; the notification carries them: 'n:<post>:<likes>:<comments>:<shares>'. */
  postCounts: 'n',
  /** A viewer's timeline or follows (one notification may name many: 'v:<id>,<id>'). */
  viewer: 'v',
  /** A viewer's like, save or share of a post; it carries the switches: 'i:<viewer>:<post>:t:f:f'. */
  interaction: 'i',
  /** A career track or its skills. */
  careerTrack: 'c',
  /** The set of posts changed (a post added or deleted): the "recent posts" feed. */
  posts: 'g',
  /** The search index changed. */
  search: 'w',
  /** Everything (a truncate, an industry renamed). */
  everything: '*',
} as const;

export type TagKind = (typeof TAG_KINDS)[keyof typeof TAG_KINDS];

const K = TAG_KINDS;

/** The tag an entry carries for each kind of row: `cacheTags.post(id)` is 'p:<id>'. */
export const cacheTags = {
  session: (sessionId: string) => `${K.session}:${sessionId}`,
  user: (userId: string) => `${K.user}:${userId}`,
  post: (postId: string) => `${K.post}:${postId}`,
  postCounts: (postId: string) => `${K.postCounts}:${postId}`,
  viewer: (viewerId: string) => `${K.viewer}:${viewerId}`,
  interaction: (viewerId: string, postId: string) => `${K.interaction}:${viewerId}:${postId}`,
  careerTrack: (trackId: string) => `${K.careerTrack}:${trackId}`,
  posts: K.posts,
  search: K.search,
} as const;
