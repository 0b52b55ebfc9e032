import type { Language } from '@ladder/shared/constants';
import type { DesiredLevel } from '@ladder/shared/schemas/career-tracks';
import { gapRowSchema, goalSchema, userSkillSchema } from '@ladder/shared/schemas/growth';
import { z } from 'zod';
import { rawTime, type CountRow } from '../../db/row-schemas';
import { summaryColumns, summaryRowSchema } from '../career-tracks/track-views.repository';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { lockMemberRow } from '../../db/locks';
import { rank, skillName } from './growth-sql';
import { evidenceJson, evidenceRowSchema } from '../profile/skill-evidence.repository';

// The statements are raw SQL; their rows are declared as schemas (the answers' where the columns
// are the same), which row-shapes-tracks.api.test.ts checks on both databases.
/**
 * A lateral join (alias `ec`) counting the endorsements of a member's skill, accepted and new,
 * from endorsers still active: one walk of the skill's endorsements for both counts.
 */
const endorsementCounts = (userId: SQL, skillId: SQL) =>
  sql`left join lateral (
        select count(*) filter (where e.status = 'accepted')::int as accepted,
               count(*) filter (where e.status = 'new')::int as fresh
        from skill_endorsements e join users eu on eu.id = e.endorser_id and eu.is_active
        where e.user_id = ${userId} and e.skill_id = ${skillId}) ec on true`;

// A skill's evidence comes as stored rows (files by key), presented by the service.
export const userSkillRowSchema = z.strictObject({
  ...userSkillSchema.shape,
  updated_at: rawTime,
  evidence: z.array(evidenceRowSchema),
});
export type UserSkillRow = z.infer<typeof userSkillRowSchema>;

export const gapSourceRowSchema = z.strictObject({
  ...gapRowSchema.omit({ status: true, short_by: true }).shape,
  evidence: z.array(evidenceRowSchema),
});
export type GapSourceRow = z.infer<typeof gapSourceRowSchema>;

/** A goal: its track's summary (the same columns as every summary), when it was added and its progress. */
export const goalRowSchema = summaryRowSchema.extend({
  added_at: rawTime,
  total: goalSchema.shape.total,
  met: goalSchema.shape.met,
});
export type GoalRow = z.infer<typeof goalRowSchema>;

/** The member's progress on each skill of a goal (alias `gs`), beside `cs` of goal `g`. */
const planOf = sql`left join goal_skills gs
  on gs.user_id = g.user_id and gs.career_track_id = cs.career_track_id and gs.skill_id = cs.skill_id`;
const notSkipped = sql`gs.status is distinct from 'skipped'`;

