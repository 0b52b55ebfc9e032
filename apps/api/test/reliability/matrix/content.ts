import { randomUUID } from 'node:crypto';
import { trackBody } from '../../factories';
import { api, makers } from '../world';
import {
  everyone,
  members,
  open,
  ownerOnly,
  page,
  q,
  superuserOnly,
  trackRead,
  trackStatuses,
  type Entry,
} from './kit';

/** Posts, comments, interactions, uploads, notifications, plans, industries, skills and tracks (docs/reliability.md). */

const post: Entry['make'] = (w) => makers.post(w);
const trackPost: Entry['make'] = (w) => makers.track(w);

/** A call on a post, for a member's own post and for the post a shared track published. */
const onPosts = (entry: Omit<Entry, 'make'>, trackPostExpect: Entry['expect']): Entry[] => [
  { ...entry, make: post },
  {
    ...entry,
    variant: 'career-track post',
    make: async (w) => {
      const { trackPostId } = await makers.track(w);
      return { postId: trackPostId };
    },
    expect: trackPostExpect,
  },
];

export const CONTENT: Entry[] = [
  // ---- posts
  {
    route: 'POST /posts',
    request: () => ({ url: '/posts', payload: { content: 'Matrix #matrix' } }),
    expect: members(201),
  },
  ...onPosts(
    {
      route: 'PUT /posts/:post_id',
      request: (o) => ({ url: `/posts/${o.postId}`, payload: { content: 'Edited' } }),
      expect: ownerOnly(200, 404),
    },
    ownerOnly(400, 404),
  ),
  ...onPosts(
    { route: 'DELETE /posts/:post_id', request: (o) => ({ url: `/posts/${o.postId}` }), expect: ownerOnly(204, 404) },
    ownerOnly(400, 404),
  ),
  ...onPosts(
    { route: 'GET /posts', request: (o) => ({ url: q('/posts', { post_id: o.postId }) }), expect: everyone(200) },
    // What a career track published is read by members only, as the track is.
    members(200),
  ),
  {
    route: 'POST /posts/get-new-feeds',
    request: () => ({ url: '/posts/get-new-feeds', payload: page }),
    expect: members(200),
  },
  ...(['get-by-user', 'get-activities'] as const).map((list): Entry => ({
    route: `POST /posts/${list}`,
    request: (_o, w) => ({ url: q(`/posts/${list}`, { user_id: w.actors.owner.id }), payload: page }),
    expect: everyone(200),
  })),
  {
    route: 'POST /posts/get-by-hashtag',
    request: () => ({ url: q('/posts/get-by-hashtag', { hashtag: 'matrix' }), payload: page }),
    expect: everyone(200),
  },
  ...trackStatuses.map((status): Entry => ({
    route: 'POST /posts/get-by-career-track',
    variant: `a ${status} track`,
    make: (w) => makers.track(w, status),
    request: (o) => ({ url: q('/posts/get-by-career-track', { career_track_id: o.trackId }), payload: page }),
    expect: members(200),
  })),

  // ---- likes, saves and shares
  ...onPosts(
    {
      route: 'PUT /post-interactions/:post_id',
      request: (o) => ({ url: `/post-interactions/${o.postId}`, payload: { liked: true, saved: true } }),
      expect: members(200),
    },
    members(200),
  ),
  {
    route: 'POST /post-interactions/get-post-interactions',
    make: post,
    request: (o) => ({ url: q('/post-interactions/get-post-interactions', { post_id: o.postId }), payload: page }),
    expect: everyone(200),
  },
  ...(['saved', 'shared', 'liked'] as const).map((kind): Entry => ({
    route: `POST /post-interactions/get-${kind}-posts`,
    request: () => ({ url: `/post-interactions/get-${kind}-posts`, payload: page }),
    expect: members(200),
  })),

  // ---- comments and replies (the owner wrote them, on another member's post)
  {
    route: 'POST /post-comments/get-post-comments',
    make: (w) => makers.comment(w),
    request: (o) => ({ url: q('/post-comments/get-post-comments', { post_id: o.postId }), payload: page }),
    expect: everyone(200),
  },
  {
    route: 'POST /post-comments/get-post-comment-replies',
    make: (w) => makers.comment(w),
    request: (o) => ({
      url: q('/post-comments/get-post-comment-replies', { post_comment_id: o.commentId }),
      payload: page,
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /post-comments/:post_id',
    make: post,
    request: (o) => ({ url: `/post-comments/${o.postId}`, payload: { comment: 'Well said' } }),
    expect: members(201),
  },
  ...(['commentId', 'replyId'] as const).flatMap((which): Entry[] => [
    {
      route: 'PUT /post-comments/:post_id/:comment_id',
      variant: which === 'replyId' ? 'a reply' : 'a comment',
      make: (w) => makers.comment(w),
      request: (o) => ({ url: `/post-comments/${o.postId}/${o[which] ?? ''}`, payload: { comment: 'Edited' } }),
      expect: ownerOnly(200, 404),
    },
    {
      route: 'DELETE /post-comments/:post_id/:comment_id',
      variant: which === 'replyId' ? 'a reply' : 'a comment',
      make: (w) => makers.comment(w),
      request: (o) => ({ url: `/post-comments/${o.postId}/${o[which] ?? ''}` }),
      // Only its author removes a comment, not the post's author ("other" here).
      expect: ownerOnly(204, 404),
    },
  ]),

  // ---- media of a post
  {
    route: 'POST /utils/upload-files',
    variant: 'a post',
    make: post,
    request: (o) => ({ url: `/utils/upload-files?path=posts/${o.postId}`, upload: true }),
    expect: ownerOnly(200, 404),
  },

  // ---- notifications (one's own)
  {
    route: 'POST /users/current/me/notifications',
    request: () => ({ url: '/users/current/me/notifications', payload: page }),
    expect: members(200),
  },
  ...(
    ['GET /users/current/me/notifications/unread-count', 'POST /users/current/me/notifications/read-all'] as const
  ).map((route): Entry => ({ route, request: () => ({ url: route.split(' ')[1] ?? '' }), expect: members(200) })),
  {
    route: 'GET /users/current/me/notifications/stream',
    request: () => ({ url: '/users/current/me/notifications/stream', stream: true }),
    expect: members(200),
  },
  {
    route: 'POST /users/current/me/notifications/:notification_id/read',
    make: (w) => makers.notification(w),
    request: (o) => ({ url: `/users/current/me/notifications/${o.notificationId}/read` }),
    expect: ownerOnly(200, 404),
  },
  {
    route: 'GET /users/current/me/notification-settings',
    request: () => ({ url: '/users/current/me/notification-settings' }),
    expect: members(200),
  },
  {
    route: 'PUT /users/current/me/notification-settings',
    request: () => ({ url: '/users/current/me/notification-settings', payload: { is_digest_on: false } }),
    expect: members(200),
  },

  // ---- plans (one's own)
  { route: 'GET /plans', request: () => ({ url: '/plans' }), expect: open(200) },
  {
    route: 'POST /user-subscriptions/:user_id',
    make: (w) => makers.noPlan(w),
    request: (_o, w) => ({ url: `/user-subscriptions/${w.actors.owner.id}` }),
    expect: ownerOnly(201, 403),
  },
  {
    route: 'POST /user-subscriptions/get/:user_id',
    request: (_o, w) => ({ url: `/user-subscriptions/get/${w.actors.owner.id}`, payload: page }),
    expect: ownerOnly(200, 403),
  },
  {
    route: 'DELETE /user-subscriptions/:user_id/:subscription_id',
    make: (w) => makers.subscription(w),
    request: (o, w) => ({ url: `/user-subscriptions/${w.actors.owner.id}/${o.subscriptionId}` }),
    expect: ownerOnly(200, 403),
  },

  // ---- industries and skills (reference data; superusers change industries)
  { route: 'POST /industries/get', request: () => ({ url: '/industries/get', payload: page }), expect: open(200) },
  {
    route: 'GET /industries',
    request: (_o, w) => ({ url: q('/industries', { industry_id: w.industryId }) }),
    expect: open(200),
  },
  {
    route: 'POST /industries',
    request: () => ({
      url: '/industries',
      payload: { name_en: `Matrix ${randomUUID()}`, name_vn: `Ngành ${randomUUID()}` },
    }),
    expect: superuserOnly(201),
  },
  {
    route: 'PUT /industries/:industry_id',
    make: (w) => makers.industry(w),
    request: (o) => ({
      url: `/industries/${o.industryId}`,
      payload: { name_en: `Renamed ${randomUUID()}`, name_vn: `Đổi ${randomUUID()}` },
    }),
    expect: superuserOnly(200),
  },
  {
    route: 'DELETE /industries/:industry_id',
    make: (w) => makers.industry(w),
    request: (o) => ({ url: `/industries/${o.industryId}` }),
    expect: superuserOnly(204),
  },
  { route: 'GET /skill-categories', request: () => ({ url: '/skill-categories' }), expect: open(200) },
  { route: 'POST /skills/get', request: () => ({ url: '/skills/get', payload: page }), expect: open(200) },
  {
    route: 'GET /skills',
    request: (_o, w) => ({ url: q('/skills', { skill_id: w.skills.other[0] ?? '' }) }),
    expect: open(200),
  },
  {
    route: 'POST /skills',
    request: () => ({ url: '/skills', payload: { name: `Matrix skill ${randomUUID().slice(0, 8)}` } }),
    expect: members(201),
  },
  {
    route: 'PUT /skills/:skill_id',
    make: async (w) => ({
      skillId: String((await api(w.ctx, 'POST', '/skills', w.actors.other.headers, { name: `M ${randomUUID()}` })).id),
    }),
    request: (o) => ({
      url: `/skills/${o.skillId}`,
      payload: { name_en: `Renamed ${randomUUID()}`, name_vn: `Đổi tên ${randomUUID()}` },
    }),
    expect: superuserOnly(200),
  },

  // ---- career tracks in every state (the owner wrote them)
  {
    route: 'POST /career-tracks',
    request: (_o, w) => ({
      url: '/career-tracks',
      payload: trackBody(w.industryId, w.skills, { title: `Matrix ${randomUUID().slice(0, 8)}`, status: 'new' }),
    }),
    expect: members(201),
  },
  ...trackStatuses.flatMap((status): Entry[] => {
    const make: Entry['make'] = (w) => makers.track(w, status);
    const variant = `a ${status} track`;
    return [
      {
        route: 'GET /career-tracks',
        variant,
        make,
        request: (o) => ({ url: q('/career-tracks', { career_track_id: o.trackId }) }),
        expect: trackRead(status, 200),
      },
      {
        route: 'GET /career-tracks/career-track-skills',
        variant,
        make,
        request: (o) => ({ url: q('/career-tracks/career-track-skills', { career_track_id: o.trackId }) }),
        expect: trackRead(status, 200),
      },
      {
        route: 'GET /career-tracks/gap',
        variant,
        make,
        request: (o) => ({ url: q('/career-tracks/gap', { career_track_id: o.trackId }) }),
        expect: trackRead(status, 200),
      },
      {
        route: 'POST /career-tracks/:career_track_id/copy',
        variant,
        make,
        request: (o) => ({ url: `/career-tracks/${o.trackId}/copy` }),
        expect: trackRead(status, 201),
      },
      {
        route: 'POST /career-tracks/vote-career-track-outdated',
        variant,
        make,
        request: (o) => ({
          url: '/career-tracks/vote-career-track-outdated',
          payload: { career_track_id: o.trackId, vote_notes: 'Old tools' },
        }),
        expect: trackRead(status, 200, { owner: 400 }),
      },
      {
        route: 'PUT /career-tracks/:career_track_id',
        variant,
        make,
        request: (o) => ({ url: `/career-tracks/${o.trackId}`, payload: JSON.parse(o.trackBody ?? '{}') as object }),
        expect: ownerOnly(200, 404),
      },
      {
        route: 'DELETE /career-tracks/:career_track_id',
        variant,
        make,
        request: (o) => ({ url: `/career-tracks/${o.trackId}` }),
        expect: ownerOnly(204, 404),
      },
    ];
  }),
  ...(['get-by-industry', 'get-linkable', 'get-by-user'] as const).map((list): Entry => ({
    route: `POST /career-tracks/${list}`,
    make: trackPost,
    request: (_o, w) => ({
      url: q(`/career-tracks/${list}`, { industry_id: w.industryId, user_id: w.actors.owner.id }),
      payload: page,
    }),
    expect: members(200),
  })),

  // ---- the platform, outside /api/v1
  ...[
    '/healthz',
    '/readyz',
    '/api/docs',
    '/api/docs/json',
    '/api/docs/yaml',
    '/api/docs/static/index.html',
    '/api/docs/static/swagger-initializer.js',
  ].map((path): Entry => ({
    route: `GET ${path}`,
    bare: true,
    request: () => ({ url: path }),
    // The reference's own page sends the browser on to /api/docs.
    expect: open(path === '/api/docs/static/index.html' ? 302 : 200),
  })),
  {
    route: 'GET /api/docs/static/*',
    bare: true,
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: open(200),
  },
  {
    route: 'GET /media/*',
    bare: true,
    make: (w) => makers.photo(w),
    request: (o) => ({ url: o.path ?? '' }),
    expect: open(200),
  },
  { route: 'OPTIONS *', bare: true, request: () => ({ url: '/api/v1/posts' }), expect: open(404) },
];
