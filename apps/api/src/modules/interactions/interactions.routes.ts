import {
  interactionAnswerSchema,
  interactionSchema,
  interactorSchema,
  pageOf,
  postSchema,
} from '@ladder/shared/schemas/posts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paging, pagingBody, pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { PostsService } from '../posts/posts.service';
import type { InteractionsService } from './interactions.service';

export async function interactionsRoutes(
  app: FastifyInstance,
  options: { interactions: InteractionsService; posts: PostsService },
) {
  const { interactions, posts } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'interactions');

  r.put(
    '/post-interactions/:post_id',
    route('member', {
      params: z.object({ post_id: z.string().max(100) }),
      body: interactionSchema,
      response: { 200: interactionAnswerSchema },
    }),
    (request) => interactions.set(actorOf(request), request.params.post_id, request.body),
  );

  r.post(
    '/post-interactions/get-post-interactions',
    route(
      'visitor',
      {
        summary: 'Who liked or shared a post (saves are private)',
        querystring: pagingQuery.extend({ post_id: z.string().max(100) }),
        body: pagingBody,
        response: { 200: pageOf(interactorSchema) },
      },
      { readOnly: true },
    ),
    (request) => interactions.list(request.actor, request.query.post_id, paging(request.query, request.body)),
  );

  for (const [path, kind] of [
    ['get-saved-posts', 'saved'],
    ['get-liked-posts', 'liked'],
    ['get-shared-posts', 'shared'],
  ] as const) {
    r.post(
      `/post-interactions/${path}`,
      route(
        'member',
        {
          summary: `The caller's own ${kind} posts, most recent first`,
          querystring: pagingQuery,
          body: pagingBody,
          response: { 200: pageOf(postSchema) },
        },
        { readOnly: true, fast: true },
      ),
      (request) => posts.byInteraction(actorOf(request), kind, paging(request.query, request.body)),
    );
  }
}
