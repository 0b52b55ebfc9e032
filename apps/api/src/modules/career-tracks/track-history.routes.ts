import { careerTrackSchema } from '@ladder/shared/schemas/career-tracks';
import {
  originComparisonSchema,
  trackVersionPageSchema,
  versionCompareQuerySchema,
  versionComparisonSchema,
} from '@ladder/shared/schemas/track-history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paging, pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { CareerTracksService } from './career-tracks.service';

const trackParams = z.object({ career_track_id: z.string().max(100) });

/**
 * A shared track's history (docs/api/people-and-career-tracks.md "History"): its versions, the
 * comparison of two, and the author's restore. Read like the track itself: 404 when it is not.
 */
export async function trackHistoryRoutes(app: FastifyInstance, options: { careerTracks: CareerTracksService }) {
  const { careerTracks } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'career-tracks');

  r.get(
    '/career-tracks/:career_track_id/versions',
    route(
      'login',
      {
        summary: 'A shared track’s versions, newest first (keyset on the number)',
        params: trackParams,
        querystring: pagingQuery,
        response: { 200: trackVersionPageSchema },
      },
      { readOnly: true },
    ),
    (request) =>
      careerTracks.history.list(actorOf(request), request.params.career_track_id, paging(request.query, undefined)),
  );

  r.get(
    '/career-tracks/:career_track_id/versions/compare',
    route(
      'login',
      {
        summary: 'What changed from version `from` to version `to`: skills, levels, categories, resources, words',
        params: trackParams,
        querystring: versionCompareQuerySchema,
        response: { 200: versionComparisonSchema },
      },
      { readOnly: true },
    ),
    (request) =>
      careerTracks.history.compare(
        actorOf(request),
        request.language,
        request.params.career_track_id,
        request.query.from,
        request.query.to,
      ),
  );

  r.get(
    '/career-tracks/:career_track_id/versions/origin',
    route(
      'login',
      {
        summary:
          'A track built on another: what it changed from the version it was built on, and the origin’s changes since',
        params: trackParams,
        response: { 200: originComparisonSchema },
      },
      { readOnly: true },
    ),
    (request) => careerTracks.history.origin(actorOf(request), request.language, request.params.career_track_id),
  );

  r.post(
    '/career-tracks/:career_track_id/versions/:number/restore',
    route('poster', {
      summary: 'The author makes an older version current: a new version saying “Restored version N”',
      params: trackParams.extend({ number: z.coerce.number().int().min(1).max(2_000_000_000) }),
      response: { 200: careerTrackSchema },
    }),
    (request) =>
      careerTracks.restore(actorOf(request), request.language, request.params.career_track_id, request.params.number),
  );
}
