import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client';
import { exactTime, limitRows } from '../../db/keyset';
import { lockMemberRow } from '../../db/locks';
import { rawTime } from '../../db/row-schemas';
import { notBlockedFor } from '../../db/visibility';
import { holdsEducatorPlan } from '../subscriptions/educator';

// Consents to Educators (docs/api/goal-plan.md "Sharing goals with an Educator").

export const goalShareRowSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  created_at: rawTime,
  at_key: z.string(),
});
export type GoalShareRow = z.infer<typeof goalShareRowSchema>;

type Cursor = { at: string; id: string } | null;

export const goalSharesRepository = {
  /** Holds the member's row: counting their shares and adding one is then atomic. */
  lockMember: lockMemberRow,

  /** The active Educator with this username, other than the member and not blocked either way. */
  async educatorByUsername(db: DbOrTx, memberId: string, username: string): Promise<string | undefined> {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`select u.id from users u
          where lower(u.username) = lower(${username}) and u.is_active and u.id <> ${memberId}::uuid
            and ${notBlockedFor(memberId, sql`u.id`)} and ${holdsEducatorPlan(sql`u.id`)}`,
    );
    return row?.id;
  },

  async count(db: DbOrTx, memberId: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from goal_shares where user_id = ${memberId}::uuid`,
    );
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, memberId: string, educatorId: string): Promise<void> {
    await db.execute(
      sql`insert into goal_shares (user_id, educator_id) values (${memberId}::uuid, ${educatorId}::uuid)
          on conflict do nothing`,
    );
  },

  async delete(db: DbOrTx, memberId: string, educatorId: string): Promise<void> {
    await db.execute(
      sql`delete from goal_shares where user_id = ${memberId}::uuid and educator_id = ${educatorId}::uuid`,
    );
  },

  /** Whether `viewerId` is an Educator the member shares their goals with. */
  async grants(db: DbOrTx, memberId: string, viewerId: string): Promise<boolean> {
    const rows = await queryRows<{ ok: boolean }>(
      db,
      sql`select true as ok from goal_shares g
          where g.user_id = ${memberId}::uuid and g.educator_id = ${viewerId}::uuid and ${holdsEducatorPlan(sql`g.educator_id`)}`,
    );
    return rows.length > 0;
  },

  /** The Educators the member shares with, newest first; cursor "time|educator id". */
  educatorsOf(db: DbOrTx, memberId: string, cursor: Cursor, limit: number): Promise<GoalShareRow[]> {
    return queryRows(
      db,
      sql`select u.id, u.name, u.username, g.created_at, ${exactTime(sql`g.created_at`)} as at_key
          from goal_shares g join users u on u.id = g.educator_id
          where g.user_id = ${memberId}::uuid and u.is_active
            and ${cursor ? sql`(g.created_at, g.educator_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`true`}
          order by g.created_at desc, g.educator_id desc ${limitRows(limit)}`,
    );
  },

  /** The active members who share their goals with the Educator, newest first; cursor "time|member id". */
  membersOf(db: DbOrTx, educatorId: string, cursor: Cursor, limit: number): Promise<GoalShareRow[]> {
    return queryRows(
      db,
      sql`select u.id, u.name, u.username, g.created_at, ${exactTime(sql`g.created_at`)} as at_key
          from goal_shares g join users u on u.id = g.user_id
          where g.educator_id = ${educatorId}::uuid and u.is_active and ${notBlockedFor(educatorId, sql`u.id`)}
            and ${cursor ? sql`(g.created_at, g.user_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`true`}
          order by g.created_at desc, g.user_id desc ${limitRows(limit)}`,
    );
  },
};
