import { educationPlan } from '../../factories';
import { api, freshActor, type World } from '../world';
import { members, page, q, type Entry } from './kit';

/** An Educator made for one cell: a member with the Education plan running. */
async function educator(w: World) {
  const teacher = await freshActor(w.ctx);
  await educationPlan(w.ctx, teacher.id);
  return { educatorId: teacher.id, username: teacher.username };
}

/** The owner shares their goals with a fresh Educator. */
async function shared(w: World) {
  const made = await educator(w);
  await api(w.ctx, 'POST', '/users/current/me/goal-shares', w.actors.owner.headers, { username: made.username });
  return made;
}

/**
 * Sharing goals with an Educator (docs/api/goal-plan.md "Sharing goals with an Educator"): each
 * member's own consents; revoking one that is not there is no error.
 */
export const GOAL_SHARES: Entry[] = [
  {
    route: 'GET /users/current/me/goal-shares',
    request: () => ({ url: q('/users/current/me/goal-shares', { limit: String(page.limit) }) }),
    expect: members(200),
  },
  {
    route: 'POST /users/current/me/goal-shares',
    make: educator,
    request: (o) => ({ url: '/users/current/me/goal-shares', payload: { username: o.username } }),
    expect: members(201),
  },
  {
    route: 'DELETE /users/current/me/goal-shares/:educator_id',
    make: shared,
    request: (o) => ({ url: `/users/current/me/goal-shares/${o.educatorId}` }),
    expect: members(204),
  },
  {
    route: 'GET /users/current/me/shared-goals',
    request: () => ({ url: q('/users/current/me/shared-goals', { limit: String(page.limit) }) }),
    expect: members(200),
  },
];
