import { api, freshActor, SEASONED, type World } from '../world';
import { everyone, members, ownerOnly, type Entry } from './kit';

const item = {
  kind: 'experience',
  title: 'Matrix engineer',
  organization: 'Matrix Co',
  start_month: '2022-01',
  end_month: null,
  visibility: 'members',
};

/** One of the owner's experience items, made fresh for the cell. */
async function ownItem(w: World) {
  const made = await api(w.ctx, 'POST', '/users/current/me/profile-items', w.actors.owner.headers, item);
  return { itemId: String(made.id) };
}

/** One of the owner's skills, claimed (again) for the cell. */
async function ownSkill(w: World) {
  const skillId = w.skills.tool_and_tech[0] ?? '';
  await api(w.ctx, 'POST', '/users/current/me/skills', w.actors.owner.headers, { skill_id: skillId, level: 'Expert' });
  return { skillId };
}

/** An endorsement of the owner's skill by a member made for the cell (one per endorser and skill). */
async function ownEndorsement(w: World) {
  const { skillId } = await ownSkill(w);
  const endorser = await freshActor(w.ctx, SEASONED);
  const made = await api(
    w.ctx,
    'POST',
    `/users/${w.actors.owner.id}/skills/${skillId}/endorsements`,
    endorser.headers,
    endorsement,
  );
  return { endorsementId: String(made.id) };
}

const endorsement = { relation: 'colleague', level: 'Expert', note: 'Matrix work' };

/** One of the owner's certificates, made fresh for the cell. */
async function ownCertificate(w: World) {
  const made = await api(w.ctx, 'POST', '/users/current/me/profile-items', w.actors.owner.headers, {
    ...item,
    kind: 'certificate',
    title: 'Matrix certificate',
  });
  return { itemId: String(made.id) };
}

let evidenceSkill = 0;
/** One of the owner's skills, a different one each cell, so that no skill reaches its evidence limit. */
async function evidenceOn(w: World) {
  const skills = w.skills.tool_and_tech;
  const skillId = skills[(evidenceSkill += 1) % skills.length] ?? '';
  await api(w.ctx, 'POST', '/users/current/me/skills', w.actors.owner.headers, { skill_id: skillId, level: 'Expert' });
  return { skillId };
}

/** A link as evidence on one of the owner's skills. */
async function ownEvidence(w: World) {
  const { skillId } = await evidenceOn(w);
  const made = await api(w.ctx, 'POST', `/users/current/me/skills/${skillId}/evidence`, w.actors.owner.headers, link);
  return { skillId, evidenceId: String(made.id) };
}

const link = { title: 'Matrix project', url: 'https://example.com/matrix' };

/** Experience and education on a profile (docs/api/profile.md): anyone reads what they may; only the owner changes. */
export const PROFILE: Entry[] = [
  {
    route: 'GET /users/:user_id/profile-items',
    request: (_o, w) => ({ url: `/users/${w.actors.owner.id}/profile-items` }),
    expect: everyone(200),
  },
  {
    route: 'POST /users/current/me/profile-items',
    request: () => ({ url: '/users/current/me/profile-items', payload: item }),
    expect: members(201),
  },
  {
    route: 'PUT /users/current/me/profile-items/:item_id',
    make: ownItem,
    request: (o) => ({ url: `/users/current/me/profile-items/${o.itemId ?? ''}`, payload: item }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /users/current/me/profile-items/:item_id',
    make: ownItem,
    request: (o) => ({ url: `/users/current/me/profile-items/${o.itemId ?? ''}` }),
    expect: ownerOnly(204, 404),
  },
  {
    route: 'POST /users/current/me/profile-items/:item_id/verification',
    make: ownItem,
    request: (o) => ({
      url: `/users/current/me/profile-items/${o.itemId ?? ''}/verification`,
      payload: { email: 'matrix@matrix-co.example' },
    }),
    expect: ownerOnly(202, 404),
  },
  {
    // No code was mailed for the item: the owner's guess is wrong (422); anyone else's item is not found.
    route: 'POST /users/current/me/profile-items/:item_id/verification/confirm',
    make: ownItem,
    request: (o) => ({
      url: `/users/current/me/profile-items/${o.itemId ?? ''}/verification/confirm`,
      payload: { code: '123456' },
    }),
    expect: ownerOnly(422, 404),
  },
  {
    route: 'DELETE /users/current/me/profile-items/:item_id/verification',
    make: ownItem,
    request: (o) => ({ url: `/users/current/me/profile-items/${o.itemId ?? ''}/verification` }),
    expect: ownerOnly(204, 404),
  },
  {
    // Another member's certificate is not found: the item is looked up among the caller's own.
    route: 'POST /utils/upload-files',
    variant: 'certificate file',
    make: ownCertificate,
    request: (o, w) => ({
      url: `/utils/upload-files?path=users/${w.actors.owner.id}/profile-items/${o.itemId ?? ''}/file`,
      upload: true,
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /users/current/me/profile-items/:item_id/file',
    make: ownCertificate,
    request: (o) => ({ url: `/users/current/me/profile-items/${o.itemId ?? ''}/file` }),
    expect: ownerOnly(204, 404),
  },
  {
    route: 'GET /users/:user_id/skills/:skill_id/evidence',
    make: evidenceOn,
    request: (o, w) => ({ url: `/users/${w.actors.owner.id}/skills/${o.skillId ?? ''}/evidence` }),
    expect: everyone(200),
  },
  {
    // The skill is looked up among the caller's own: another member does not have it.
    route: 'POST /users/current/me/skills/:skill_id/evidence',
    make: evidenceOn,
    request: (o) => ({ url: `/users/current/me/skills/${o.skillId ?? ''}/evidence`, payload: link }),
    expect: ownerOnly(201, 404),
  },
  {
    route: 'POST /utils/upload-files',
    variant: 'evidence file',
    make: evidenceOn,
    request: (o, w) => ({
      url: `/utils/upload-files?path=users/${w.actors.owner.id}/skills/${o.skillId ?? ''}/evidence`,
      upload: true,
    }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /users/current/me/skill-evidence/:evidence_id',
    make: ownEvidence,
    request: (o) => ({ url: `/users/current/me/skill-evidence/${o.evidenceId ?? ''}` }),
    expect: ownerOnly(204, 404),
  },
  {
    route: 'GET /users/:user_id/skills/:skill_id/endorsements',
    make: ownSkill,
    request: (o, w) => ({ url: `/users/${w.actors.owner.id}/skills/${o.skillId ?? ''}/endorsements` }),
    expect: everyone(200),
  },
  {
    // Not one's own skill (409); the other members are older than a week and endorse once each.
    route: 'POST /users/:user_id/skills/:skill_id/endorsements',
    make: ownSkill,
    request: (o, w) => ({
      url: `/users/${w.actors.owner.id}/skills/${o.skillId ?? ''}/endorsements`,
      payload: endorsement,
    }),
    expect: members(201, { owner: 409 }),
  },
  {
    route: 'GET /users/current/me/endorsements',
    request: () => ({ url: '/users/current/me/endorsements' }),
    expect: members(200),
  },
  {
    route: 'PUT /endorsements/:endorsement_id',
    make: ownEndorsement,
    request: (o) => ({ url: `/endorsements/${o.endorsementId ?? ''}`, payload: { status: 'accepted' } }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'DELETE /endorsements/:endorsement_id',
    make: ownEndorsement,
    request: (o) => ({ url: `/endorsements/${o.endorsementId ?? ''}` }),
    expect: ownerOnly(204, 404),
  },
];
