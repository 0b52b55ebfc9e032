import { members, open, q, type Entry } from './kit';
import type { World } from '../world';

/** The owner's signed unsubscribe token, as their weekly nudge mail carries it. */
const signed = async (w: World) => ({ token: w.ctx.app.goalNudges.unsubscribeToken(w.actors.owner.id) });
/** The same token signed for someone else: tampered. */
const tampered = async (w: World) => ({
  token: `${w.actors.other.id}${w.ctx.app.goalNudges.unsubscribeToken(w.actors.owner.id).slice(36)}`,
});

/** The weekly nudge (docs/api/goal-plan.md "The weekly nudge"): one's own settings; the mail's link needs no sign-in. */
export const GOAL_NUDGE: Entry[] = [
  {
    route: 'GET /users/current/me/goal-nudge',
    request: () => ({ url: '/users/current/me/goal-nudge' }),
    expect: members(200),
  },
  {
    route: 'PUT /users/current/me/goal-nudge',
    request: () => ({ url: '/users/current/me/goal-nudge', payload: { weekday: 3, time_zone: 'Asia/Bangkok' } }),
    expect: members(200),
  },
  {
    route: 'POST /goal-nudge/unsubscribe',
    make: signed,
    request: (o) => ({ url: q('/goal-nudge/unsubscribe', o), form: { 'List-Unsubscribe': 'One-Click' } }),
    expect: open(200),
  },
  {
    route: 'POST /goal-nudge/unsubscribe',
    variant: 'tampered',
    make: tampered,
    request: (o) => ({ url: q('/goal-nudge/unsubscribe', o), form: { 'List-Unsubscribe': 'One-Click' } }),
    expect: open(400),
  },
  {
    route: 'GET /goal-nudge/unsubscribe',
    make: signed,
    request: (o) => ({ url: q('/goal-nudge/unsubscribe', o) }),
    expect: open(200),
  },
  {
    route: 'GET /goal-nudge/unsubscribe',
    variant: 'tampered',
    make: tampered,
    request: (o) => ({ url: q('/goal-nudge/unsubscribe', o) }),
    expect: open(400),
  },
];
