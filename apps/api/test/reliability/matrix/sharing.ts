import { makers } from '../world';
import { everyone, open, ownerOnly, trackStatuses, type Entry } from './kit';

/**
 * Shared links (docs/decisions/0047-shared-links.md): a track's public preview is anyone's once it
 * is shared, its switch the author's; a member's public page is anyone's. A token, when sent, must
 * be live (it names the viewer, whom a block hides from: docs/api/safety.md).
 */
export const SHARING: Entry[] = [
  ...trackStatuses.map((status): Entry => ({
    route: 'GET /career-tracks/:career_track_id/preview',
    variant: `a ${status} track`,
    make: (w) => makers.track(w, status),
    request: (o) => ({ url: `/career-tracks/${o.trackId}/preview` }),
    expect: everyone(status === 'new' || status === 'completed' ? 404 : 200),
  })),
  ...trackStatuses.map((status): Entry => ({
    route: 'PUT /career-tracks/:career_track_id/preview',
    variant: `a ${status} track`,
    make: (w) => makers.track(w, status),
    request: (o) => ({ url: `/career-tracks/${o.trackId}/preview`, payload: { previews_allowed: false } }),
    expect: ownerOnly(200, 404),
  })),
  {
    route: 'GET /users/preview/:username',
    request: (_o, w) => ({ url: `/users/preview/${encodeURIComponent(w.actors.owner.username)}` }),
    expect: everyone(200),
  },
  {
    route: 'GET /users/preview/:username',
    variant: 'a deactivated member',
    request: (_o, w) => ({ url: `/users/preview/${encodeURIComponent(w.actors.deactivated.username)}` }),
    expect: everyone(404),
  },

  // ---- what link crawlers read outside /api/v1: no token is read
  {
    route: 'GET /cards/:kind/:file',
    bare: true,
    make: (w) => makers.post(w),
    request: (o) => ({ url: `/cards/post/${o.postId}.png` }),
    expect: open(200),
  },
  {
    route: 'GET /cards/:kind/:file',
    variant: 'a draft track',
    bare: true,
    make: (w) => makers.track(w, 'new'),
    request: (o) => ({ url: `/cards/track/${o.trackId}.png` }),
    expect: open(404),
  },
  ...['/robots.txt', '/sitemap.xml', '/sitemap/track.xml'].map((path): Entry => ({
    route: `GET ${path === '/sitemap/track.xml' ? '/sitemap/:file' : path}`,
    bare: true,
    request: () => ({ url: path }),
    expect: open(200),
  })),
];
