import { LANGUAGES } from '@ladder/shared/constants';
import { NUDGE_CHANNELS, NUDGE_DEFAULTS, NUDGE_HOUR, type NudgeSettings } from '@ladder/shared/schemas/goal-nudge';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { textArray, uuidArray } from '../../db/arrays';
import { queryRows, type DbOrTx } from '../../db/client';
import { inReaderLanguage } from '../../db/track-language';
import { limitRows } from '../../db/keyset';

// Raw SQL: its rows are declared as schemas, checked against real rows on both databases
// (goal-nudge.api.test.ts).

export const nudgeSettingsRowSchema = z.strictObject({
  channel: z.enum(NUDGE_CHANNELS),
  weekday: z.number(),
  time_zone: z.string(),
});

/** A member claimed for this week's nudge, with what moved and their next step (none when all is done). */
export const nudgeRowSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  default_language: z.enum(LANGUAGES),
  channel: z.enum(['mail', 'notification']),
  iso_week: z.string(),
  moved: z.number(),
  career_track_id: z.string().nullable(),
  track_title: z.string().nullable(),
  skill_name: z.string().nullable(),
});
export type NudgeRow = z.infer<typeof nudgeRowSchema>;

/** A member's nudge settings as SQL reads them (alias `s`, left-joined): the defaults when no row. */
const CHANNEL = sql`coalesce(s.channel, ${NUDGE_DEFAULTS.channel})`;
const WEEKDAY = sql`coalesce(s.weekday, ${NUDGE_DEFAULTS.weekday})::int`;
const TIME_ZONE = sql`coalesce(s.time_zone, ${NUDGE_DEFAULTS.time_zone})`;

export const goalNudgeRepository = {
  async settings(db: DbOrTx, userId: string): Promise<NudgeSettings> {
    const [row] = await queryRows<NudgeSettings>(
      db,
      sql`select ${CHANNEL} as channel, ${WEEKDAY} as weekday, ${TIME_ZONE} as time_zone
          from (select ${userId}::uuid as user_id) m
          left join goal_nudge_settings s on s.user_id = m.user_id`,
    );
    return row ?? { ...NUDGE_DEFAULTS };
  },

  async save(db: DbOrTx, userId: string, settings: NudgeSettings): Promise<void> {
    await db.execute(
      sql`insert into goal_nudge_settings (user_id, channel, weekday, time_zone)
          values (${userId}::uuid, ${settings.channel}, ${settings.weekday}, ${settings.time_zone})
          on conflict (user_id) do update set
            channel = excluded.channel, weekday = excluded.weekday, time_zone = excluded.time_zone`,
    );
  },

  /**
   * Claims up to `limit` members due their nudge at `now`: a live member (active, no deletion
   * asked) with a goal, a channel, and their weekday at or after NUDGE_HOUR in their time zone,
   * not yet nudged this ISO week of that zone. The claim is a row of `goal_nudges`, whose key
   * (member, week) lets one transaction only, in any instance, write it; the caller queues the
   * nudges in the same transaction.
   */
  claimDue(db: DbOrTx, now: Date, limit: number): Promise<{ user_id: string; iso_week: string; channel: string }[]> {
    return queryRows(
      db,
      sql`insert into goal_nudges (user_id, iso_week, channel)
          select c.user_id, c.iso_week, c.channel from (
            select u.id as user_id, ${CHANNEL} as channel, ${WEEKDAY} as weekday, l.local_now,
                   to_char(l.local_now, 'IYYY-"W"IW') as iso_week
            from (select distinct user_id from user_goals) g
            join users u on u.id = g.user_id and u.is_active and u.deletion_due_at is null
            left join goal_nudge_settings s on s.user_id = u.id
            cross join lateral (select ${now.toISOString()}::timestamptz at time zone ${TIME_ZONE} as local_now) l
          ) c
          where c.channel <> 'none' and extract(isodow from c.local_now) = c.weekday
            and extract(hour from c.local_now) >= ${NUDGE_HOUR}
            and not exists (select 1 from goal_nudges n where n.user_id = c.user_id and n.iso_week = c.iso_week)
          order by c.user_id
          ${limitRows(limit)}
          on conflict do nothing
          returning user_id, iso_week, channel`,
    );
  },

  /** What each claimed member moved in the 7 days before `now`, and their next step: a skill being learnt first, else the next of their oldest goal. */
  details(db: DbOrTx, claimed: { user_id: string; iso_week: string; channel: string }[], now: Date) {
    const at = now.toISOString();
    return queryRows<NudgeRow>(
      db,
      sql`select u.id, u.email, u.name, u.default_language, c.channel, c.iso_week,
                 (select count(*)::int from goal_skills d
                  where d.user_id = u.id and d.status = 'done'
                    and d.done_at > ${at}::timestamptz - interval '7 days') as moved,
                 step.career_track_id::text as career_track_id, step.track_title, step.skill_name
          from unnest(${uuidArray(claimed.map((c) => c.user_id))}, ${textArray(claimed.map((c) => c.iso_week))},
                      ${textArray(claimed.map((c) => c.channel))}) as c(user_id, iso_week, channel)
          join users u on u.id = c.user_id
          left join lateral (
            select g.career_track_id, ${inReaderLanguage('t', sql`u.default_language`, 'title')} as track_title,
                   case when u.default_language = 'vi' then s.name_vn else s.name_en end as skill_name
            from user_goals g
            join career_tracks t on t.id = g.career_track_id
            join career_track_skills cs on cs.career_track_id = g.career_track_id
            join skills s on s.id = cs.skill_id
            left join goal_skills gs
              on gs.user_id = g.user_id and gs.career_track_id = g.career_track_id and gs.skill_id = cs.skill_id
            where g.user_id = u.id and coalesce(gs.status, 'to_learn') in ('to_learn', 'learning')
            order by coalesce(gs.status, 'to_learn') = 'learning' desc, g.created_at, cs.skill_category_id, cs.position
            limit 1
          ) step on true
          order by u.id`,
    );
  },

  /** The nudge as a notification: one per member and week (its group key). */
  async notify(db: DbOrTx, row: NudgeRow): Promise<void> {
    await db.execute(
      sql`insert into notifications (user_id, kind, group_key, career_track_id, detail)
          values (${row.id}::uuid, 'goal_nudge', ${`goal_nudge:${row.iso_week}`}, ${row.career_track_id}::uuid,
                  ${`${row.moved}:${row.skill_name ?? ''}`})
          on conflict (user_id, group_key) do nothing`,
    );
  },

  /** The mail's one-click link turns the nudge off; false when the member is gone. */
  async unsubscribe(db: DbOrTx, userId: string): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`insert into goal_nudge_settings (user_id, channel)
          select id, 'none' from users where id = ${userId}::uuid
          on conflict (user_id) do update set channel = 'none'
          returning 1 as one`,
    );
    return rows.length > 0;
  },

  async languageOf(db: DbOrTx, userId: string) {
    const [row] = await queryRows<{ default_language: 'en' | 'vi' }>(
      db,
      sql`select default_language from users where id = ${userId}::uuid`,
    );
    return row?.default_language;
  },
};
