import { LANGUAGES } from '@ladder/shared/constants';
import { industryInputSchema, industrySchema } from '@ladder/shared/schemas/career-tracks';
import { pageOf } from '@ladder/shared/schemas/posts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paging, pagingBody, pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { IndustriesService } from './industries.service';

const id = z.string().max(100);

/** Industries: read by anyone, changed by superusers (docs/api/people-and-career-tracks.md). */
export async function industriesRoutes(app: FastifyInstance, options: { industries: IndustriesService }) {
  const { industries } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'industries');

  r.post(
    '/industries/get',
    route(
      'public',
      {
        summary:
          'Industries ordered by name in the language asked (else the request’s); `tracks_first=true`: those with shared tracks first; `keywords` match either name',
        querystring: pagingQuery.extend({
          language: z.string().max(10).optional(),
          tracks_first: z.enum(['true', 'false']).optional(),
          keywords: z.string().max(1000).optional(),
        }),
        body: pagingBody,
        response: { 200: pageOf(industrySchema) },
      },
      { readOnly: true, fast: true },
    ),
    (request) => {
      const asked = request.query.language as (typeof LANGUAGES)[number] | undefined;
      const language = asked && LANGUAGES.includes(asked) ? asked : request.language;
      const { tracks_first: tracksFirst, keywords } = request.query;
      return industries.page(language, paging(request.query, request.body), tracksFirst === 'true', keywords);
    },
  );

  r.get(
    '/industries',
    route('public', { querystring: z.object({ industry_id: id }), response: { 200: industrySchema } }),
    (request) => industries.get(request.language, request.query.industry_id),
  );

  // Changes are open to signed-in members; the service lets superusers alone through.
  r.post(
    '/industries',
    route('member', { summary: 'Superusers only', body: industryInputSchema, response: { 201: industrySchema } }),
    async (request, reply) =>
      reply.status(201).send(await industries.create(actorOf(request), request.language, request.body)),
  );

  r.put(
    '/industries/:industry_id',
    route('member', {
      summary: 'Superusers only',
      params: z.object({ industry_id: id }),
      body: industryInputSchema,
      response: { 200: industrySchema },
    }),
    (request) => industries.update(actorOf(request), request.language, request.params.industry_id, request.body),
  );

  r.delete(
    '/industries/:industry_id',
    route('member', {
      summary: 'Superusers only; an industry with career tracks stays',
      params: z.object({ industry_id: id }),
    }),
    async (request, reply) => {
      await industries.delete(actorOf(request), request.params.industry_id);
      return reply.status(204).send();
    },
  );
}
