import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, type ApiCall, type Headers, useTestApp } from '../../../test/helper';
import {
  member,
  newIndustry,
  pickSkills,
  row,
  completeSkills,
  type SkillPick,
  newTrack,
} from '../../../test/factories';

// Superusers rename skills and merge a duplicate into the skill that stays (docs/api/safety.md
// "Merging a duplicate skill"): every reference moves, conflicts keep the kept skill's row.

const ctx = useTestApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);
let pick: SkillPick;
beforeAll(async () => {
  pick = await pickSkills(ctx);
});

const newSkill = async (headers: Headers, name: string) =>
  (await api('POST', '/skills', headers, { name })).json<{ id: string }>().id;
const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(ctx.database.db, query))[0]?.n ?? -1;

/** A shared track whose skills are the complete ones plus `extra`. */
const sharedTrack = async (headers: Headers, industryId: string, extra: object[]) =>
  (await newTrack(ctx, headers, { skills: [...completeSkills(pick), ...extra] }, { industryId })).id;

/** Two members whose tracks, follows, skills and goals name a duplicate skill, one of them also the kept one. */
async function world() {
  const mod = await member(ctx, { is_superuser: true });
  const [author, one, both] = [await member(ctx), await member(ctx), await member(ctx)];
  const tag = randomUUID().slice(0, 8);
  const kept = await newSkill(author.headers, `Kept skill ${tag}`);
  const dup = await newSkill(author.headers, `Kept skill ${tag} (duplicate)`);
  const industry = await newIndustry(ctx);
  const other = await newIndustry(ctx);
  await ctx.database.db.execute(
    sql`insert into industry_skills (industry_id, skill_id, category_key) values
        (${industry.id}::uuid, ${dup}::uuid, 'other'), (${other.id}::uuid, ${kept}::uuid, 'tool_and_tech'),
        (${other.id}::uuid, ${dup}::uuid, 'other')`,
  );
  const onlyDup = await sharedTrack(author.headers, industry.id, [row(dup, 'other')]);
  const withBoth = await sharedTrack(author.headers, industry.id, [
    row(kept, 'other', { desired_level: 'Expert' }),
    row(dup, 'tool_and_tech'),
  ]);
  for (const [who, skills] of [
    [one, [dup]],
    [both, [kept, dup]],
  ] as const) {
    for (const skillId of skills) {
      expect((await api('POST', `/skills/follow-skill?skill_id=${skillId}`, who.headers)).statusCode).toBe(200);
      const level = skillId === kept ? 'Expert' : 'Beginner';
      expect(
        (await api('POST', '/users/current/me/skills', who.headers, { skill_id: skillId, level })).statusCode,
      ).toBe(200);
    }
  }
  const goal = async (headers: Headers, trackId: string, marks: [string, string][]) => {
    expect((await api('POST', '/users/current/me/goals', headers, { career_track_id: trackId })).statusCode).toBe(200);
    for (const [skillId, status] of marks) {
      const url = `/users/current/me/goals/${trackId}/skills/${skillId}/progress`;
      expect((await api('PUT', url, headers, { status })).statusCode).toBe(200);
    }
  };
  // An endorsement of the duplicate on `one`'s skills (written as the row, past the week's wait).
  await ctx.database.db.execute(
    sql`insert into skill_endorsements (id, user_id, skill_id, endorser_id, relation, level)
        values (ladder_uuid_v7(), ${one.user.id}::uuid, ${dup}::uuid, ${both.user.id}::uuid, 'colleague', 'Expert')`,
  );
  await goal(one.headers, onlyDup, [[dup, 'done']]);
  await goal(both.headers, withBoth, [
    [kept, 'done'],
    [dup, 'learning'],
  ]);
  const dupKey = `kept skill ${tag} (duplicate)`;
  return { mod, author, one, both, kept, dup, dupKey, industry, other, onlyDup, withBoth };
}

const merge = (headers: Headers, from: string, into: string) =>
  api('POST', `/moderation/skills/${from}/merge`, headers, { into_skill_id: into });

