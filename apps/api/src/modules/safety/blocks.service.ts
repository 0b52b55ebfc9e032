import { SAFETY_LIMITS } from '@ladder/shared/schemas/safety';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeTimeCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { FollowsService } from '../follows/follows.service';
import type { Actor } from '../users/actor';
import { blocksRepository, type BlockRow } from './blocks.repository';
import { iso } from '../../lib/iso';

/**
 * Blocking a member (docs/product.md "Reports, blocks and moderation"): the block row, the follows
 * both ways and what either told the other go in one transaction; what the block hides is read
 * through db/visibility.ts everywhere else, and its trigger evicts both members' cached feeds.
 */
export function createBlocksService(deps: { db: Db; follows: FollowsService }) {
  const { db, follows } = deps;

  function target(actor: Actor, userId: string): string {
    if (!isUuid(userId)) throw new AppError('USER_NOT_FOUND');
    const id = userId.toLowerCase();
    if (id === actor.id) throw new AppError('BLOCK_SELF');
    return id;
  }

  return {
    async block(actor: Actor, userId: string) {
      const id = target(actor, userId);
      await db.transaction(async (tx) => {
        if (!(await blocksRepository.memberExists(tx, id))) throw new AppError('USER_NOT_FOUND');
        await follows.severBoth(tx, actor.id, id);
        if (await blocksRepository.insert(tx, actor.id, id))
          await blocksRepository.forgetNotifications(tx, actor.id, id);
      });
      return { user_id: id, is_blocked: true };
    },

    /** Unblocking restores what each sees of the other, never the follows. */
    async unblock(actor: Actor, userId: string) {
      const id = target(actor, userId);
      await blocksRepository.delete(db, actor.id, id);
      return { user_id: id, is_blocked: false };
    },

    async list(actor: Actor, input: PagingInput) {
      const size = pageSize(input.limit, SAFETY_LIMITS.list.fallback, SAFETY_LIMITS.list.max);
      const rows = await blocksRepository.list(db, actor.id, decodeTimeCursor(input.last_evaluated_key), size + 1);
      return toPage(
        rows,
        size,
        (row: BlockRow) => ({
          user_id: row.user_id,
          name: row.name,
          username: row.username,
          created_at: iso(row.created_at),
        }),
        (row) => [row.at_key, row.user_id],
      );
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
