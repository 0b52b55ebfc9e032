import { LANGUAGES } from '@ladder/shared/constants';
import { notificationSchema } from '@ladder/shared/schemas/notifications';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rawTime } from '../../db/row-schemas';
import { textArray, uuidArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import { exactTime, limitRows } from '../../db/keyset';
import { inReaderLanguage } from '../../db/track-language';

// The statements are raw SQL (joins, a ranked digest, a claiming update): their rows are declared
// as schemas, which row-shapes-members.api.test.ts checks against real rows on both databases.

const nullableText = z.string().nullable();

export const notificationRowSchema = z.strictObject({
  ...notificationSchema.pick({ id: true, kind: true, actor_count: true, post_id: true, comment_id: true, detail: true })
    .shape,
  read_at: rawTime.nullable(),
  updated_at: rawTime,
  /** `updated_at` to the microsecond, the cursor's first half. */
  at_key: z.string(),
  actor_id: nullableText,
  actor_name: nullableText,
  actor_username: nullableText,
  actor_photo_path: nullableText,
  career_track_id: nullableText,
  career_track_title: nullableText,
  other_career_track_id: nullableText,
  other_career_track_title: nullableText,
  ends_at: rawTime.nullable(),
});
export type NotificationRow = z.infer<typeof notificationRowSchema>;

/** An unread notification of a digest: whose it is and its place among theirs. */
export const digestItemRowSchema = notificationRowSchema.extend({ user_id: z.string(), place: z.number() });
export type DigestItemRow = z.infer<typeof digestItemRowSchema>;

export const settingsRowSchema = z.strictObject({ kinds_off: z.array(z.string()), is_digest_on: z.boolean() });
export type SettingsRow = z.infer<typeof settingsRowSchema>;

export const digestReaderRowSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  default_language: z.enum(LANGUAGES),
  unread: z.number(),
});
export type DigestReader = z.infer<typeof digestReaderRowSchema>;

/** Tracks are named in their reader's language when they have it (docs/decisions/0063). */
const READER_LANGUAGE = sql`(select r.default_language from users r where r.id = n.user_id)`;

/** What a notification row is read with (NotificationRow), from `notifications n` and its joins. */
const NOTIFICATION_COLUMNS = sql`n.id, n.kind, n.read_at, n.updated_at, ${exactTime(sql`n.updated_at`)} as at_key,
  n.actor_id, a.name as actor_name, a.username as actor_username, a.photo_path as actor_photo_path,
  n.actor_count, n.post_id, n.comment_id, n.detail,
  n.career_track_id, ${inReaderLanguage('t', READER_LANGUAGE, 'title')} as career_track_title,
  n.other_career_track_id, ${inReaderLanguage('o', READER_LANGUAGE, 'title')} as other_career_track_title,
  s.service_end as ends_at`;
const NOTIFICATION_JOINS = sql`notifications n
  left join users a on a.id = n.actor_id
  left join career_tracks t on t.id = n.career_track_id
  left join career_tracks o on o.id = n.other_career_track_id
  left join user_subscriptions s on s.id = n.subscription_id`;

/** SQL of the notifications module; rows are written by migration 0019's triggers, not here. */
export const notificationsRepository = {
  /** A member's notifications, the group that grew last first, after `cursor`. */
  page(db: DbOrTx, userId: string, cursor: { at: string; id: string } | null, limit: number) {
    const after = cursor ? sql`and (n.updated_at, n.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
    return queryRows<NotificationRow>(
      db,
      sql`select ${NOTIFICATION_COLUMNS}
          from ${NOTIFICATION_JOINS}
          where n.user_id = ${userId}::uuid ${after}
          order by n.updated_at desc, n.id desc
          ${limitRows(limit)}`,
    );
  },

  /** One notification with its reader's unread count, as a push tells it; undefined once deleted. */
  async forPush(db: DbOrTx, id: string): Promise<(NotificationRow & { unread: number }) | undefined> {
    const rows = await queryRows<NotificationRow & { unread: number }>(
      db,
      sql`select ${NOTIFICATION_COLUMNS}, coalesce(c.unread, 0) as unread
          from ${NOTIFICATION_JOINS}
          left join notification_counts c on c.user_id = n.user_id
          where n.id = ${id}::uuid`,
    );
    return rows[0];
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
      sql`select kinds_off, is_digest_on from notification_settings where user_id = ${userId}::uuid`,
    );
    return rows[0] ?? { kinds_off: [], is_digest_on: false };
  },

  async saveSettings(db: DbOrTx, userId: string, settings: SettingsRow): Promise<void> {
    await queryRows(
      db,
      sql`insert into notification_settings (user_id, kinds_off, is_digest_on)
          values (${userId}::uuid, ${textArray(settings.kinds_off)}, ${settings.is_digest_on})
          on conflict (user_id) do update set kinds_off = excluded.kinds_off, is_digest_on = excluded.is_digest_on
          returning 1 as ok`,
    );
  },

  /**
   * Claims up to `limit` members due a digest: the switch on, something unread, none queued in the
   * last day. Marking them sent in the claiming statement (rows locked, others skipped) lets
   * several instances share the work; the caller queues the mails in the same transaction.
   */
  dueDigests(db: DbOrTx, limit: number): Promise<DigestReader[]> {
    return queryRows<DigestReader>(
      db,
      sql`with due as (
            select s.user_id from notification_settings s
            join notification_counts c on c.user_id = s.user_id and c.unread > 0
            join users u on u.id = s.user_id and u.is_active
            where s.is_digest_on and (s.digest_sent_at is null or s.digest_sent_at <= now() - interval '1 day')
            order by s.user_id ${limitRows(limit)} for update of s skip locked)
          update notification_settings s set digest_sent_at = now()
          from due, users u, notification_counts c
          where s.user_id = due.user_id and u.id = due.user_id and c.user_id = due.user_id
          returning u.id, u.email, u.name, u.default_language, c.unread`,
    );
  },

  /** The newest `perReader` unread notifications of each of these members, in one statement. */
  unreadOf(db: DbOrTx, userIds: string[], perReader: number) {
    return queryRows<DigestItemRow>(
      db,
      sql`select * from (
            select n.user_id, ${NOTIFICATION_COLUMNS},
                   -- int: a bigint is text on the PostgreSQL pool and a number on PGlite.
                   (row_number() over (partition by n.user_id order by n.updated_at desc, n.id desc))::int as place
            from ${NOTIFICATION_JOINS}
            where n.user_id = any(${uuidArray(userIds)}) and n.read_at is null) ranked
          where place <= ${perReader}
          order by user_id, place`,
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
