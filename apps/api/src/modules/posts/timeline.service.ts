import type { DbOrTx } from '../../db/client';
import { timelineRepository } from './timeline.repository';

/** How many of a followee's (or a hashtag's) newest posts a new follow brings into the feed. */
export const BACKFILL_POSTS = 100;

/**
 * Timeline upkeep for the follows module, always in the caller's transaction so that the
 * follow row and the timeline change together.
 */
export function createTimelineService() {
  return {
    followedAuthor: (tx: DbOrTx, followerId: string, authorId: string) =>
      timelineRepository.backfillAuthor(tx, followerId, authorId, BACKFILL_POSTS),
    unfollowedAuthor: (tx: DbOrTx, followerId: string, authorId: string) =>
      timelineRepository.removeAuthor(tx, followerId, authorId),
    followedHashtag: (tx: DbOrTx, followerId: string, hashtag: string) =>
      timelineRepository.backfillHashtag(tx, followerId, hashtag, BACKFILL_POSTS),
    unfollowedHashtag: (tx: DbOrTx, followerId: string, hashtag: string) =>
      timelineRepository.removeHashtag(tx, followerId, hashtag),
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
