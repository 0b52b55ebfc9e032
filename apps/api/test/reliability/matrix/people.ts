import { randomInt } from 'node:crypto';
import { PRIVACY_POLICY_VERSION } from '@ladder/shared/constants';
import { makers } from '../world';
import { everyone, members, open, ownerOnly, page, q, token, trackRead, trackStatuses, type Entry } from './kit';

/** Accounts, profiles, follows, search and growth (docs/reliability.md). */
export const PEOPLE: Entry[] = [
  // ---- sign-in and accounts
  { route: 'GET /login/providers', request: () => ({ url: '/login/providers' }), expect: open(200) },
  { route: 'GET /legal', request: () => ({ url: '/legal' }), expect: open(200) },
  {
    route: 'POST /login/access-token',
    request: (_o, w) => ({
      url: '/login/access-token',
      form: { username: w.actors.other.email, password: 'Ladder#Climb42' },
    }),
    expect: open(200),
  },
  { route: 'POST /login/test-token', request: () => ({ url: '/login/test-token' }), expect: members(200) },
  {
    route: 'POST /login/external/start',
    request: () => ({ url: '/login/external/start', payload: { signin_with: 'google' } }),
    expect: open(404),
  },
  {
    route: 'POST /login/external',
    request: () => ({ url: '/login/external', payload: { signin_with: 'google', credential: 'x' } }),
    // No provider is configured here: any credential is refused as not proven.
    expect: open(401),
  },
  { route: 'POST /logout', request: () => ({ url: '/logout' }), expect: members(200), freshSessions: true },
  {
    route: 'POST /users/open',
    request: () => ({
      url: '/users/open',
      payload: {
        name: 'Matrix Member',
        email: `matrix-${token()}@example.com`,
        password: 'Ladder#Climb42',
        adult: true,
        terms: true,
        consent: true,
      },
    }),
    expect: everyone(201, { owner: 400, other: 400, superuser: 400 }),
  },
  {
    route: 'POST /new-account/:token',
    request: () => ({ url: `/new-account/${token()}`, payload: { password: 'Ladder#Climb42' } }),
    expect: open(400),
  },
  { route: 'POST /email-change/:token', request: () => ({ url: `/email-change/${token()}` }), expect: open(400) },
  {
    route: 'POST /password-recovery/:email',
    request: () => ({ url: `/password-recovery/nobody-${token()}@example.com` }),
    expect: open(200),
  },
  {
    route: 'POST /password-recovery',
    request: () => ({ url: '/password-recovery', payload: { email: `nobody-${token()}@example.com` } }),
    expect: open(200),
  },
  {
    route: 'POST /reset-password',
    request: () => ({ url: '/reset-password', payload: { token: token(), new_password: 'Another#Climb42' } }),
    expect: open(400),
  },
  {
    route: 'PUT /users/current/me/change-password',
    request: () => ({
      url: '/users/current/me/change-password',
      payload: { current_password: 'Ladder#Climb42', new_password: 'Another#Climb42' },
    }),
    expect: members(200),
    freshSessions: true,
  },
  {
    route: 'PUT /users/current/me/change-email',
    request: () => ({ url: '/users/current/me/change-email', payload: { to_email: `new-${token()}@example.com` } }),
    expect: members(202),
    freshSessions: true,
  },

  {
    route: 'POST /users/current/me/delete',
    request: () => ({ url: '/users/current/me/delete', payload: { password: 'Ladder#Climb42' } }),
    expect: members(200),
    freshSessions: true,
  },

  {
    route: 'POST /users/current/me/export',
    request: () => ({ url: '/users/current/me/export' }),
    expect: members(202),
    freshSessions: true,
  },
  { route: 'GET /users/current/me/export', request: () => ({ url: '/users/current/me/export' }), expect: members(200) },
  {
    route: 'GET /users/current/me/export/download',
    request: () => ({ url: '/users/current/me/export/download' }),
    // A fresh member has no archive yet.
    expect: members(404),
    freshSessions: true,
  },

  // ---- members and profiles
  { route: 'GET /users/current/me', request: () => ({ url: '/users/current/me' }), expect: members(200) },
  {
    route: 'POST /users/current/me/consent',
    request: () => ({ url: '/users/current/me/consent', payload: { version: PRIVACY_POLICY_VERSION } }),
    expect: members(200),
  },
  {
    route: 'PUT /users/current/me',
    request: () => ({ url: '/users/current/me', payload: { headline: 'Climbing' } }),
    expect: members(200),
  },
  {
    route: 'POST /users/current/me/phone',
    // A fresh number per cell: the per-number limit and the one-member-per-number rule stay out of the way.
    request: () => ({ url: '/users/current/me/phone', payload: { phone: `091${randomInt(1_000_000, 10_000_000)}` } }),
    expect: members(202),
  },
  {
    route: 'POST /users/current/me/phone/verify',
    // No code was sent to the caller in this cell: any code is refused.
    request: () => ({ url: '/users/current/me/phone/verify', payload: { code: '123456' } }),
    expect: members(400),
  },
  {
    route: 'GET /users/info/:username',
    request: (_o, w) => ({ url: `/users/info/${encodeURIComponent(w.actors.owner.username)}` }),
    expect: everyone(200),
  },
  {
    route: 'GET /users/info/:username',
    variant: 'a deactivated member',
    request: (_o, w) => ({ url: `/users/info/${encodeURIComponent(w.actors.deactivated.username)}` }),
    expect: everyone(404),
  },
  { route: 'GET /users/:id', request: (_o, w) => ({ url: `/users/${w.actors.owner.id}` }), expect: everyone(200) },
  {
    route: 'GET /users/:id',
    variant: 'a deactivated member',
    request: (_o, w) => ({ url: `/users/${w.actors.deactivated.id}` }),
    expect: everyone(404),
  },
  {
    route: 'POST /utils/upload-files',
    variant: 'profile photo',
    request: (_o, w) => ({ url: `/utils/upload-files?path=users/${w.actors.owner.id}/profile_photo`, upload: true }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'POST /utils/upload-files',
    variant: 'cover photo',
    request: (_o, w) => ({ url: `/utils/upload-files?path=users/${w.actors.owner.id}/cover_photo`, upload: true }),
    expect: ownerOnly(200, 403),
  },

  // ---- follows
  ...(['POST /users/current/me/follow-user', 'DELETE /users/current/me/unfollow-user'] as const).map(
    (route): Entry => ({
      route,
      request: (_o, w) => ({ url: q(route.split(' ')[1] ?? '', { user_id: w.actors.owner.id }) }),
      expect: members(200, { owner: 400 }),
    }),
  ),
  ...(['POST /users/get-followings', 'POST /users/get-followers'] as const).map((route): Entry => ({
    route,
    request: (_o, w) => ({ url: q(route.split(' ')[1] ?? '', { user_id: w.actors.owner.id }), payload: page }),
    expect: everyone(200),
  })),
  ...(['GET /hashtags', 'POST /hashtags/follow-hashtag', 'DELETE /hashtags/unfollow-hashtag'] as const).map(
    (route): Entry => ({
      route,
      request: () => ({ url: q(route.split(' ')[1] ?? '', { hashtag: 'matrix' }) }),
      expect: members(200),
    }),
  ),
  {
    route: 'POST /hashtags/get-following-hashtags',
    request: (_o, w) => ({ url: q('/hashtags/get-following-hashtags', { user_id: w.actors.owner.id }), payload: page }),
    expect: everyone(200),
  },
  ...(['POST /skills/follow-skill', 'DELETE /skills/unfollow-skill'] as const).map((route): Entry => ({
    route,
    request: (_o, w) => ({ url: q(route.split(' ')[1] ?? '', { skill_id: w.skills.other[0] ?? '' }) }),
    expect: members(200),
  })),
  {
    route: 'POST /skills/get-following-skills',
    request: (_o, w) => ({ url: q('/skills/get-following-skills', { user_id: w.actors.owner.id }), payload: page }),
    expect: everyone(200),
  },

  // ---- search and suggestions
  ...(['', '/people', '/hashtags', '/career-tracks'] as const).map((tab): Entry => ({
    route: `GET /users/current/me/search${tab}`,
    request: () => ({ url: q(`/users/current/me/search${tab}`, { keywords: 'matrix' }) }),
    expect: members(200),
  })),
  {
    route: 'GET /users/current/me/get-you-might-like',
    request: () => ({ url: '/users/current/me/get-you-might-like' }),
    expect: members(200),
  },

  // ---- growth: one's own skills and goals
  {
    route: 'GET /users/skills',
    request: (_o, w) => ({ url: q('/users/skills', { user_id: w.actors.owner.id }) }),
    expect: members(200),
  },
  {
    route: 'POST /users/current/me/skills',
    request: (_o, w) => ({
      url: '/users/current/me/skills',
      payload: { skill_id: w.skills.other[1], level: 'Beginner' },
    }),
    expect: members(200),
  },
  {
    route: 'DELETE /users/current/me/skills/:skill_id',
    request: (_o, w) => ({ url: `/users/current/me/skills/${w.skills.other[1] ?? ''}` }),
    expect: members(204),
  },
  {
    route: 'PUT /users/current/me/skills-visibility',
    request: () => ({ url: '/users/current/me/skills-visibility', payload: { is_public: true } }),
    expect: members(200),
  },
  {
    route: 'GET /users/goals',
    request: (_o, w) => ({ url: q('/users/goals', { user_id: w.actors.owner.id }) }),
    expect: members(200),
  },
  ...trackStatuses.map((status): Entry => ({
    route: 'POST /users/current/me/goals',
    variant: `a ${status} track`,
    make: (w) => makers.track(w, status),
    request: (o) => ({ url: '/users/current/me/goals', payload: { career_track_id: o.trackId } }),
    expect: trackRead(status, 200),
  })),
  {
    route: 'DELETE /users/current/me/goals/:career_track_id',
    make: (w) => makers.track(w),
    request: (o) => ({ url: `/users/current/me/goals/${o.trackId}` }),
    expect: members(204),
  },
];
