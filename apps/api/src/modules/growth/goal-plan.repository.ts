import type { Language } from '@ladder/shared/constants';
import type { DesiredLevel } from '@ladder/shared/schemas/career-tracks';
import { goalPlanItemSchema, type GoalLink, type GoalSkillStatus } from '@ladder/shared/schemas/goal-plan';
import { ACTIVITY_WEEKS, type GoalActivity } from '@ladder/shared/schemas/goal-activity';
import { NUDGE_DEFAULTS } from '@ladder/shared/schemas/goal-nudge';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client';
import { rawTime, type CountRow } from '../../db/row-schemas';
import { summaryColumns, summaryRowSchema } from '../career-tracks/track-views.repository';
import { PACE_DAYS, rank, skillName } from './growth-sql';

/** A goal of a member: its track's summary, the target date (YYYY-MM-DD) and hours a week. */
export const goalPlanHeadRowSchema = summaryRowSchema.extend({
  added_at: rawTime,
  target_date: z.string().nullable(),
  hours_per_week: z.number().nullable(),
});
export type GoalPlanHeadRow = z.infer<typeof goalPlanHeadRowSchema>;

/** Each skill of the goal's track with the member's level, progress, note and links. */
export const goalPlanSourceRowSchema = z.strictObject({
  ...goalPlanItemSchema.omit({ gap_status: true, short_by: true }).shape,
});
export type GoalPlanSourceRow = z.infer<typeof goalPlanSourceRowSchema>;

/** A day of the activity calendar, or only today when nothing was done (`date` null). */
export const activityRowSchema = z.strictObject({
  today: z.string(),
  date: z.string().nullable(),
  marked: z.number().nullable(),
  notes: z.number().nullable(),
});
type ActivityRow = z.infer<typeof activityRowSchema>;

const goalSkillKey = (userId: string, trackId: string, skillId: string) =>
  sql`${userId}::uuid, ${trackId}::uuid, ${skillId}::uuid`;

