import { makers } from '../world';
import { members, ownerOnly, q, trackRead, trackStatuses, type Entry } from './kit';

const TEXT = { title: 'A matrix translation', desc: 'Its description, translated.' };

/**
 * A track in both languages (docs/api/people-and-career-tracks.md "Both languages"): its
 * translation is read like the track, written and deleted by its author alone; any other member
 * who may read a shared track suggests one, which only the author answers.
 */
export const LANGUAGES: Entry[] = trackStatuses.flatMap((status): Entry[] => {
  const make: Entry['make'] = (w) => makers.translatedTrack(w, status);
  const variant = `a ${status} track`;
  const isShared = status === 'shared' || status === 'outdated';
  return [
    {
      route: 'GET /career-tracks/:career_track_id/translation',
      variant,
      make,
      request: (o) => ({ url: `/career-tracks/${o.trackId}/translation` }),
      expect: trackRead(status, 200),
    },
    {
      route: 'PUT /career-tracks/:career_track_id/translation',
      variant,
      make,
      request: (o) => ({ url: `/career-tracks/${o.trackId}/translation`, payload: TEXT }),
      expect: ownerOnly(200, 404),
    },
    {
      route: 'DELETE /career-tracks/:career_track_id/translation',
      variant,
      make,
      request: (o) => ({ url: `/career-tracks/${o.trackId}/translation` }),
      expect: ownerOnly(204, 404),
    },
    {
      // Its author writes the translation rather than suggest one (409).
      route: 'POST /career-tracks/:career_track_id/translation-suggestions',
      variant,
      make,
      request: (o) => ({ url: `/career-tracks/${o.trackId}/translation-suggestions`, payload: TEXT }),
      expect: members(isShared ? 201 : 404, { owner: 409 }),
    },
    {
      route: 'GET /career-tracks/:career_track_id/translation-suggestions',
      variant,
      make,
      request: (o) => ({ url: q(`/career-tracks/${o.trackId}/translation-suggestions`, { limit: '5' }) }),
      expect: trackRead(status, 200),
    },
    ...(isShared
      ? [
          {
            route: 'PUT /translation-suggestions/:suggestion_id',
            variant,
            make,
            request: (o: Record<string, string>) => ({
              url: `/translation-suggestions/${o.suggestionId}`,
              payload: { status: 'declined' },
            }),
            expect: ownerOnly(200, 404),
          },
        ]
      : []),
  ];
});
