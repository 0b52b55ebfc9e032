import { LANGUAGES } from '@ladder/shared/constants';
import {
  careerTrackInputSchema,
  careerTrackSchema,
  careerTrackSummarySchema,
  industryInputSchema,
  industrySchema,
  newSkillSchema,
  skillCategorySchema,
  skillRowViewSchema,
  skillSchema,
  voteOutdatedResultSchema,
  voteOutdatedSchema,
} from '@ladder/shared/schemas/career-tracks';
import { pageOf } from '@ladder/shared/schemas/posts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { bearer, fastSerializer, paging, pagingBody, pagingQuery } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { CareerTracksService } from './career-tracks.service';
import type { IndustriesService } from './industries.service';
import type { SkillsService } from './skills.service';

const id = z.string().max(100);
const trackPage = pageOf(careerTrackSummarySchema);
const trackQuery = z.object({ career_track_id: id });
const trackParams = trackQuery;

/** Reading tracks needs a signed-in member: a visitor is asked to sign in (docs/product.md "Who may do what"). */
function memberOf(request: FastifyRequest) {
  if (!request.actor) throw new AppError('LOGIN_REQUIRED');
  return request.actor;
}

/** Industries, skills, skill categories and career tracks (docs/api/people-and-career-tracks.md, issue 6). */
export async function careerTracksRoutes(
  app: FastifyInstance,
  options: { careerTracks: CareerTracksService; industries: IndustriesService; skills: SkillsService },
) {
  const { careerTracks, industries, skills } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Options of a change by a signed-in member (the service checks superusers and owners). */
  const change = <S extends object>(tag: string, schema: S) => ({
    schema: { tags: [tag], security: bearer, ...schema },
    preHandler: app.requireUser,
  });
  /**
   * Options of a track written with Save Draft, Complete or Complete & Post: the last publishes
   * the track in the feed, so it needs what a post needs (docs/api/phone.md).
   */
  const write = <S extends object>(schema: S) => ({
    ...change('career-tracks', schema),
    preHandler: async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const isShared = (request.body as { status?: unknown } | undefined)?.status === 'shared';
      return (isShared ? app.requirePoster : app.requireUser).call(this, request, reply);
    },
  });
  /** Options of a track read: the service asks a visitor to sign in (memberOf). */
  const trackRead = <S extends object>(schema: S) => ({
    schema: { tags: ['career-tracks'], security: bearer, ...schema },
    preHandler: app.optionalUser,
  });
  /** A page of track summaries, filtered by the query string. */
  const trackList = <Q extends z.ZodTypeAny>(summary: string, querystring: Q) => ({
    ...trackRead({ summary, querystring, body: pagingBody, response: { 200: trackPage } }),
    ...fastSerializer,
  });

  // ---- Industries ----

  r.post(
    '/industries/get',
    {
      schema: {
        tags: ['industries'],
        summary:
          'Industries ordered by name in the language asked (else the request’s); `tracks_first=true`: those with shared tracks first',
        querystring: pagingQuery.extend({
          language: z.string().max(10).optional(),
          tracks_first: z.enum(['true', 'false']).optional(),
        }),
        body: pagingBody,
        response: { 200: pageOf(industrySchema) },
      },
      ...fastSerializer,
    },
    (request) => {
      const asked = request.query.language as (typeof LANGUAGES)[number] | undefined;
      const language = asked && LANGUAGES.includes(asked) ? asked : request.language;
      return industries.page(language, paging(request.query, request.body), request.query.tracks_first === 'true');
    },
  );

  r.get(
    '/industries',
    {
      schema: { tags: ['industries'], querystring: z.object({ industry_id: id }), response: { 200: industrySchema } },
    },
    (request) => industries.get(request.language, request.query.industry_id),
  );

  r.post(
    '/industries',
    change('industries', { summary: 'Superusers only', body: industryInputSchema, response: { 201: industrySchema } }),
    async (request, reply) =>
      reply.status(201).send(await industries.create(actorOf(request), request.language, request.body)),
  );

  r.put(
    '/industries/:industry_id',
    change('industries', {
      summary: 'Superusers only',
      params: z.object({ industry_id: id }),
      body: industryInputSchema,
      response: { 200: industrySchema },
    }),
    (request) => industries.update(actorOf(request), request.language, request.params.industry_id, request.body),
  );

  r.delete(
    '/industries/:industry_id',
    change('industries', {
      summary: 'Superusers only; an industry with career tracks stays',
      params: z.object({ industry_id: id }),
    }),
    async (request, reply) => {
      await industries.delete(actorOf(request), request.params.industry_id);
      return reply.status(204).send();
    },
  );

  // ---- Skills ----

  r.get(
    '/skill-categories',
    { schema: { tags: ['skills'], response: { 200: z.array(skillCategorySchema) } } },
    (request) => skills.categories(request.language),
  );

  r.post(
    '/skills/get',
    {
      schema: {
        tags: ['skills'],
        summary: 'Skills; with industry_id its suggested ones come first',
        querystring: pagingQuery.extend({
          keywords: z.string().max(1000).optional(),
          industry_id: id.optional(),
        }),
        body: pagingBody,
        response: { 200: pageOf(skillSchema) },
      },
      ...fastSerializer,
    },
    (request) =>
      skills.page(request.language, {
        ...paging(request.query, request.body),
        keywords: request.query.keywords,
        industry_id: request.query.industry_id,
      }),
  );

  r.get(
    '/skills',
    { schema: { tags: ['skills'], querystring: z.object({ skill_id: id }), response: { 200: skillSchema } } },
    (request) => skills.get(request.language, request.query.skill_id),
  );

  r.post(
    '/skills',
    change('skills', { body: newSkillSchema, response: { 201: skillSchema } }),
    async (request, reply) =>
      reply.status(201).send(await skills.create(actorOf(request), request.language, request.body)),
  );

  // ---- Career tracks ----

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
        ? careerTracks.ladder(memberOf(request), request.query.industry_id, paging(request.query, request.body))
        : careerTracks.visible(
            memberOf(request),
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
      careerTracks.visible(memberOf(request), null, paging(request.query, request.body), request.query.title),
  );

  r.post(
    '/career-tracks/get-by-user',
    trackList(
      'A member’s tracks: all of one’s own, others’ shared ones; `shared_only=true`: the shared ones alone',
      pagingQuery.extend({ user_id: id.optional(), shared_only: z.enum(['true', 'false']).optional() }),
    ),
    (request) =>
      careerTracks.byUser(
        memberOf(request),
        request.query.user_id,
        paging(request.query, request.body),
        request.query.shared_only === 'true',
      ),
  );

  r.get(
    '/career-tracks/career-track-skills',
    trackRead({ querystring: trackQuery, response: { 200: z.object({ items: z.array(skillRowViewSchema) }) } }),
    (request) => careerTracks.skills(memberOf(request), request.language, request.query.career_track_id),
  );

  r.post(
    '/career-tracks/:career_track_id/copy',
    change('career-tracks', {
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
    change('career-tracks', { body: voteOutdatedSchema, response: { 200: voteOutdatedResultSchema } }),
    (request) => careerTracks.voteOutdated(actorOf(request), request.body),
  );

  r.get('/career-tracks', trackRead({ querystring: trackQuery, response: { 200: careerTrackSchema } }), (request) =>
    careerTracks.get(memberOf(request), request.language, request.query.career_track_id),
  );

  r.post(
    '/career-tracks',
    write({
      summary: 'Save Draft (new), Complete (completed) or Complete & Post (shared)',
      body: careerTrackInputSchema,
      response: { 201: careerTrackSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await careerTracks.create(actorOf(request), request.language, request.body)),
  );

  r.put(
    '/career-tracks/:career_track_id',
    write({
      params: trackParams,
      body: careerTrackInputSchema,
      response: { 200: careerTrackSchema },
    }),
    (request) => careerTracks.update(actorOf(request), request.language, request.params.career_track_id, request.body),
  );

  r.delete(
    '/career-tracks/:career_track_id',
    change('career-tracks', { params: trackParams }),
    async (request, reply) => {
      await careerTracks.delete(actorOf(request), request.params.career_track_id);
      return reply.status(204).send();
    },
  );
}
