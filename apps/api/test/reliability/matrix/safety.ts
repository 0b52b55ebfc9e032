import { randomUUID } from 'node:crypto';
import { api, freshActor, makers, type Actor, type World } from '../world';
import { members, type Entry, type Expect } from './kit';

/**
 * Blocks, reports and moderation (docs/api/safety.md). Every moderator route answers 404 to
 * anyone but a superuser, a visitor included: to a member it does not exist.
 */
const moderatorOnly = (status: number): Expect => ({
  visitor: 404,
  owner: 404,
  other: 404,
  superuser: status,
  deactivated: 401,
});

/** A post of `author` (a member made for the cell by default), reported by another. */
async function reportedPost(w: World, author?: Actor) {
  const { postId } = await makers.post(w, author ?? (await freshActor(w.ctx)));
  const reporter = await freshActor(w.ctx);
  await api(w.ctx, 'POST', '/reports', reporter.headers, { item_kind: 'post', item_id: postId, category: 'spam' });
  const queue = (await api(w.ctx, 'GET', '/moderation/queue?limit=100', w.actors.superuser.headers)).items as {
    id: string;
    item_id: string;
  }[];
  return { postId, caseId: queue.find((item) => item.item_id === postId)?.id ?? randomUUID() };
}

/** A warning on a post of the owner's: the decision the owner may read and appeal. */
export async function warnedOwnerPost(w: World) {
  const { caseId } = await reportedPost(w, w.actors.owner);
  const decision = await api(w.ctx, 'POST', `/moderation/cases/${caseId}/decision`, w.actors.superuser.headers, {
    action: 'warn',
    rule: 'spam',
  });
  return { decisionId: String(decision.id) };
}

export const SAFETY: Entry[] = [
  {
    route: 'POST /users/:user_id/block',
    make: async (w) => ({ userId: (await freshActor(w.ctx)).id }),
    request: (o) => ({ url: `/users/${o.userId}/block` }),
    expect: members(200),
  },
  {
    route: 'DELETE /users/:user_id/block',
    make: async (w) => ({ userId: (await freshActor(w.ctx)).id }),
    request: (o) => ({ url: `/users/${o.userId}/block` }),
    expect: members(200),
  },
  { route: 'GET /users/current/me/blocks', request: () => ({ url: '/users/current/me/blocks' }), expect: members(200) },
  {
    route: 'POST /users/current/me/mutes',
    request: () => ({ url: '/users/current/me/mutes', payload: { kind: 'word', value: 'việc nhẹ lương cao' } }),
    expect: members(200),
  },
  {
    route: 'DELETE /users/current/me/mutes/:mute_id',
    request: () => ({ url: `/users/current/me/mutes/${randomUUID()}` }),
    expect: members(204),
  },
  { route: 'GET /users/current/me/mutes', request: () => ({ url: '/users/current/me/mutes' }), expect: members(200) },
  {
    route: 'POST /reports',
    make: async (w) => makers.post(w, await freshActor(w.ctx)),
    request: (o) => ({ url: '/reports', payload: { item_kind: 'post', item_id: o.postId, category: 'scam' } }),
    expect: members(201),
  },
  { route: 'GET /reports/mine', request: () => ({ url: '/reports/mine' }), expect: members(200) },
  { route: 'GET /moderation/queue', request: () => ({ url: '/moderation/queue' }), expect: moderatorOnly(200) },
  {
    route: 'GET /moderation/cases/:case_id',
    make: reportedPost,
    request: (o) => ({ url: `/moderation/cases/${o.caseId}` }),
    expect: moderatorOnly(200),
  },
  {
    route: 'POST /moderation/cases/:case_id/decision',
    make: reportedPost,
    request: (o) => ({ url: `/moderation/cases/${o.caseId}/decision`, payload: { action: 'dismiss', rule: 'spam' } }),
    expect: moderatorOnly(200),
  },
  {
    route: 'POST /moderation/removals',
    make: async (w) => makers.post(w, await freshActor(w.ctx)),
    request: (o) => ({
      url: '/moderation/removals',
      payload: {
        url: `https://ladder.example/post/${o.postId}`,
        legal_reference: 'Decree 147/2024/NĐ-CP, Article 23',
        requesting_body: 'Ministry of Information and Communications',
      },
    }),
    expect: moderatorOnly(200),
  },
  {
    route: 'POST /moderation/skills/:skill_id/merge',
    make: async (w) => {
      const skill = async () =>
        String((await api(w.ctx, 'POST', '/skills', w.actors.other.headers, { name: `Matrix ${randomUUID()}` })).id);
      return { skillId: await skill(), intoId: await skill() };
    },
    request: (o) => ({ url: `/moderation/skills/${o.skillId}/merge`, payload: { into_skill_id: o.intoId } }),
    expect: moderatorOnly(200),
  },
  {
    route: 'POST /moderation/decisions/:decision_id/appeal',
    variant: 'a warning on the owner’s post',
    make: warnedOwnerPost,
    request: (o) => ({ url: `/moderation/decisions/${o.decisionId}/appeal`, payload: { text: 'It was a joke' } }),
    expect: members(200, { other: 404, superuser: 404 }),
  },
];
