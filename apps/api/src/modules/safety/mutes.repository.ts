import type { MuteKind } from '@ladder/shared/schemas/safety';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { CountRow } from '../../db/row-schemas';
import { limitRows } from '../../db/keyset';

// What a member muted (docs/api/safety.md "Mutes"); the feed reads it through db/visibility.ts.

export interface MuteRow {
  id: string;
  kind: MuteKind;
  display: string;
  label: string;
  created_at: string | Date;
}

export const mutesRepository = {
  /** A word's target is its search key (any case, with or without Vietnamese accents). */
  async insert(
    db: DbOrTx,
    values: { userId: string; kind: MuteKind; target: string; display: string; mutedUserId: string | null },
  ): Promise<void> {
    const target = values.kind === 'word' ? sql`ladder_search_key(${values.target}::text)` : sql`${values.target}`;
    await db.execute(
      sql`insert into user_mutes (id, user_id, kind, target, display, muted_user_id)
          values (ladder_uuid_v7(), ${values.userId}::uuid, ${values.kind}, ${target}, ${values.display},
                  ${values.mutedUserId}::uuid)
          on conflict (user_id, kind, target) do nothing`,
    );
  },

  async count(db: DbOrTx, userId: string, kind: MuteKind): Promise<number> {
    const [row] = await queryRows<CountRow>(
      db,
      sql`select count(*)::int as n from user_mutes where user_id = ${userId}::uuid and kind = ${kind}`,
    );
    return row?.n ?? 0;
  },

  async delete(db: DbOrTx, userId: string, id: string): Promise<void> {
    await db.execute(sql`delete from user_mutes where user_id = ${userId}::uuid and id = ${id}::uuid`);
  },

  async memberName(db: DbOrTx, id: string): Promise<string | undefined> {
    const [row] = await queryRows<{ name: string }>(
      db,
      sql`select name from users where id = ${id}::uuid and is_active`,
    );
    return row?.name;
  },

  /** Newest first, keyset on the id (a v7 uuid). */
  list(db: DbOrTx, userId: string, cursor: string | null, limit: number): Promise<MuteRow[]> {
    return queryRows(
      db,
      sql`select m.id, m.kind, m.display, coalesce(u.name, m.display) as label, m.created_at
          from user_mutes m left join users u on u.id = m.muted_user_id
          where m.user_id = ${userId}::uuid and ${cursor ? sql`m.id < ${cursor}::uuid` : sql`true`}
          order by m.id desc ${limitRows(limit)}`,
    );
  },
};