describe('merging a duplicate skill', () => {
  it('moves every reference to the kept skill, keeps the kept row on conflicts and deletes the duplicate', async () => {
    const w = await world();
    const events = await count(sql`select count(*)::int as n from goal_events where skill_id = ${w.dup}::uuid`);
    const keptEvents = await count(sql`select count(*)::int as n from goal_events where skill_id = ${w.kept}::uuid`);
    const answer = await merge(w.mod.headers, w.dup, w.kept);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      id: w.kept,
      merged_skill_id: w.dup,
      moved: {
        career_tracks: 1,
        follows: 1,
        member_skills: 1,
        goal_skills: 1,
        goal_events: events,
        industries: 1,
        versions: 2,
      },
    });

    // The duplicate is gone, nothing names it any more, and the shipped data will not make it again.
    expect((await api('GET', `/skills?skill_id=${w.dup}`)).statusCode).toBe(404);
    expect(await count(sql`select count(*)::int as n from retired_skill_keys where name_key = ${w.dupKey}`)).toBe(1);
    for (const table of [
      'career_track_skills',
      'skill_follows',
      'user_skills',
      'goal_skills',
      'goal_events',
      'skill_endorsements',
    ]) {
      expect(await count(sql`select count(*)::int as n from ${sql.raw(table)} where skill_id = ${w.dup}::uuid`)).toBe(
        0,
      );
    }

    // Tracks: the duplicate's row names the kept skill with its own category; a track with both keeps the kept row.
    const trackRows = await queryRows<{ career_track_id: string; skill_category_id: number; desired_level: string }>(
      ctx.database.db,
      sql`select career_track_id, skill_category_id, desired_level from career_track_skills
          where skill_id = ${w.kept}::uuid order by career_track_id = ${w.withBoth}::uuid`,
    );
    expect(trackRows).toEqual([
      { career_track_id: w.onlyDup, skill_category_id: 4, desired_level: 'Applied Experience' },
      { career_track_id: w.withBoth, skill_category_id: 4, desired_level: 'Expert' },
    ]);
    const versionSkills = await queryRows<{ ids: string[] }>(
      ctx.database.db,
      sql`select array(select e->>'skill_id' from jsonb_array_elements(content->'skills') e) as ids
          from career_track_versions where career_track_id in (${w.onlyDup}::uuid, ${w.withBoth}::uuid)`,
    );
    for (const { ids } of versionSkills) {
      expect(ids).not.toContain(w.dup);
      expect(ids.filter((id) => id === w.kept)).toHaveLength(1);
    }

    expect(
      await count(
        sql`select count(*)::int as n from skill_endorsements where skill_id = ${w.kept}::uuid and user_id = ${w.one.user.id}::uuid`,
      ),
    ).toBe(1);

    // Follows and members' skills: one row each, the kept skill's level where a member had both.
    const followers = await queryRows<{ user_id: string }>(
      ctx.database.db,
      sql`select user_id from skill_follows where skill_id = ${w.kept}::uuid order by user_id`,
    );
    expect(followers.map((f) => f.user_id)).toEqual([w.one.user.id, w.both.user.id].sort());
    const levels = await queryRows<{ user_id: string; level: string }>(
      ctx.database.db,
      sql`select user_id, level from user_skills where skill_id = ${w.kept}::uuid`,
    );
    expect(Object.fromEntries(levels.map((l) => [l.user_id, l.level]))).toEqual({
      [w.one.user.id]: 'Beginner',
      [w.both.user.id]: 'Expert',
    });

    // Goals: the plan keeps one item per skill, the kept skill's where both were there; the activity moves.
    const goals = await queryRows<{ user_id: string; status: string }>(
      ctx.database.db,
      sql`select user_id, status from goal_skills where skill_id = ${w.kept}::uuid`,
    );
    expect(Object.fromEntries(goals.map((g) => [g.user_id, g.status]))).toEqual({
      [w.one.user.id]: 'done',
      [w.both.user.id]: 'done',
    });
    expect(await count(sql`select count(*)::int as n from goal_events where skill_id = ${w.kept}::uuid`)).toBe(
      keptEvents + events,
    );
    const plan = await api(
      'GET',
      `/users/goals/plan?user_id=${w.both.user.id}&career_track_id=${w.withBoth}`,
      w.both.headers,
    );
    expect(plan.json<{ items: { skill_id: string }[] }>().items.filter((i) => i.skill_id === w.kept)).toHaveLength(1);

    // Industries: the duplicate's suggestion names the kept skill; an industry with both keeps the kept one's.
    const suggested = await queryRows<{ industry_id: string; category_key: string }>(
      ctx.database.db,
      sql`select industry_id, category_key from industry_skills where skill_id = ${w.kept}::uuid`,
    );
    expect(Object.fromEntries(suggested.map((s) => [s.industry_id, s.category_key]))).toEqual({
      [w.industry.id]: 'other',
      [w.other.id]: 'tool_and_tech',
    });

    // The track reads well afterwards (its cached answer was evicted).
    const track = await api('GET', `/career-tracks?career_track_id=${w.withBoth}`, w.author.headers);
    expect(track.statusCode).toBe(200);
    expect(JSON.stringify(track.json())).not.toContain(w.dup);
  });

  it('is out of reach of members and visitors (404), and refuses itself and unknown skills', async () => {
    const w = await world();
    for (const headers of [w.author.headers, w.one.headers, {}]) {
      const answer = await merge(headers, w.dup, w.kept);
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await merge(w.mod.headers, w.dup, w.dup)).json()).toMatchObject({ code: 'SKILL_MERGE_SELF' });
    expect((await merge(w.mod.headers, w.dup, w.dup)).statusCode).toBe(400);
    for (const [from, into] of [
      [randomUUID(), w.kept],
      [w.dup, randomUUID()],
      ['not-an-id', w.kept],
    ]) {
      const answer = await merge(w.mod.headers, from ?? '', into ?? '');
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'SKILL_NOT_FOUND']);
    }
    // Nothing moved.
    expect((await api('GET', `/skills?skill_id=${w.dup}`)).statusCode).toBe(200);
    expect(await count(sql`select count(*)::int as n from skill_follows where skill_id = ${w.dup}::uuid`)).toBe(2);
  });
});

