import { interactionAnswerSchema, interactorSchema } from '@ladder/shared/schemas/posts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rawTime } from '../../db/row-schemas';
import { exactTime, limitRows } from '../../db/keyset';
import { queryRows, type DbOrTx } from '../../db/client';
import { notBlockedFor, readableBy } from '../../db/visibility';

// The statements are raw SQL (a function call, a union of switches): their rows are declared as
// schemas, which row-shapes-members.api.test.ts checks against real rows on both databases.

/** A member's switches on a post after a change, with the post's counters. */
export const interactionStateRowSchema = z.strictObject(interactionAnswerSchema.omit({ user_id: true }).shape);
export type InteractionState = z.infer<typeof interactionStateRowSchema>;

export const interactionListRowSchema = z.strictObject({
  ...interactorSchema.shape,
  at: rawTime,
  /** `at` to the microsecond, for the cursor. */
  at_key: z.string(),
});
export type InteractionListRow = z.infer<typeof interactionListRowSchema>;

export const interactionsRepository = {
  /**
   * Sets the member's switches (each given one; the others stay as they were) and moves the
   * post's counts by what changed, in one call of migration 0009's function (which locks the
   * post row first). Undefined: no such post, or not one the member may read (an inactive
   * author, a block either way, hidden by a moderator: db/visibility.ts), asked in the same
   * statement: a like is one round trip, and the look planned once (bench/soak).
   */
  async apply(
    db: DbOrTx,
    postId: string,
    userId: string,
    input: { liked?: boolean | undefined; saved?: boolean | undefined; shared?: boolean | undefined },
  ): Promise<InteractionState | undefined> {
    const flag = (value: boolean | undefined) => (value === undefined ? sql`null::boolean` : sql`${value}::boolean`);
    const [row] = await queryRows<InteractionState>(
      db,
      sql`with visible as materialized (
            select p.id from posts p
            where p.id = ${postId}::uuid and ${readableBy(userId, 'p')})
          select s.* from visible v
          cross join lateral ladder_set_interaction(v.id, ${userId}::uuid,
                                                    ${flag(input.liked)}, ${flag(input.saved)}, ${flag(input.shared)}) s`,
    );
    return row;
  },

  /** Who liked or shared a post (saves are private), newest first; cursor "time|user id". */
  list(
    db: DbOrTx,
    viewerId: string | null,
    postId: string,
    cursor: { at: string; id: string } | null,
    limit: number,
  ): Promise<InteractionListRow[]> {
    return queryRows(
      db,
      sql`select x.*, ${exactTime(sql`x.at`)} as at_key from (
            select i.user_id, u.name as user_name, u.username as user_username, u.photo_path as user_photo_path,
                   i.liked, i.shared, greatest(case when i.liked then i.liked_at end, case when i.shared then i.shared_at end) as at
            from post_interactions i join users u on u.id = i.user_id and u.is_active
            where i.post_id = ${postId}::uuid and (i.liked or i.shared) and ${notBlockedFor(viewerId, sql`i.user_id`)}) x
          where ${cursor ? sql`(x.at, x.user_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql`true`}
          order by x.at desc, x.user_id desc ${limitRows(limit)}`,
    );
  },
};
