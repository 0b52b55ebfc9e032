import { members, type Entry } from './kit';

/** The first run (docs/decisions/0049-the-first-run.md). */
export const WAY_IN: Entry[] = [
  {
    route: 'POST /users/current/me/first-run',
    request: () => ({ url: '/users/current/me/first-run' }),
    expect: members(200),
  },
  // Issue 41: the deletion page's date, the search page's counts and posts.
  ...['/users/current/me/delete', '/users/current/me/search/counts', '/users/current/me/search/posts'].map(
    (url): Entry => ({ route: `GET ${url}`, request: () => ({ url: `${url}?keywords=matrix` }), expect: members(200) }),
  ),
];
