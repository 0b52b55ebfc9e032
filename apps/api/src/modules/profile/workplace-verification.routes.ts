import {
  workCodeSchema,
  workCodeSentSchema,
  workEmailRequestSchema,
} from '@ladder/shared/schemas/profile-verification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { WorkplaceVerificationService } from './workplace-verification.service';

const params = z.object({ item_id: z.string().max(100) });

/** A verified workplace or school on an experience or education item (docs/api/profile.md). */
export async function workplaceVerificationRoutes(
  app: FastifyInstance,
  options: { verification: WorkplaceVerificationService },
) {
  const { verification } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'profile');

  r.post(
    '/users/current/me/profile-items/:item_id/verification',
    route(
      'member',
      {
        summary: 'Mail a 6-digit code to an address at the workplace’s or school’s domain',
        params,
        body: workEmailRequestSchema,
        response: { 202: workCodeSentSchema },
      },
      // No counter here: the service counts the codes mailed, so a refused request costs nothing.
    ),
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await verification.requestCode(
            actorOf(request),
            request.params.item_id,
            request.body.email,
            request.language,
          ),
        ),
  );

  r.post(
    '/users/current/me/profile-items/:item_id/verification/confirm',
    route('member', { summary: 'Verify the item with the code that was mailed', params, body: workCodeSchema }),
    async (request, reply) => {
      await verification.confirm(actorOf(request), request.params.item_id, request.body.code);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/users/current/me/profile-items/:item_id/verification',
    route('member', { summary: 'Remove the item’s verified badge', params }),
    async (request, reply) => {
      await verification.remove(actorOf(request), request.params.item_id);
      return reply.status(204).send();
    },
  );
}
