import { searchResultSchema, suggestionsSchema } from '@ladder/shared/schemas/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, fastSerializer } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { SearchService } from './search.service';

const limit = z.coerce.number().int().min(1).optional();

export async function searchRoutes(app: FastifyInstance, options: { search: SearchService }) {
  const { search } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/current/me/search',
    {
      schema: {
        tags: ['search'],
        summary: 'People, hashtags and shared career tracks; accent- and case-insensitive, typo-tolerant',
        security: bearer,
        // Longer keywords are accepted and cut to 100 characters by the service.
        querystring: z.object({ keywords: z.string().max(5000).optional(), limit }),
        response: { 200: searchResultSchema },
      },
      preHandler: app.requireUser,
      ...fastSerializer,
    },
    (request) => search.search(actorOf(request), request.query),
  );

  r.get(
    '/users/current/me/get-you-might-like',
    {
      schema: {
        tags: ['search'],
        summary: 'Members to follow: followed by people you follow, sharing your skills or industry, or active',
        security: bearer,
        querystring: z.object({ limit }),
        response: { 200: suggestionsSchema },
      },
      preHandler: app.requireUser,
      ...fastSerializer,
    },
    (request) => search.youMightLike(actorOf(request), request.query),
  );
}
