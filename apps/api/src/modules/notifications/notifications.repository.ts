import type { NotificationKind } from '@ladder/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { exactTime } from '../../db/keyset';

export interface NotificationRow {
  id: string;
  kind: NotificationKind;
  read_at: string | null;
  updated_at: string;
  /** `updated_at` to the microsecond, the cursor's first half. */
  at_key: string;
  actor_id: string | null;
  actor_name: string | null;
  actor_username: string | null;
  actor_photo_path: string | null;
  actor_count: number;
  post_id: string | null;
  comment_id: string | null;
  career_track_id: string | null;
  career_track_title: string | null;
  other_career_track_id: string | null;
  other_career_track_title: string | null;
  detail: string | null;
  ends_at: string | null;
}

export interface SettingsRow {
  kinds_off: string[];
}

/** SQL of the notifications module; rows are written by migration 0019's triggers, not here. */
export const notificationsRepository = {
  /** A member's notifications, the group that grew last first, after `cursor`. */
  page(db: DbOrTx, userId: string, cursor: { at: string; id: string } | null, limit: number) {
    const after = cursor ? sql`and (n.updated_at, n.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
    return queryRows<NotificationRow>(
      db,
      sql`select n.id, n.kind, n.read_at, n.updated_at, ${exactTime(sql`n.updated_at`)} as at_key,
                 n.actor_id, a.name as actor_name, a.username as actor_username, a.photo_path as actor_photo_path,
                 n.actor_count, n.post_id, n.comment_id, n.detail,
                 n.career_track_id, t.title as career_track_title,
                 n.other_career_track_id, o.title as other_career_track_title,
                 s.service_end as ends_at
          from notifications n
          left join users a on a.id = n.actor_id
          left join career_tracks t on t.id = n.career_track_id
          left join career_tracks o on o.id = n.other_career_track_id
          left join user_subscriptions s on s.id = n.subscription_id
          where n.user_id = ${userId}::uuid ${after}
          order by n.updated_at desc, n.id desc
          limit ${limit}`,
    );
  },

  async unread(db: DbOrTx, userId: string): Promise<number> {
    const rows = await queryRows<{ unread: number }>(
      db,
      sql`select unread from notification_counts where user_id = ${userId}::uuid`,
    );
    return rows[0]?.unread ?? 0;
  },

  /** Marks one of the member's notifications read; false when they have none of that id. */
  async markRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`update notifications set read_at = coalesce(read_at, now())
          where id = ${id}::uuid and user_id = ${userId}::uuid returning 1 as ok`,
    );
    return rows.length > 0;
  },

  async markAllRead(db: DbOrTx, userId: string): Promise<void> {
    await queryRows(
      db,
      sql`update notifications set read_at = now() where user_id = ${userId}::uuid and read_at is null returning 1 as ok`,
    );
  },

  async settings(db: DbOrTx, userId: string): Promise<SettingsRow> {
    const rows = await queryRows<SettingsRow>(
      db,
      sql`select kinds_off from notification_settings where user_id = ${userId}::uuid`,
    );
    return rows[0] ?? { kinds_off: [] };
  },

  async saveSettings(db: DbOrTx, userId: string, settings: SettingsRow): Promise<void> {
    await queryRows(
      db,
      sql`insert into notification_settings (user_id, kinds_off)
          values (${userId}::uuid, ${`{${settings.kinds_off.join(',')}}`}::text[])
          on conflict (user_id) do update set kinds_off = excluded.kinds_off
          returning 1 as ok`,
    );
  },

  /** Tells each member whose plan ends within `days` days, once per plan. */
  async tellEndingPlans(db: DbOrTx, days: number): Promise<void> {
    await queryRows(
      db,
      sql`select ladder_notify(s.user_id, 'plan_ending', 'plan_ending:' || s.id, null, false, subscription => s.id)
          from user_subscriptions s
          where s.is_active and not s.is_cancelled and s.service_end is not null
            and s.service_end > now() and s.service_end <= now() + make_interval(days => ${days}::int)`,
    );
  },
};
