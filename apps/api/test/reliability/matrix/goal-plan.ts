import { sql } from 'drizzle-orm';
import { api, makers, type World } from '../world';
import { members, ownerOnly, q, type Entry } from './kit';

/** A shared track set as the owner's goal, and a skill of it. */
async function goal(w: World) {
  const { trackId } = await makers.track(w);
  // Each cell makes a goal: the owner's earlier ones go, so the limit of five is never reached.
  await w.ctx.database.db.execute(sql`delete from user_goals where user_id = ${w.actors.owner.id}::uuid`);
  await api(w.ctx, 'POST', '/users/current/me/goals', w.actors.owner.headers, { career_track_id: trackId });
  return { trackId, skillId: w.skills.industry_knowledge[0] ?? '' };
}

/** A goal as a plan (docs/api/goal-plan.md): read by members while public; changed by its member only. */
export const GOAL_PLAN: Entry[] = [
  {
    route: 'GET /users/goals/plan',
    make: goal,
    request: (o, w) => ({ url: q('/users/goals/plan', { user_id: w.actors.owner.id, career_track_id: o.trackId }) }),
    expect: members(200),
  },
  {
    route: 'PUT /users/current/me/goals/:career_track_id/skills/:skill_id/progress',
    make: goal,
    request: (o) => ({
      url: `/users/current/me/goals/${o.trackId}/skills/${o.skillId}/progress`,
      payload: { status: 'learning' },
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'PUT /users/current/me/goals/:career_track_id/skills/:skill_id/notes',
    make: goal,
    request: (o) => ({
      url: `/users/current/me/goals/${o.trackId}/skills/${o.skillId}/notes`,
      payload: { note: 'A matrix note', links: [], is_shared: false },
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'PUT /users/current/me/goals/:career_track_id/schedule',
    make: goal,
    request: (o) => ({
      url: `/users/current/me/goals/${o.trackId}/schedule`,
      payload: { target_date: '2027-01-31', hours_per_week: 5 },
    }),
    expect: ownerOnly(200, 404),
  },
  {
    // The gap's marks of what changed (docs/decisions/0057): the member's own goal only.
    route: 'PUT /users/current/me/goals/:career_track_id/seen',
    make: goal,
    request: (o) => ({ url: `/users/current/me/goals/${o.trackId}/seen` }),
    expect: ownerOnly(204, 404),
  },
];