export const growthRepository = {
  /** A member's skills by name, or the one skill asked for. */
  skillsOf(db: DbOrTx, userId: string, language: Language, skillId?: string): Promise<UserSkillRow[]> {
    return queryRows<UserSkillRow>(
      db,
      sql`select us.skill_id, ${skillName(language)} as skill_name, us.level, us.updated_at,
            ec.accepted as endorsements, ec.fresh as endorsements_new,
            ${evidenceJson(sql`us.user_id`, sql`us.skill_id`)} as evidence
          from user_skills us join skills s on s.id = us.skill_id
          ${endorsementCounts(sql`us.user_id`, sql`us.skill_id`)}
          where us.user_id = ${userId}::uuid ${skillId ? sql`and us.skill_id = ${skillId}::uuid` : sql``}
          order by lower(${skillName(language)}), us.skill_id`,
    );
  },

  /** Adds the skill at this level, or moves it to this level; undefined when no such skill. */
  async upsertSkill(db: DbOrTx, userId: string, skillId: string, level: DesiredLevel): Promise<boolean> {
    const rows = await queryRows<{ skill_id: string }>(
      db,
      sql`insert into user_skills (user_id, skill_id, level)
          select ${userId}::uuid, s.id, ${level} from skills s where s.id = ${skillId}::uuid
          on conflict (user_id, skill_id) do update set level = excluded.level, updated_at = now()
          returning skill_id`,
    );
    return rows.length > 0;
  },

  /** Removes the skill, and with it its evidence (on delete cascade): answers the files that evidence named. */
  async removeSkill(db: DbOrTx, userId: string, skillId: string): Promise<string[]> {
    const rows = await queryRows<{ file_key: string }>(
      db,
      sql`with files as (select file_key from skill_evidence
                         where user_id = ${userId}::uuid and skill_id = ${skillId}::uuid and file_key is not null),
               gone as (delete from user_skills where user_id = ${userId}::uuid and skill_id = ${skillId}::uuid
                        returning 1)
          select file_key from files where exists (select 1 from gone)`,
    );
    return rows.map((row) => row.file_key);
  },

  /** Each skill of a track with the member's own level, in the track's order: one round trip. */
  gapSource(db: DbOrTx, userId: string, trackId: string, language: Language): Promise<GapSourceRow[]> {
    return queryRows<GapSourceRow>(
      db,
      sql`select cs.skill_id, ${skillName(language)} as skill_name, cs.skill_category_id, cs.desired_level,
                 us.level as my_level,
                 ${evidenceJson(sql`${userId}::uuid`, sql`cs.skill_id`)} as evidence,
                 case when us.skill_id is null then 0 else ec.accepted end as endorsements
          from career_track_skills cs
          join skills s on s.id = cs.skill_id
          left join user_skills us on us.skill_id = cs.skill_id and us.user_id = ${userId}::uuid
          ${endorsementCounts(sql`${userId}::uuid`, sql`cs.skill_id`)}
          where cs.career_track_id = ${trackId}::uuid
          order by cs.skill_category_id, cs.position`,
    );
  },

  /**
   * A member's goals, newest first, each with its skill count and how many of them the member
   * has at the asked level or above, or marked done; skipped skills leave both (docs/api/goal-plan.md).
   */
  goalsOf(db: DbOrTx, userId: string, language: Language): Promise<GoalRow[]> {
    return queryRows<GoalRow>(
      db,
      sql`select ${summaryColumns(language)}, g.created_at as added_at,
                 (select count(*)::int from career_track_skills cs ${planOf}
                    where cs.career_track_id = t.id and ${notSkipped}) as total,
                 (select count(*)::int from career_track_skills cs ${planOf}
                    left join user_skills us on us.skill_id = cs.skill_id and us.user_id = g.user_id
                    where cs.career_track_id = t.id and ${notSkipped}
                      and (gs.status = 'done' or ${rank(sql`us.level`)} >= ${rank(sql`cs.desired_level`)})) as met
          from user_goals g
          join career_tracks t on t.id = g.career_track_id
          join users u on u.id = t.user_id
          where g.user_id = ${userId}::uuid
          order by g.created_at desc, t.id`,
    );
  },

  /** Locks the member's row: counting goals and adding one is then atomic. */
  lockMember: lockMemberRow,

  async countGoals(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await queryRows<CountRow>(
      db,
      sql`select count(*)::int as n from user_goals where user_id = ${userId}::uuid`,
    );
    return row?.n ?? 0;
  },

  async hasGoal(db: DbOrTx, userId: string, trackId: string): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`select 1 as one from user_goals where user_id = ${userId}::uuid and career_track_id = ${trackId}::uuid`,
    );
    return rows.length > 0;
  },

  /** A new goal has seen the track's newest version (docs/decisions/0057, the gap's marks). */
  async addGoal(db: DbOrTx, userId: string, trackId: string): Promise<void> {
    await db.execute(
      sql`insert into user_goals (user_id, career_track_id, seen_version)
          values (${userId}::uuid, ${trackId}::uuid,
                  (select max(number) from career_track_versions where career_track_id = ${trackId}::uuid))
          on conflict do nothing`,
    );
  },

  /** The version of a goal's track the member last saw; undefined when the track is not their goal. */
  async goalSeen(db: DbOrTx, userId: string, trackId: string): Promise<{ seen_version: number | null } | undefined> {
    const [row] = await queryRows<{ seen_version: number | null }>(
      db,
      sql`select seen_version from user_goals where user_id = ${userId}::uuid and career_track_id = ${trackId}::uuid`,
    );
    return row;
  },

  /** The member has seen the goal's track as it is now; false when the track is not their goal. */
  async markGoalSeen(db: DbOrTx, userId: string, trackId: string): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      db,
      sql`update user_goals set seen_version =
            (select max(number) from career_track_versions where career_track_id = ${trackId}::uuid)
          where user_id = ${userId}::uuid and career_track_id = ${trackId}::uuid returning 1 as one`,
    );
    return rows.length > 0;
  },

  async removeGoal(db: DbOrTx, userId: string, trackId: string): Promise<void> {
    await db.execute(
      sql`delete from user_goals where user_id = ${userId}::uuid and career_track_id = ${trackId}::uuid`,
    );
  },
};