describe('renaming a skill', () => {
  it('lets a superuser set both names, answers 403 to members and 409 for a name taken', async () => {
    const mod = await member(ctx, { is_superuser: true });
    const someone = await member(ctx);
    const tag = randomUUID().slice(0, 8);
    const id = await newSkill(someone.headers, `Rename me ${tag}`);
    const taken = await newSkill(someone.headers, `Taken ${tag}`);
    const names = { name_en: `Renamed ${tag}`, name_vn: `Đã đổi tên ${tag}` };
    expect((await api('PUT', `/skills/${id}`, someone.headers, names)).statusCode).toBe(403);
    const renamed = await api('PUT', `/skills/${id}`, { ...mod.headers, 'accept-language': 'vi' }, names);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: names.name_vn, ...names });
    // The old English name is retired, and the shipped data no longer overwrites the new names.
    const retired = await count(
      sql`select count(*)::int as n from retired_skill_keys where name_key = ${`rename me ${tag}`}`,
    );
    expect(retired).toBe(1);
    const edited = await count(
      sql`select count(*)::int as n from skills where id = ${id}::uuid and names_edited_at is not null`,
    );
    expect(edited).toBe(1);
    const clash = await api('PUT', `/skills/${id}`, mod.headers, { name_en: ` taken ${tag} `, name_vn: 'x' });
    expect([clash.statusCode, clash.json().code]).toEqual([409, 'SKILL_EXISTS']);
    const blank = await api('PUT', `/skills/${id}`, mod.headers, { name_en: '', name_vn: 'x' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([expect.objectContaining({ field: 'name_en' })]);
    expect((await api('PUT', `/skills/${randomUUID()}`, mod.headers, names)).statusCode).toBe(404);
    void taken;
  });
});
