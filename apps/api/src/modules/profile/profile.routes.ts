import { profileItemInputSchema, profileItemSchema, profileItemsSchema } from '@ladder/shared/schemas/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { ProfileService } from './profile.service';

const id = z.string().max(100);

/** Experience and education on a member's profile (docs/api/profile.md). */
export async function profileRoutes(app: FastifyInstance, options: { profile: ProfileService }) {
  const { profile } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'profile');

  r.get(
    '/users/:user_id/profile-items',
    route('visitor', {
      summary: 'A member’s experience and education that the reader may see, newest first',
      params: z.object({ user_id: id }),
      response: { 200: profileItemsSchema },
    }),
    (request) => profile.items(request.actor, request.params.user_id),
  );

  r.post(
    '/users/current/me/profile-items',
    route('member', {
      summary: 'Add an experience or education item to one’s profile',
      body: profileItemInputSchema,
      response: { 201: profileItemSchema },
    }),
    async (request, reply) => reply.status(201).send(await profile.add(actorOf(request), request.body)),
  );

  r.put(
    '/users/current/me/profile-items/:item_id',
    route('member', {
      summary: 'Change one of one’s experience or education items',
      params: z.object({ item_id: id }),
      body: profileItemInputSchema,
      response: { 200: profileItemSchema },
    }),
    (request) => profile.update(actorOf(request), request.params.item_id, request.body),
  );

  r.delete(
    '/users/current/me/profile-items/:item_id',
    route('member', { params: z.object({ item_id: id }) }),
    async (request, reply) => {
      await profile.remove(actorOf(request), request.params.item_id);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/users/current/me/profile-items/:item_id/file',
    route('member', {
      summary: 'Remove a certificate’s file (upload one to users/{id}/profile-items/{item_id}/file)',
      params: z.object({ item_id: id }),
    }),
    async (request, reply) => {
      await profile.setFile(actorOf(request), request.params.item_id, null);
      return reply.status(204).send();
    },
  );
}
