import { plansSchema, subscriptionPageSchema, subscriptionSchema } from '@ladder/shared/schemas/people';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paging, pagingBody, pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { SubscriptionsService } from './subscriptions.service';

const userParams = z.object({ user_id: z.string().max(100) });

export async function subscriptionsRoutes(app: FastifyInstance, options: { subscriptions: SubscriptionsService }) {
  const { subscriptions } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'subscriptions');

  r.get(
    '/plans',
    route('public', {
      summary: 'What each plan allows (career tracks) and costs; public',
      response: { 200: plansSchema },
    }),
    () => subscriptions.plans(),
  );

  // `/user-subscriptions/{user_id}` and the older `/user-subscriptions/{id}` are the same route.
  r.post(
    '/user-subscriptions/:user_id',
    route('member', {
      summary: 'Upgrade to the Education plan (plan, price and currency are set by the server)',
      params: userParams,
      body: z.unknown().optional(),
      response: { 201: subscriptionSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await subscriptions.upgrade(actorOf(request), request.params.user_id)),
  );

  r.post(
    '/user-subscriptions/get/:user_id',
    route(
      'member',
      { params: userParams, querystring: pagingQuery, body: pagingBody, response: { 200: subscriptionPageSchema } },
      { readOnly: true },
    ),
    (request) => subscriptions.list(actorOf(request), request.params.user_id, paging(request.query, request.body)),
  );

  r.delete(
    '/user-subscriptions/:user_id/:subscription_id',
    route('member', {
      params: userParams.extend({ subscription_id: z.string().max(100) }),
      response: { 200: subscriptionSchema },
    }),
    (request) => subscriptions.cancel(actorOf(request), request.params.user_id, request.params.subscription_id),
  );
}
