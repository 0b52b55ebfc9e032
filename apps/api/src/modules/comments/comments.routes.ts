import { commentSchema, commentViewSchema, pageOf } from '@ladder/shared/schemas/posts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paging, pagingBody, pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { CommentsService } from './comments.service';

const ids = z.object({ post_id: z.string().max(100), comment_id: z.string().max(100) });

export async function commentsRoutes(app: FastifyInstance, options: { comments: CommentsService }) {
  const { comments } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'comments');

  r.post(
    '/post-comments/get-post-comments',
    route(
      'visitor',
      {
        querystring: pagingQuery.extend({ post_id: z.string().max(100) }),
        body: pagingBody,
        response: { 200: pageOf(commentViewSchema) },
      },
      { readOnly: true, fast: true },
    ),
    (request) => comments.list(request.actor, request.query.post_id, paging(request.query, request.body)),
  );

  r.post(
    '/post-comments/get-post-comment-replies',
    route(
      'visitor',
      {
        querystring: pagingQuery.extend({ post_comment_id: z.string().max(100) }),
        body: pagingBody,
        response: { 200: pageOf(commentViewSchema) },
      },
      { readOnly: true, fast: true },
    ),
    (request) => comments.replies(request.actor, request.query.post_comment_id, paging(request.query, request.body)),
  );

  r.post(
    '/post-comments/:post_id',
    // A comment or a reply publishes as a post does (docs/api/phone.md).
    route('poster', {
      params: z.object({ post_id: z.string().max(100) }),
      // A comment written offline is sent again with its key until an answer comes (apps/web).
      headers: z.object({ 'idempotency-key': z.uuid().optional() }),
      body: commentSchema,
      response: { 201: commentViewSchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await comments.create(
            actorOf(request),
            request.params.post_id,
            request.body,
            request.headers['idempotency-key'],
          ),
        ),
  );

  r.put(
    '/post-comments/:post_id/:comment_id',
    route('member', { params: ids, body: commentSchema.pick({ comment: true }), response: { 200: commentViewSchema } }),
    (request) =>
      comments.update(actorOf(request), request.params.post_id, request.params.comment_id, request.body.comment),
  );

  r.delete('/post-comments/:post_id/:comment_id', route('member', { params: ids }), async (request, reply) => {
    await comments.delete(actorOf(request), request.params.post_id, request.params.comment_id);
    return reply.status(204).send();
  });
}
