import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/** How many rows of each kind now name the kept skill instead of the duplicate. */
export interface SkillMergeCounts {
  career_tracks: number;
  follows: number;
  member_skills: number;
  goal_skills: number;
  goal_events: number;
  industries: number;
  versions: number;
}

/**
 * Moves a table's rows from the duplicate skill to the kept one. A row whose other key columns
 * already hold the kept skill (a track with both skills, a member following both) is a conflict:
 * the kept skill's row stays and the duplicate's is deleted. Returns how many rows moved.
 */
async function moveRows(tx: DbOrTx, table: SQL, sameKey: SQL | null, from: string, into: string): Promise<number> {
  if (sameKey) {
    await tx.execute(
      sql`delete from ${table} d where d.skill_id = ${from}::uuid
            and exists (select 1 from ${table} k where k.skill_id = ${into}::uuid and ${sameKey})`,
    );
  }
  const moved = await queryRows<{ n: number }>(
    tx,
    sql`with moved as (update ${table} set skill_id = ${into}::uuid where skill_id = ${from}::uuid returning 1)
        select count(*)::int as n from moved`,
  );
  return moved[0]?.n ?? 0;
}

export const skillMergeRepository = {
  /** Locks both skills' rows, in id order (two merges never wait on each other in a circle); which exist. */
  async lockBoth(tx: DbOrTx, from: string, into: string): Promise<Set<string>> {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`select id from skills where id in (${from}::uuid, ${into}::uuid) order by id for update`,
    );
    return new Set(rows.map((row) => row.id));
  },

  /** Every reference to `from` becomes one to `into`, then `from` is deleted. Call inside a transaction. */
  async merge(tx: DbOrTx, from: string, into: string): Promise<SkillMergeCounts> {
    const careerTracks = await moveRows(
      tx,
      sql`career_track_skills`,
      sql`k.career_track_id = d.career_track_id`,
      from,
      into,
    );
    const follows = await moveRows(tx, sql`skill_follows`, sql`k.user_id = d.user_id`, from, into);
    // Evidence goes with the member's skill (its foreign key names their user_skills row): a member
    // with evidence on the duplicate alone gets the kept skill's row first, as theirs was, so the
    // evidence can move onto it; the duplicate's row then goes as a member's with both does.
    const copied = await queryRows<{ n: number }>(
      tx,
      sql`with copied as (
            insert into user_skills (user_id, skill_id, level, created_at, updated_at)
            select d.user_id, ${into}::uuid, d.level, d.created_at, d.updated_at from user_skills d
            where d.skill_id = ${from}::uuid
              and exists (select 1 from skill_evidence e where e.user_id = d.user_id and e.skill_id = d.skill_id)
            on conflict (user_id, skill_id) do nothing returning 1)
          select count(*)::int as n from copied`,
    );
    await tx.execute(sql`update skill_evidence set skill_id = ${into}::uuid where skill_id = ${from}::uuid`);
    const memberSkills =
      (copied[0]?.n ?? 0) + (await moveRows(tx, sql`user_skills`, sql`k.user_id = d.user_id`, from, into));
    const goalSkills = await moveRows(
      tx,
      sql`goal_skills`,
      sql`k.user_id = d.user_id and k.career_track_id = d.career_track_id`,
      from,
      into,
    );
    const goalEvents = await moveRows(tx, sql`goal_events`, null, from, into);
    const industries = await moveRows(tx, sql`industry_skills`, sql`k.industry_id = d.industry_id`, from, into);
    // An endorsement moves with the member's skill; one of both by the same endorser keeps the kept one's.
    await moveRows(
      tx,
      sql`skill_endorsements`,
      sql`k.user_id = d.user_id and k.endorser_id = d.endorser_id`,
      from,
      into,
    );
    // A version keeps its skills as JSON: the duplicate's entry names the kept skill, or goes
    // when the version already holds the kept one (as the track's row does).
    const versions = await queryRows<{ n: number }>(
      tx,
      sql`with changed as (
            update career_track_versions v
            set content = jsonb_set(v.content, '{skills}', coalesce((
              select jsonb_agg(case when e.value->>'skill_id' = ${from}
                                    then jsonb_set(e.value, '{skill_id}', to_jsonb(${into}::text))
                                    else e.value end order by e.ordinality)
              from jsonb_array_elements(v.content->'skills') with ordinality e
              where not (e.value->>'skill_id' = ${from}
                         and v.content->'skills' @> jsonb_build_array(jsonb_build_object('skill_id', ${into}::text)))
            ), '[]'::jsonb))
            where v.content->'skills' @> jsonb_build_array(jsonb_build_object('skill_id', ${from}::text))
            returning 1)
          select count(*)::int as n from changed`,
    );
    // The shipped reference data must not bring the duplicate back at the next start.
    await tx.execute(
      sql`insert into retired_skill_keys (name_key) select name_key from skills where id = ${from}::uuid
          on conflict do nothing`,
    );
    await tx.execute(sql`delete from skills where id = ${from}::uuid`);
    return {
      career_tracks: careerTracks,
      follows,
      member_skills: memberSkills,
      goal_skills: goalSkills,
      goal_events: goalEvents,
      industries,
      versions: versions[0]?.n ?? 0,
    };
  },
};
