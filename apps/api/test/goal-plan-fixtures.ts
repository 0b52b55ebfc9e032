import { expect } from 'vitest';
import { callApi, type ApiCall, type Headers, type TestContext } from './helper';
import { member, newIndustry, row, trackBody, type SkillPick } from './factories';

/** The plan as the goal-plan API tests read it (docs/api/goal-plan.md). */
export type Plan = {
  total: number;
  met: number;
  skipped: number;
  target_date: string | null;
  hours_per_week: number | null;
  projection: { pace_per_week: number; remaining: number; weeks_left: number | null; verdict: string } | null;
  next_steps: string[];
  items: { skill_id: string; status: string; skip_reason: string | null; note: string; links: object[] }[];
};

/** `count` skills, taking the categories in turn so that any three fill the required ones. */
function manySkills(pick: SkillPick, count: number) {
  const take = (ids: string[], category: 'industry_knowledge' | 'tool_and_tech' | 'interpersional' | 'other') =>
    ids.slice(0, 4).map((id) => row(id, category));
  const lists = [
    take(pick.industry_knowledge, 'industry_knowledge'),
    take(pick.tool_and_tech, 'tool_and_tech'),
    take(pick.interpersional, 'interpersional'),
    take(pick.other, 'other'),
  ];
  const rows = [0, 1, 2, 3].flatMap((i) => lists.flatMap((list) => (list[i] ? [list[i]] : [])));
  expect(rows.length).toBeGreaterThanOrEqual(count);
  return rows.slice(0, count);
}

/** The goal-plan calls of a test file, and a member with a goal to work on. */
export function goalPlanCalls(ctx: TestContext, pick: SkillPick) {
  const api = (...call: ApiCall) => callApi(ctx, ...call);
  const plan = (headers: Headers, userId: string, trackId: string) =>
    api('GET', `/users/goals/plan?user_id=${userId}&career_track_id=${trackId}`, headers);
  const progress = (headers: Headers, trackId: string, skillId: string, body: object) =>
    api('PUT', `/users/current/me/goals/${trackId}/skills/${skillId}/progress`, headers, body);
  const notes = (headers: Headers, trackId: string, skillId: string, body: object) =>
    api('PUT', `/users/current/me/goals/${trackId}/skills/${skillId}/notes`, headers, body);

  /** A member with a shared track of `skills` (0: the default body) set as their goal. */
  async function goalOf(skills = 0) {
    const me = await member(ctx);
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const body =
      skills === 0 ? trackBody(industry.id, pick) : trackBody(industry.id, pick, { skills: manySkills(pick, skills) });
    const created = await api('POST', '/career-tracks', author.headers, body);
    expect(created.statusCode).toBe(201);
    const trackId = created.json<{ id: string }>().id;
    expect((await api('POST', '/users/current/me/goals', me.headers, { career_track_id: trackId })).statusCode).toBe(
      200,
    );
    const skillIds = (await plan(me.headers, me.user.id, trackId)).json<Plan>().items.map((i) => i.skill_id);
    return { me, author, trackId, skillIds };
  }

  return { api, plan, progress, notes, goalOf };
}
