import { activitySchema } from '@ladder/shared/schemas/people';
import { createPostSchema, pageOf, postSchema, updatePostSchema } from '@ladder/shared/schemas/posts';
import { lockedSchema } from '@ladder/shared/schemas/privacy-settings';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import { paging, pagingBody, pagingQuery, routeOptions } from '../../lib/route-helpers';
import type { PostsService } from './posts.service';

const postPage = pageOf(postSchema);
const postParams = z.object({ post_id: z.string().max(100) });
const byUserQuery = pagingQuery.extend({ user_id: z.string().max(100), keywords: z.string().max(100).optional() });

export async function postsRoutes(app: FastifyInstance, options: { posts: PostsService }) {
  const { posts } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  const route = routeOptions(app, 'posts');
  /** Options of a page of posts filtered by the query string: members only, or visitors too. */
  const list = <S extends object>(access: 'member' | 'visitor', schema: S) =>
    route(access, { body: pagingBody, ...schema }, { readOnly: true, fast: true });

  r.post(
    '/posts',
    route('poster', {
      description:
        'Send an `Idempotency-Key` (a UUID the client makes per post) so that a retry never makes a second post.',
      headers: z.object({ 'idempotency-key': z.uuid().optional() }),
      body: createPostSchema,
      response: { 201: postSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await posts.create(actorOf(request), request.body, request.headers['idempotency-key'])),
  );

  r.put(
    '/posts/:post_id',
    route('member', { params: postParams, body: updatePostSchema, response: { 200: postSchema } }),
    (request) => posts.update(actorOf(request), request.params.post_id, request.body),
  );

  r.delete('/posts/:post_id', route('member', { params: postParams }), async (request, reply) => {
    await posts.delete(actorOf(request), request.params.post_id);
    return reply.status(204).send();
  });

  r.get(
    '/posts',
    route(
      'visitor',
      {
        summary: 'One post (visitors too, except career-track posts)',
        querystring: z.object({ post_id: z.string().max(100) }),
        response: { 200: postSchema },
      },
      { fast: true },
    ),
    (request) => posts.get(request.actor, request.query.post_id),
  );

  r.post(
    '/posts/get-new-feeds',
    list('member', { querystring: pagingQuery, response: { 200: postPage } }),
    // The page comes as JSON bytes (usually from the cache): sent as they are, not serialized again.
    async (request, reply: FastifyReply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await posts.feedJson(actorOf(request), paging(request.query, request.body))),
  );

  r.post('/posts/get-by-user', list('visitor', { querystring: byUserQuery, response: { 200: postPage } }), (request) =>
    posts.byUser(request.actor, request.query.user_id, paging(request.query, request.body), request.query.keywords),
  );

  r.get(
    '/users/current/me/search/posts',
    route(
      'member',
      {
        summary: 'The full results page: posts whose text holds every word of the keywords, newest first',
        querystring: pagingQuery.extend({ keywords: z.string().max(5000).optional() }),
        response: { 200: postPage },
      },
      { fast: true },
    ),
    (request) => posts.search(actorOf(request), request.query.keywords, request.query),
  );

  r.post(
    '/posts/get-by-hashtag',
    list('visitor', {
      querystring: pagingQuery.extend({ hashtag: z.string().min(1).max(101) }),
      response: { 200: postPage },
    }),
    (request) => posts.byHashtag(request.actor, request.query.hashtag, paging(request.query, request.body)),
  );

  r.post(
    '/posts/get-activities',
    list('visitor', {
      summary: 'Posts a member liked or commented on, newest activity first ("Likes & comments")',
      querystring: byUserQuery,
      response: { 200: pageOf(postSchema.extend({ activity: activitySchema })).extend({ locked: lockedSchema }) },
    }),
    (request) => posts.byActivity(request.actor, request.query.user_id, paging(request.query, request.body)),
  );

  r.post(
    '/posts/get-by-career-track',
    list('member', {
      querystring: pagingQuery.extend({ career_track_id: z.string().max(100) }),
      response: { 200: postPage },
    }),
    (request) =>
      posts.byCareerTrack(actorOf(request), request.query.career_track_id, paging(request.query, request.body)),
  );
}
