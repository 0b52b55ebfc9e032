import {
  endorsementDecisionSchema,
  endorsementInputSchema,
  endorsementPageSchema,
  endorsementSchema,
} from '@ladder/shared/schemas/endorsements';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { EndorsementsService } from './endorsements.service';

const id = z.string().max(100);
const skillParams = z.object({ user_id: id, skill_id: id });

/** Endorsements with context on a member's skills (docs/api/profile.md "Endorsements"). */
export async function endorsementsRoutes(app: FastifyInstance, options: { endorsements: EndorsementsService }) {
  const { endorsements } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'profile');

  r.get(
    '/users/:user_id/skills/:skill_id/endorsements',
    route('visitor', {
      summary: 'A skill’s endorsements the reader may see, newest first (the member sees all, with their status)',
      params: skillParams,
      querystring: pagingQuery,
      response: { 200: endorsementPageSchema },
    }),
    (request) =>
      endorsements.list(
        request.actor,
        request.params.user_id,
        request.params.skill_id,
        request.query,
        request.language,
      ),
  );

  r.post(
    '/users/:user_id/skills/:skill_id/endorsements',
    route('poster', {
      summary: 'Endorse a member’s skill, saying how you know them and the level you saw',
      params: skillParams,
      body: endorsementInputSchema,
      response: { 201: endorsementSchema },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await endorsements.endorse(
            actorOf(request),
            request.params.user_id,
            request.params.skill_id,
            request.body,
            request.language,
          ),
        ),
  );

  r.get(
    '/users/current/me/endorsements',
    route('member', {
      summary: 'The endorsements the caller received, newest first, each with its status',
      querystring: pagingQuery,
      response: { 200: endorsementPageSchema },
    }),
    (request) => endorsements.received(actorOf(request), request.query, request.language),
  );

  r.put(
    '/endorsements/:endorsement_id',
    route('member', {
      summary: 'For the endorsed member: accept an endorsement (shown to others) or hide it',
      params: z.object({ endorsement_id: id }),
      body: endorsementDecisionSchema,
      response: { 200: endorsementSchema },
    }),
    (request) =>
      endorsements.answer(actorOf(request), request.params.endorsement_id, request.body.status, request.language),
  );

  r.delete(
    '/endorsements/:endorsement_id',
    route('member', {
      summary: 'Remove an endorsement: the endorsed member, or the endorser taking it back',
      params: z.object({ endorsement_id: id }),
    }),
    async (request, reply) => {
      await endorsements.remove(actorOf(request), request.params.endorsement_id);
      return reply.status(204).send();
    },
  );
}
