import {
  hashtagHitPageSchema,
  peopleFiltersQuerySchema,
  personHitPageSchema,
  searchCountsSchema,
  searchResultSchema,
  suggestionsSchema,
  trackHitPageSchema,
} from '@ladder/shared/schemas/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { SearchGroup, SearchService } from './search.service';

// Longer keywords are accepted and cut to 100 characters by the service.
const keywords = z.string().max(5000).optional();

const limit = z.coerce.number().int().min(1).optional();

export async function searchRoutes(app: FastifyInstance, options: { search: SearchService }) {
  const { search } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'search');

  r.get(
    '/users/current/me/search',
    route(
      'member',
      {
        summary: 'People, hashtags and shared career tracks; accent- and case-insensitive, typo-tolerant',
        querystring: z.object({ keywords, limit }),
        response: { 200: searchResultSchema },
      },
      { fast: true },
    ),
    (request) => search.search(actorOf(request), request.language, request.query),
  );

  r.get(
    '/users/current/me/search/counts',
    route(
      'member',
      {
        summary: 'How many people, hashtags, shared career tracks and posts the keywords find, each up to the reach',
        querystring: z.object({ keywords }),
        response: { 200: searchCountsSchema },
      },
      { fast: true },
    ),
    (request) => search.counts(actorOf(request), request.query),
  );

  r.get(
    '/users/current/me/search/people',
    route(
      'member',
      {
        summary:
          'The full results page: people matching the keywords, best first, paged within the best 60; ' +
          'organization and endorsed_skill_id narrow them, or list them without keywords',
        querystring: pagingQuery.extend({ keywords }).extend(peopleFiltersQuerySchema.shape),
        response: { 200: personHitPageSchema },
      },
      { fast: true },
    ),
    (request) => search.peoplePage(actorOf(request), request.query),
  );

  const groups: [string, Exclude<SearchGroup, 'people'>, z.ZodType][] = [
    ['hashtags', 'hashtags', hashtagHitPageSchema],
    ['career-tracks', 'career_tracks', trackHitPageSchema],
  ];
  for (const [path, group, page] of groups)
    r.get(
      `/users/current/me/search/${path}`,
      route(
        'member',
        {
          summary: `The full results page: ${path} matching the keywords, best first, paged within the best 60`,
          querystring: pagingQuery.extend({ keywords }),
          response: { 200: page },
        },
        { fast: true },
      ),
      (request) => search.page(actorOf(request), request.language, group, request.query),
    );

  r.get(
    '/users/current/me/get-you-might-like',
    route(
      'member',
      {
        summary: 'Members to follow: followed by people you follow, sharing your skills or industry, or active',
        querystring: z.object({ limit }),
        response: { 200: suggestionsSchema },
      },
      { fast: true },
    ),
    (request) => search.youMightLike(actorOf(request), request.query),
  );
}
