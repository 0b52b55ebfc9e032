import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client';
import { exactTime, limitRows } from '../../db/keyset';
import { rawTime } from '../../db/row-schemas';

// Blocks as stored (docs/decisions/0046-reports-blocks-and-moderation.md); what a block hides is
// read through db/visibility.ts by every other module.

export const blockRowSchema = z.strictObject({
  user_id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  created_at: rawTime,
  at_key: z.string(),
});
export type BlockRow = z.infer<typeof blockRowSchema>;

export const blocksRepository = {
  /** True when the block is new. */
  async insert(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
    const rows = await queryRows<{ blocked_id: string }>(
      db,
      sql`insert into user_blocks (blocker_id, blocked_id) values (${blockerId}::uuid, ${blockedId}::uuid)
          on conflict do nothing returning blocked_id`,
    );
    return rows.length > 0;
  },

  async delete(db: DbOrTx, blockerId: string, blockedId: string): Promise<void> {
    await db.execute(
      sql`delete from user_blocks where blocker_id = ${blockerId}::uuid and blocked_id = ${blockedId}::uuid`,
    );
  },

  /** Whatever either told the other before the block goes from both lists of notifications. */
  async forgetNotifications(db: DbOrTx, a: string, b: string): Promise<void> {
    await db.execute(
      sql`delete from notifications
          where (user_id = ${a}::uuid and actor_id = ${b}::uuid) or (user_id = ${b}::uuid and actor_id = ${a}::uuid)`,
    );
  },

  /** The members `blockerId` blocked, newest first; cursor "time|user id". */
  list(db: DbOrTx, blockerId: string, cursor: { at: string; id: string } | null, limit: number): Promise<BlockRow[]> {
    return queryRows(
      db,
      sql`select b.blocked_id as user_id, u.name, u.username, b.created_at, ${exactTime(sql`b.created_at`)} as at_key
          from user_blocks b join users u on u.id = b.blocked_id
          where b.blocker_id = ${blockerId}::uuid
            and ${cursor ? sql`(b.created_at, b.blocked_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`true`}
          order by b.created_at desc, b.blocked_id desc ${limitRows(limit)}`,
    );
  },

  async memberExists(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(db, sql`select id from users where id = ${id}::uuid`);
    return rows.length > 0;
  },
};
