import { consentSchema, legalSchema, type Legal } from '@ladder/shared/schemas/auth';
import { privateUserSchema, publicUserSchema, updateMeSchema } from '@ladder/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { UsersService } from './users.service';

export async function usersRoutes(app: FastifyInstance, options: { users: UsersService; legal: Legal }) {
  const { users } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/legal',
    {
      schema: {
        tags: ['users'],
        summary: "Who controls the members' personal data, and the version of the policy in force",
        response: { 200: legalSchema },
      },
    },
    () => options.legal,
  );

  r.post(
    '/users/current/me/consent',
    {
      schema: {
        tags: ['users'],
        summary: 'Agree to the privacy policy in force (asked again whenever its version changes)',
        security: bearer,
        body: consentSchema,
        response: { 200: privateUserSchema },
      },
      preHandler: app.requireUser,
    },
    (request) => users.recordConsent(actorOf(request), request.body.version),
  );

  r.get(
    '/users/current/me',
    {
      schema: { tags: ['users'], security: bearer, response: { 200: privateUserSchema } },
      preHandler: app.requireUser,
    },
    (request) => users.me(actorOf(request)),
  );

  r.put(
    '/users/current/me',
    {
      schema: { tags: ['users'], security: bearer, body: updateMeSchema, response: { 200: privateUserSchema } },
      preHandler: app.requireUser,
    },
    (request) => users.updateMe(actorOf(request), request.body),
  );

  r.get(
    '/users/info/:username',
    {
      schema: {
        tags: ['users'],
        params: z.object({ username: z.string().max(300) }),
        response: { 200: publicUserSchema },
      },
      preHandler: app.optionalUser,
    },
    (request) => users.getByUsername(request.actor, request.params.username),
  );

  r.get(
    '/users/:id',
    {
      schema: { tags: ['users'], params: z.object({ id: z.string().max(100) }), response: { 200: publicUserSchema } },
      preHandler: app.optionalUser,
    },
    (request) => users.getById(request.actor, request.params.id),
  );
}
