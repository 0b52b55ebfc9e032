import { activitySchema } from '@ladder/shared/schemas/people';
import { createPostSchema, pageOf, postSchema, updatePostSchema } from '@ladder/shared/schemas/posts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth';
import { bearer, fastSerializer, paging, pagingBody, pagingQuery } from '../../lib/route-helpers';
import type { PostsService } from './posts.service';

const postPage = pageOf(postSchema);

export async function postsRoutes(app: FastifyInstance, options: { posts: PostsService }) {
  const { posts } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/posts',
    {
      schema: { tags: ['posts'], security: bearer, body: createPostSchema, response: { 201: postSchema } },
      preHandler: app.requireUser,
    },
    async (request, reply) => reply.status(201).send(await posts.create(actorOf(request), request.body)),
  );

  r.put(
    '/posts/:post_id',
    {
      schema: {
        tags: ['posts'],
        security: bearer,
        params: z.object({ post_id: z.string().max(100) }),
        body: updatePostSchema,
        response: { 200: postSchema },
      },
      preHandler: app.requireUser,
    },
    (request) => posts.update(actorOf(request), request.params.post_id, request.body),
  );

  r.delete(
    '/posts/:post_id',
    {
      schema: { tags: ['posts'], security: bearer, params: z.object({ post_id: z.string().max(100) }) },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await posts.delete(actorOf(request), request.params.post_id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/posts',
    {
      schema: {
        tags: ['posts'],
        summary: 'One post (visitors too, except career-track posts)',
        querystring: z.object({ post_id: z.string().max(100) }),
        response: { 200: postSchema },
      },
      preHandler: app.optionalUser,
      ...fastSerializer,
    },
    (request) => posts.get(request.actor, request.query.post_id),
  );

  r.post(
    '/posts/get-new-feeds',
    {
      schema: {
        tags: ['posts'],
        security: bearer,
        querystring: pagingQuery,
        body: pagingBody,
        response: { 200: postPage },
      },
      preHandler: app.requireUser,
      ...fastSerializer,
    },
    (request) => posts.feed(actorOf(request), paging(request.query, request.body)),
  );

  r.post(
    '/posts/get-by-user',
    {
      schema: {
        tags: ['posts'],
        querystring: pagingQuery.extend({ user_id: z.string().max(100) }),
        body: pagingBody,
        response: { 200: postPage },
      },
      preHandler: app.optionalUser,
      ...fastSerializer,
    },
    (request) => posts.byUser(request.actor, request.query.user_id, paging(request.query, request.body)),
  );

  r.post(
    '/posts/get-by-hashtag',
    {
      schema: {
        tags: ['posts'],
        querystring: pagingQuery.extend({ hashtag: z.string().min(1).max(101) }),
        body: pagingBody,
        response: { 200: postPage },
      },
      preHandler: app.optionalUser,
      ...fastSerializer,
    },
    (request) => posts.byHashtag(request.actor, request.query.hashtag, paging(request.query, request.body)),
  );

  r.post(
    '/posts/get-activities',
    {
      schema: {
        tags: ['posts'],
        summary: 'Posts a member liked or commented on, newest activity first ("Likes & comments")',
        querystring: pagingQuery.extend({ user_id: z.string().max(100) }),
        body: pagingBody,
        response: { 200: pageOf(postSchema.extend({ activity: activitySchema })) },
      },
      preHandler: app.optionalUser,
      ...fastSerializer,
    },
    (request) => posts.byActivity(request.actor, request.query.user_id, paging(request.query, request.body)),
  );

  r.post(
    '/posts/get-by-career-track',
    {
      schema: {
        tags: ['posts'],
        security: bearer,
        querystring: pagingQuery.extend({ career_track_id: z.string().max(100) }),
        body: pagingBody,
        response: { 200: postPage },
      },
      preHandler: app.requireUser,
      ...fastSerializer,
    },
    (request) =>
      posts.byCareerTrack(actorOf(request), request.query.career_track_id, paging(request.query, request.body)),
  );
}
