import { members, type Entry } from './kit';

/** The first run (docs/decisions/0049-the-first-run.md). */
export const WAY_IN: Entry[] = [
  {
    route: 'POST /users/current/me/first-run',
    request: () => ({ url: '/users/current/me/first-run' }),
    expect: members(200),
  },
];
