import { plansSchema, subscriptionPageSchema, subscriptionSchema } from '@ladder/shared/schemas/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, paging, pagingBody, pagingQuery } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { SubscriptionsService } from './subscriptions.service';

const userParams = z.object({ user_id: z.string().max(100) });

export async function subscriptionsRoutes(app: FastifyInstance, options: { subscriptions: SubscriptionsService }) {
  const { subscriptions } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/plans',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'What each plan allows (career tracks) and costs; public',
        response: { 200: plansSchema },
      },
    },
    () => subscriptions.plans(),
  );

  // `/user-subscriptions/{user_id}` and the older `/user-subscriptions/{id}` are the same route.
  r.post(
    '/user-subscriptions/:user_id',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Upgrade to the Education plan (plan, price and currency are set by the server)',
        security: bearer,
        params: userParams,
        body: z.unknown().optional(),
        response: { 201: subscriptionSchema },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await subscriptions.upgrade(actorOf(request), request.params.user_id)),
  );

  r.post(
    '/user-subscriptions/get/:user_id',
    {
      schema: {
        tags: ['subscriptions'],
        security: bearer,
        params: userParams,
        querystring: pagingQuery,
        body: pagingBody,
        response: { 200: subscriptionPageSchema },
      },
      preHandler: app.requireUser,
    },
    (request) => subscriptions.list(actorOf(request), request.params.user_id, paging(request.query, request.body)),
  );

  r.delete(
    '/user-subscriptions/:user_id/:subscription_id',
    {
      schema: {
        tags: ['subscriptions'],
        security: bearer,
        params: userParams.extend({ subscription_id: z.string().max(100) }),
        response: { 200: subscriptionSchema },
      },
      preHandler: app.requireUser,
    },
    (request) => subscriptions.cancel(actorOf(request), request.params.user_id, request.params.subscription_id),
  );
}
