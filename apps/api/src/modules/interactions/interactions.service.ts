import { PAGE_SIZES, type InteractionInput } from '@ladder/shared/schemas/posts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeTimeCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { LikeTelling } from '../notifications/like-telling';
import type { PostsService } from '../posts/posts.service';
import type { Actor } from '../users/actor';
import { interactionsRepository, type InteractionListRow } from './interactions.repository';

type MediaUrl = (key: string | null) => string | null;

export function createInteractionsService(deps: {
  db: Db;
  posts: PostsService;
  /** A first like waits in `like_notices` to be told to the author (like-telling.ts). */
  likeTelling: Pick<LikeTelling, 'soon'>;
  mediaUrl: MediaUrl;
}) {
  const { db, posts } = deps;

  return {
    /**
     * Sets liked / saved / shared (each optional, idempotent). Toggles of one post serialise on
     * its row lock, so the counts stay exact under concurrent requests.
     */
    async set(actor: Actor, postId: string, input: InteractionInput) {
      // Not on a post of a member either side blocked, nor one hidden from the actor (the repository asks).
      const state = isUuid(postId) ? await interactionsRepository.apply(db, postId, actor.id, input) : undefined;
      if (!state) throw new AppError('POST_NOT_FOUND');
      if (input.liked) deps.likeTelling.soon();
      return { ...state, user_id: actor.id };
    },

    async list(viewer: Actor | null, postId: string, input: PagingInput) {
      await posts.findVisible(viewer, postId);
      const size = pageSize(input.limit, PAGE_SIZES.interactions, 100);
      const cursor = decodeTimeCursor(input.last_evaluated_key);
      const rows = await interactionsRepository.list(db, viewer?.id ?? null, postId, cursor, size + 1);
      return toPage(
        rows,
        size,
        (row: InteractionListRow) => ({
          user_id: row.user_id,
          user_name: row.user_name,
          user_username: row.user_username,
          user_photo_path: deps.mediaUrl(row.user_photo_path),
          liked: row.liked,
          shared: row.shared,
        }),
        (row) => [row.at_key, row.user_id],
      );
    },
  };
}

export type InteractionsService = ReturnType<typeof createInteractionsService>;
