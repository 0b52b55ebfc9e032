import {
  consentSchema,
  deleteAccountAnswerSchema,
  deleteAccountSchema,
  legalSchema,
  type Legal,
} from '@ladder/shared/schemas/auth';
import { dataExportSchema, privateUserSchema, publicUserSchema, updateMeSchema } from '@ladder/shared/schemas/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import type { AccountDeletionService } from './account-deletion.service';
import type { DataExportService } from './data-export.service';
import type { UsersService } from './users.service';

export async function usersRoutes(
  app: FastifyInstance,
  options: {
    users: UsersService;
    legal: Legal;
    accountDeletion: AccountDeletionService;
    dataExports: DataExportService;
  },
) {
  const { users, accountDeletion, dataExports } = options;
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

  r.post(
    '/users/current/me/export',
    {
      schema: {
        tags: ['users'],
        summary: 'Ask for an archive of one’s data, built in the background and announced by mail',
        security: bearer,
        response: { 202: dataExportSchema },
      },
      preHandler: app.requireUser,
      config: limit('dataExport'),
    },
    async (request, reply) => reply.status(202).send(await dataExports.request(actorOf(request))),
  );

  r.get(
    '/users/current/me/export',
    {
      schema: { tags: ['users'], security: bearer, response: { 200: dataExportSchema.nullable() } },
      preHandler: app.requireUser,
    },
    (request) => dataExports.latest(actorOf(request)),
  );

  r.get(
    '/users/current/me/export/download',
    {
      schema: { tags: ['users'], summary: 'The newest ready archive, as a zip', security: bearer },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="ladder-data.zip"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(await dataExports.download(actorOf(request)))),
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
