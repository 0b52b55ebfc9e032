import { api, type World } from '../world';
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
];
