import {
  goalShareInputSchema,
  goalSharePageSchema,
  sharedGoalsMemberPageSchema,
} from '@ladder/shared/schemas/goal-shares';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { GoalSharesService } from './goal-shares.service';

/** Sharing one's goals with an Educator (docs/api/goal-plan.md "Sharing goals with an Educator"). */
export async function goalSharesRoutes(app: FastifyInstance, options: { goalShares: GoalSharesService }) {
  const { goalShares } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'growth');

  r.get(
    '/users/current/me/goal-shares',
    route('member', {
      summary: 'The Educators the caller shares their goals with, newest first',
      querystring: pagingQuery,
      response: { 200: goalSharePageSchema },
    }),
    (request) => goalShares.educators(actorOf(request), request.query),
  );

  r.post(
    '/users/current/me/goal-shares',
    route('member', {
      summary: 'Share one’s goals and plans with an Educator, named by username',
      body: goalShareInputSchema,
      response: { 201: z.object({ educator_id: z.string(), is_shared: z.literal(true) }) },
    }),
    async (request, reply) => reply.status(201).send(await goalShares.share(actorOf(request), request.body)),
  );

  r.delete(
    '/users/current/me/goal-shares/:educator_id',
    route('member', {
      summary: 'Stop sharing one’s goals with this Educator',
      params: z.object({ educator_id: z.string().max(100) }),
    }),
    async (request, reply) => {
      await goalShares.revoke(actorOf(request), request.params.educator_id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/users/current/me/shared-goals',
    route('member', {
      summary: 'For an Educator: the members who share their goals with them, newest first',
      querystring: pagingQuery,
      response: { 200: sharedGoalsMemberPageSchema },
    }),
    (request) => goalShares.members(actorOf(request), request.query),
  );
}
