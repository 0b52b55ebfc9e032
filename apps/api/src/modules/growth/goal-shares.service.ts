import { GOAL_SHARES_MAX, type GoalShareInput } from '@ladder/shared/schemas/goal-shares';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { iso } from '../../lib/iso';
import { decodeTimeCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { Actor } from '../users/actor';
import { goalSharesRepository, type GoalShareRow } from './goal-shares.repository';

const LIST = { fallback: 20, max: 50 };
const person = (row: GoalShareRow) => ({ id: row.id, name: row.name, username: row.username });

/** One page of either side's list, keyset paged by (created_at, id). */
async function page<T>(
  input: PagingInput,
  read: (cursor: ReturnType<typeof decodeTimeCursor>, limit: number) => Promise<GoalShareRow[]>,
  shape: (row: GoalShareRow) => T,
) {
  const size = pageSize(input.limit, LIST.fallback, LIST.max);
  const rows = await read(decodeTimeCursor(input.last_evaluated_key), size + 1);
  return toPage(rows, size, shape, (row) => [row.at_key, row.id]);
}

/**
 * Sharing one's goals with an Educator (docs/api/goal-plan.md "Sharing goals with an Educator"):
 * a consent per Educator, revocable, that lets them read the member's goals and plans whatever
 * the member's goals privacy says, while they hold the Educator plan and neither blocked the other.
 */
export function createGoalSharesService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async share(actor: Actor, input: GoalShareInput) {
      const username = `@${input.username.replace(/^@+/, '')}`;
      return db.transaction(async (tx) => {
        const educatorId = await goalSharesRepository.educatorByUsername(tx, actor.id, username);
        if (!educatorId) throw AppError.field('username', 'goalPlan.validation.educator_not_found');
        await goalSharesRepository.lockMember(tx, actor.id);
        if ((await goalSharesRepository.count(tx, actor.id)) >= GOAL_SHARES_MAX)
          throw new AppError('GOAL_SHARES_LIMIT', { params: { max: GOAL_SHARES_MAX } });
        await goalSharesRepository.insert(tx, actor.id, educatorId);
        return { educator_id: educatorId, is_shared: true as const };
      });
    },

    async revoke(actor: Actor, educatorId: string) {
      if (isUuid(educatorId)) await goalSharesRepository.delete(db, actor.id, educatorId.toLowerCase());
    },

    /** The Educators the member shares with, newest first. */
    educators: (actor: Actor, input: PagingInput) =>
      page(
        input,
        (cursor, limit) => goalSharesRepository.educatorsOf(db, actor.id, cursor, limit),
        (row) => ({
          educator: person(row),
          created_at: iso(row.created_at),
        }),
      ),

    /** For an Educator: the members who share with them, newest first. */
    members: (actor: Actor, input: PagingInput) =>
      page(
        input,
        (cursor, limit) => goalSharesRepository.membersOf(db, actor.id, cursor, limit),
        (row) => ({
          member: person(row),
          created_at: iso(row.created_at),
        }),
      ),

    /** Whether the viewer is an Educator the member shares their goals with. */
    grants: (memberId: string, viewerId: string, tx: DbOrTx = db) =>
      goalSharesRepository.grants(tx, memberId, viewerId),
  };
}

export type GoalSharesService = ReturnType<typeof createGoalSharesService>;
