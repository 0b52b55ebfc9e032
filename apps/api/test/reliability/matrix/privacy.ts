import { members, type Entry } from './kit';

/** The privacy settings (docs/api/people-and-career-tracks.md "Privacy settings"): one's own, members only. */
export const PRIVACY: Entry[] = [
  {
    route: 'GET /users/current/me/privacy',
    request: () => ({ url: '/users/current/me/privacy' }),
    expect: members(200),
  },
  {
    route: 'PUT /users/current/me/privacy',
    request: () => ({ url: '/users/current/me/privacy', payload: { follows: 'members' } }),
    expect: members(200),
  },
];
