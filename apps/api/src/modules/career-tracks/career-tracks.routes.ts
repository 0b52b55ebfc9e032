import {
  careerTrackInputSchema,
  careerTrackSchema,
  careerTrackSummarySchema,
  skillRowViewSchema,
  voteOutdatedResultSchema,
  voteOutdatedSchema,
} from '@ladder/shared/schemas/career-tracks';
import { pageOf } from '@ladder/shared/schemas/posts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paging, pagingBody, pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { CareerTracksService } from './career-tracks.service';
import { trackHistoryRoutes } from './track-history.routes';
import { trackLanguagesRoutes } from './track-languages.routes';

const id = z.string().max(100);
const trackPage = pageOf(careerTrackSummarySchema);
const trackQuery = z.object({ career_track_id: id });
const trackParams = trackQuery;

/**
 * Save Draft and Complete need a member; Complete & Post publishes the track in the feed, so it
 * needs what a post needs (docs/api/phone.md).
 */
const writer = (request: FastifyRequest) =>
  (request.body as { status?: unknown } | undefined)?.status === 'shared' ? 'poster' : 'member';

/**
 * Career tracks (docs/api/people-and-career-tracks.md, issue 6). Reading them needs a signed-in
 * member: a visitor is asked to sign in (docs/product.md "Who may do what"); industries and
 * skills have their own routes files.
 */
export async function careerTracksRoutes(app: FastifyInstance, options: { careerTracks: CareerTracksService }) {
  const { careerTracks } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'career-tracks');
  /** A page of track summaries, filtered by the query string. */
  const trackList = <Q extends z.ZodTypeAny>(summary: string, querystring: Q) =>
    route(
      'login',
      { summary, querystring, body: pagingBody, response: { 200: trackPage } },
      { readOnly: true, fast: true },
    );

  r.post(
    '/career-tracks/get-by-industry',
    trackList(
      'Shared tracks of an industry, plus the caller’s own, newest first; `title` keeps those whose title contains it; `shared_only=true` without a title: the shared ones in ladder order (entry rungs first, then by title)',
      pagingQuery.extend({
        industry_id: id,
        title: z.string().max(100).optional(),
        shared_only: z.enum(['true', 'false']).optional(),
      }),
    ),
    (request) =>
      // The tree lists an industry's shared tracks in ladder order; a title search, newest first.
      request.query.shared_only === 'true' && !request.query.title
        ? careerTracks.ladder(
            actorOf(request),
            request.language,
            request.query.industry_id,
            paging(request.query, request.body),
          )
        : careerTracks.visible(
            actorOf(request),
            request.language,
            request.query.industry_id,
            paging(request.query, request.body),
            request.query.title,
            request.query.shared_only === 'true',
          ),
  );

  r.post(
    '/career-tracks/get-linkable',
    trackList(
      'Tracks one may link as derived or next, in any industry (shared ones and the caller’s own); `title` filters',
      pagingQuery.extend({ title: z.string().max(100).optional() }),
    ),
    (request) =>
      careerTracks.visible(
        actorOf(request),
        request.language,
        null,
        paging(request.query, request.body),
        request.query.title,
      ),
  );

  r.post(
    '/career-tracks/get-by-user',
    trackList(
      'A member’s tracks: all of one’s own, others’ shared ones; `shared_only=true`: the shared ones alone',
      pagingQuery.extend({ user_id: id.optional(), shared_only: z.enum(['true', 'false']).optional() }),
    ),
    (request) =>
      careerTracks.byUser(
        actorOf(request),
        request.language,
        request.query.user_id,
        paging(request.query, request.body),
        request.query.shared_only === 'true',
      ),
  );

  r.get(
    '/career-tracks/career-track-skills',
    route('login', { querystring: trackQuery, response: { 200: z.object({ items: z.array(skillRowViewSchema) }) } }),
    (request) => careerTracks.skills(actorOf(request), request.language, request.query.career_track_id),
  );

  r.post(
    '/career-tracks/:career_track_id/copy',
    route('member', {
      summary: 'Use as a starting point: a new draft with the track’s title, industry, description and skills',
      params: trackParams,
      response: { 201: careerTrackSchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await careerTracks.copy(actorOf(request), request.language, request.params.career_track_id)),
  );

  r.post(
    '/career-tracks/vote-career-track-outdated',
    route('member', { body: voteOutdatedSchema, response: { 200: voteOutdatedResultSchema } }),
    (request) => careerTracks.voteOutdated(actorOf(request), request.body),
  );

  r.get(
    '/career-tracks',
    route('login', {
      summary:
        'One track; its texts in `text_language` when it has them (by default the reader’s language; `original`: as written)',
      querystring: trackQuery.extend({ text_language: z.enum(['en', 'vi', 'original']).optional() }),
      response: { 200: careerTrackSchema },
    }),
    (request) =>
      careerTracks.get(
        actorOf(request),
        request.language,
        request.query.career_track_id,
        request.query.text_language ?? request.language,
      ),
  );

  r.post(
    '/career-tracks',
    route(writer, {
      summary: 'Save Draft (new), Complete (completed) or Complete & Post (shared)',
      body: careerTrackInputSchema,
      response: { 201: careerTrackSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await careerTracks.create(actorOf(request), request.language, request.body)),
  );

  r.put(
    '/career-tracks/:career_track_id',
    route(writer, {
      params: trackParams,
      body: careerTrackInputSchema,
      response: { 200: careerTrackSchema },
    }),
    (request) => careerTracks.update(actorOf(request), request.language, request.params.career_track_id, request.body),
  );

  r.delete('/career-tracks/:career_track_id', route('member', { params: trackParams }), async (request, reply) => {
    await careerTracks.delete(actorOf(request), request.params.career_track_id);
    return reply.status(204).send();
  });

  await trackHistoryRoutes(app, options);
  await trackLanguagesRoutes(app, options);
}
