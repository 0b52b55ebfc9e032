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
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
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
  const route = routeOptions(app, 'users');

  r.get(
    '/legal',
    route('public', {
      summary: "Who controls the members' personal data, and the version of the policy in force",
      response: { 200: legalSchema },
    }),
    () => options.legal,
  );

  r.post(
    '/users/current/me/consent',
    route('member', {
      summary: 'Agree to the privacy policy in force (asked again whenever its version changes)',
      body: consentSchema,
      response: { 200: privateUserSchema },
    }),
    (request) => users.recordConsent(actorOf(request), request.body.version),
  );

  r.post(
    '/users/current/me/first-run',
    route('member', {
      summary: 'End the first run (finished or skipped): the app never leads the member to it again',
      response: { 200: privateUserSchema },
    }),
    (request) => users.endFirstRun(actorOf(request)),
  );

  r.get('/users/current/me', route('member', { response: { 200: privateUserSchema } }), (request) =>
    users.me(actorOf(request)),
  );

  r.put(
    '/users/current/me',
    route('member', { body: updateMeSchema, response: { 200: privateUserSchema } }),
    (request) => users.updateMe(actorOf(request), request.body),
  );

  r.get(
    '/users/current/me/delete',
    route('member', {
      summary: 'When the account would be erased if deleted now (null: at once), for the deletion page',
      response: { 200: deleteAccountAnswerSchema.pick({ deletion_due_at: true }) },
    }),
    () => accountDeletion.dueIfAskedNow(),
  );

  r.post(
    '/users/current/me/delete',
    route(
      'member',
      {
        summary: 'Delete the account: erased after ACCOUNT_DELETION_GRACE_DAYS unless the member signs in again',
        body: deleteAccountSchema,
        response: { 200: deleteAccountAnswerSchema },
      },
      { limit: 'accountDeletion' },
    ),
    (request) => accountDeletion.request(actorOf(request), request.body, request.language),
  );

  r.post(
    '/users/current/me/export',
    route(
      'member',
      {
        summary: 'Ask for an archive of one’s data, built in the background and announced by mail',
        response: { 202: dataExportSchema },
      },
      { limit: 'dataExport' },
    ),
    async (request, reply) => reply.status(202).send(await dataExports.request(actorOf(request))),
  );

  r.get('/users/current/me/export', route('member', { response: { 200: dataExportSchema.nullable() } }), (request) =>
    dataExports.latest(actorOf(request)),
  );

  r.get(
    '/users/current/me/export/download',
    route('member', { summary: 'The newest ready archive, as a zip' }),
    async (request, reply) => {
      // Streamed from the media store: an archive of any size is never held whole (docs/decisions/0039).
      const { body, size } = await dataExports.download(actorOf(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', size)
        .header('content-disposition', 'attachment; filename="ladder-data.zip"')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  r.get(
    '/users/info/:username',
    route('visitor', { params: z.object({ username: z.string().max(300) }), response: { 200: publicUserSchema } }),
    (request) => users.getByUsername(request.actor, request.params.username),
  );

  r.get(
    '/users/:id',
    route('visitor', { params: z.object({ id: z.string().max(100) }), response: { 200: publicUserSchema } }),
    (request) => users.getById(request.actor, request.params.id),
  );
}
