import { deleteAccountAnswerSchema, deleteAccountSchema } from '@ladder/shared/schemas/auth';
import { privateUserSchema, publicUserSchema, updateMeSchema } from '@ladder/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import type { AccountDeletionService } from './account-deletion.service';
import type { UsersService } from './users.service';

export async function usersRoutes(
  app: FastifyInstance,
  options: { users: UsersService; accountDeletion: AccountDeletionService },
) {
  const { users, accountDeletion } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

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

  r.post(
    '/users/current/me/delete',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete the account: erased after ACCOUNT_DELETION_GRACE_DAYS unless the member signs in again',
        security: bearer,
        body: deleteAccountSchema,
        response: { 200: deleteAccountAnswerSchema },
      },
      preHandler: app.requireUser,
      config: limit('accountDeletion'),
    },
    (request) => accountDeletion.request(actorOf(request), request.body, request.language),
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
