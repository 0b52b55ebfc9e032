import { makers } from '../world';
import { members, ownerOnly, q, trackRead, trackStatuses, type Entry } from './kit';

/**
 * A track's history (docs/api/people-and-career-tracks.md "History"): read like the track itself;
 * drafts and completed tracks have no versions, so even their author finds no version 1.
 */
export const HISTORY: Entry[] = trackStatuses.flatMap((status): Entry[] => {
  const make: Entry['make'] = (w) => makers.track(w, status);
  const variant = `a ${status} track`;
  const isShared = status === 'shared' || status === 'outdated';
  return [
    {
      route: 'GET /career-tracks/:career_track_id/versions',
      variant,
      make,
      request: (o) => ({ url: q(`/career-tracks/${o.trackId}/versions`, { limit: '5' }) }),
      expect: trackRead(status, 200),
    },
    {
      route: 'GET /career-tracks/:career_track_id/versions/compare',
      variant,
      make,
      request: (o) => ({ url: q(`/career-tracks/${o.trackId}/versions/compare`, { from: '1', to: '1' }) }),
      expect: isShared ? members(200) : members(404),
    },
    {
      // Built on no other track: nobody finds an origin.
      route: 'GET /career-tracks/:career_track_id/versions/origin',
      variant,
      make,
      request: (o) => ({ url: `/career-tracks/${o.trackId}/versions/origin` }),
      expect: members(404),
    },
    {
      route: 'POST /career-tracks/:career_track_id/versions/:number/restore',
      variant,
      make,
      request: (o) => ({ url: `/career-tracks/${o.trackId}/versions/1/restore` }),
      expect: isShared ? ownerOnly(200, 404) : members(404),
    },
  ];
});
