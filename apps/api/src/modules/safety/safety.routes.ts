import { blockedMemberSchema, reportCreateSchema, reportSchema } from '@ladder/shared/schemas/safety';
import { pageOf } from '@ladder/shared/schemas/posts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { BlocksService } from './blocks.service';
import type { ReportsService } from './reports.service';

const userParams = z.object({ user_id: z.string().max(100) });
const blockResult = z.object({ user_id: z.string(), is_blocked: z.boolean() });

/** Blocks, mutes and reports of members (docs/api/safety.md). */
export async function safetyRoutes(app: FastifyInstance, options: { blocks: BlocksService; reports: ReportsService }) {
  const { blocks, reports } = options;
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
}
