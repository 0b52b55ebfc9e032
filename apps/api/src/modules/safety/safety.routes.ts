import {
  blockedMemberSchema,
  muteCreateSchema,
  muteSchema,
  reportCreateSchema,
  reportSchema,
} from '@ladder/shared/schemas/safety';
import { pageOf } from '@ladder/shared/schemas/posts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { BlocksService } from './blocks.service';
import type { MutesService } from './mutes.service';
import type { ReportsService } from './reports.service';

const userParams = z.object({ user_id: z.string().max(100) });
const blockResult = z.object({ user_id: z.string(), is_blocked: z.boolean() });

/** Blocks, mutes and reports of members (docs/api/safety.md). */
export async function safetyRoutes(
  app: FastifyInstance,
  options: { blocks: BlocksService; reports: ReportsService; mutes: MutesService },
) {
  const { blocks, reports, mutes } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'safety');

  const blockCall = route('member', { params: userParams, response: { 200: blockResult } });
  r.post('/users/:user_id/block', blockCall, (request) => blocks.block(actorOf(request), request.params.user_id));
  r.delete('/users/:user_id/block', blockCall, (request) => blocks.unblock(actorOf(request), request.params.user_id));
  r.get(
    '/users/current/me/blocks',
    route('member', {
      summary: 'The members the caller blocked, newest first',
      querystring: pagingQuery,
      response: { 200: pageOf(blockedMemberSchema) },
    }),
    (request) => blocks.list(actorOf(request), request.query),
  );

  r.post(
    '/reports',
    route(
      'member',
      {
        summary: 'Report a post, comment, career track or member; one open report per member and item',
        body: reportCreateSchema,
        response: { 201: reportSchema },
      },
      { limit: 'report' },
    ),
    async (request, reply) => reply.status(201).send(await reports.create(actorOf(request), request.body)),
  );
  r.get(
    '/reports/mine',
    route('member', {
      summary: "The caller's reports, newest first, with their status and outcome",
      querystring: pagingQuery,
      response: { 200: pageOf(reportSchema) },
    }),
    (request) => reports.mine(actorOf(request), request.query),
  );

  r.post(
    '/users/current/me/mutes',
    route('member', {
      summary: 'Mute a member (their id), a hashtag or a word or phrase in my feed',
      body: muteCreateSchema,
      response: { 200: z.object({ kind: z.string(), value: z.string(), is_muted: z.boolean() }) },
    }),
    (request) => mutes.add(actorOf(request), request.body),
  );
  r.delete(
    '/users/current/me/mutes/:mute_id',
    route('member', { params: z.object({ mute_id: z.string().max(100) }) }),
    async (request, reply) => {
      await mutes.remove(actorOf(request), request.params.mute_id);
      return reply.status(204).send();
    },
  );
  r.get(
    '/users/current/me/mutes',
    route('member', {
      summary: 'What the caller muted, newest first',
      querystring: pagingQuery,
      response: { 200: pageOf(muteSchema) },
    }),
    (request) => mutes.list(actorOf(request), request.query),
  );
}