export const goalPlanRepository = {
  async head(
    db: DbOrTx,
    userId: string,
    trackId: string,
    language: Language = 'en',
  ): Promise<GoalPlanHeadRow | undefined> {
    const [row] = await queryRows<GoalPlanHeadRow>(
      db,
      sql`select ${summaryColumns(language)}, g.created_at as added_at,
                 to_char(g.target_date, 'YYYY-MM-DD') as target_date, g.hours_per_week::int as hours_per_week
          from user_goals g
          join career_tracks t on t.id = g.career_track_id
          join users u on u.id = t.user_id
          where g.user_id = ${userId}::uuid and g.career_track_id = ${trackId}::uuid`,
    );
    return row;
  },

  /** One round trip: the track's skills, in its order, with everything the member keeps on each. */
  source(db: DbOrTx, userId: string, trackId: string, language: Language): Promise<GoalPlanSourceRow[]> {
    return queryRows<GoalPlanSourceRow>(
      db,
      sql`select cs.skill_id, ${skillName(language)} as skill_name, cs.skill_category_id, cs.desired_level,
                 us.level as my_level, coalesce(gs.status, 'to_learn') as status, gs.skip_reason,
                 coalesce(gs.note, '') as note, coalesce(gs.links, '[]'::jsonb) as links,
                 coalesce(gs.is_shared, false) as is_shared, cs.external_desc_urls as resources
          from career_track_skills cs
          join skills s on s.id = cs.skill_id
          left join user_skills us on us.skill_id = cs.skill_id and us.user_id = ${userId}::uuid
          left join goal_skills gs
            on gs.user_id = ${userId}::uuid and gs.career_track_id = cs.career_track_id and gs.skill_id = cs.skill_id
          where cs.career_track_id = ${trackId}::uuid
          order by cs.skill_category_id, cs.position`,
    );
  },

  /** Skills of this goal marked done in the last four weeks: the pace. */
  async doneRecently(db: DbOrTx, userId: string, trackId: string): Promise<number> {
    const [row] = await queryRows<CountRow>(
      db,
      sql`select count(*)::int as n from goal_skills
          where user_id = ${userId}::uuid and career_track_id = ${trackId}::uuid and status = 'done'
            and done_at >= now() - make_interval(days => ${PACE_DAYS}::int)`,
    );
    return row?.n ?? 0;
  },

  /** The level the track asks of a skill; undefined when the skill is not on the track. */
  async askedLevel(db: DbOrTx, trackId: string, skillId: string): Promise<DesiredLevel | undefined> {
    const [row] = await queryRows<{ desired_level: DesiredLevel }>(
      db,
      sql`select desired_level from career_track_skills
          where career_track_id = ${trackId}::uuid and skill_id = ${skillId}::uuid`,
    );
    return row?.desired_level;
  },

  /** Moves a skill to a status; `done_at` is kept while it stays done, set when it becomes done. */
  async setStatus(
    db: DbOrTx,
    key: { userId: string; trackId: string; skillId: string },
    status: GoalSkillStatus,
    skipReason: string | null,
  ): Promise<void> {
    await db.execute(
      sql`insert into goal_skills (user_id, career_track_id, skill_id, status, skip_reason, done_at)
          values (${goalSkillKey(key.userId, key.trackId, key.skillId)}, ${status}, ${skipReason},
                  case when ${status} = 'done' then now() end)
          on conflict (user_id, career_track_id, skill_id) do update set
            status = excluded.status, skip_reason = excluded.skip_reason,
            done_at = case when excluded.status <> 'done' then null
                           when goal_skills.status = 'done' then goal_skills.done_at else now() end,
            updated_at = now()`,
    );
  },

  /** Raises the member's own level of the skill to this one; never lowers it. */
  async raiseLevel(db: DbOrTx, userId: string, skillId: string, level: DesiredLevel): Promise<void> {
    await db.execute(
      sql`insert into user_skills (user_id, skill_id, level) values (${userId}::uuid, ${skillId}::uuid, ${level})
          on conflict (user_id, skill_id) do update set level = excluded.level, updated_at = now()
          where ${rank(sql`user_skills.level`)} < ${rank(sql`excluded.level`)}`,
    );
  },

  async setNotes(
    db: DbOrTx,
    key: { userId: string; trackId: string; skillId: string },
    notes: { note: string; links: GoalLink[]; is_shared: boolean },
  ): Promise<void> {
    const links = JSON.stringify(notes.links);
    await db.execute(
      sql`insert into goal_skills (user_id, career_track_id, skill_id, note, links, is_shared)
          values (${goalSkillKey(key.userId, key.trackId, key.skillId)}, ${notes.note}, ${links}::jsonb, ${notes.is_shared})
          on conflict (user_id, career_track_id, skill_id) do update set
            note = excluded.note, links = excluded.links, is_shared = excluded.is_shared, updated_at = now()`,
    );
  },

  /**
   * One change of a goal's skill, for the activity calendar: a note saved, or a skill marked with
   * a status it does not hold yet (asked before the status is set; the same status again is no mark).
   */
  async recordEvent(
    db: DbOrTx,
    key: { userId: string; trackId: string; skillId: string },
    kind: 'marked' | 'note',
    status?: GoalSkillStatus,
  ) {
    const isNew =
      status === undefined
        ? sql`true`
        : sql`not exists (select 1 from goal_skills where (user_id, career_track_id, skill_id) =
                (${goalSkillKey(key.userId, key.trackId, key.skillId)}) and status = ${status})`;
    await db.execute(
      sql`insert into goal_events (id, user_id, career_track_id, skill_id, kind)
          select ${uuidv7()}::uuid, ${goalSkillKey(key.userId, key.trackId, key.skillId)}, ${kind} where ${isNew}`,
    );
  },

  /**
   * The activity calendar: today and each day of the last ACTIVITY_WEEKS weeks with work, in the
   * member's time zone (their nudge's, Asia/Ho_Chi_Minh by default). One grouped read on the index.
   */
  async activity(db: DbOrTx, userId: string, trackId: string): Promise<GoalActivity> {
    const zone = sql`coalesce((select time_zone from goal_nudge_settings where user_id = ${userId}::uuid), ${NUDGE_DEFAULTS.time_zone})`;
    const rows = await queryRows<ActivityRow>(
      db,
      sql`with z as (select ${zone} as tz)
          select to_char(now() at time zone z.tz, 'YYYY-MM-DD') as today, d.date, d.marked, d.notes
          from z left join lateral (
            select to_char(e.created_at at time zone z.tz, 'YYYY-MM-DD') as date,
                   count(*) filter (where e.kind = 'marked')::int as marked,
                   count(*) filter (where e.kind = 'note')::int as notes
            from goal_events e
            where e.user_id = ${userId}::uuid and e.career_track_id = ${trackId}::uuid
              and e.created_at >= now() - make_interval(days => ${ACTIVITY_WEEKS * 7}::int)
            group by 1
          ) d on true
          order by d.date`,
    );
    const days = rows.flatMap((row) =>
      row.date === null ? [] : [{ date: row.date, marked: row.marked ?? 0, notes: row.notes ?? 0 }],
    );
    return { today: rows[0]?.today ?? '', days };
  },

  /** Sets the target date and hours a week; false when the track is not the member's goal. */
  async setSchedule(
    db: DbOrTx,
    userId: string,
    trackId: string,
    schedule: { target_date: string | null; hours_per_week: number | null },
  ): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`update user_goals set target_date = ${schedule.target_date}::date, hours_per_week = ${schedule.hours_per_week}
          where user_id = ${userId}::uuid and career_track_id = ${trackId}::uuid
          returning 1 as one`,
    );
    return rows.length > 0;
  },
};
