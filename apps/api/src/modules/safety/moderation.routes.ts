import {
  appealInputSchema,
  authorDecisionSchema,
  decisionInputSchema,
  removalInputSchema,
  skillMergeInputSchema,
  skillMergeResultSchema,
  transparencySchema,
} from '@ladder/shared/schemas/safety';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { ModerationService } from './moderation.service';

const caseParams = z.object({ case_id: z.string().max(100) });
const decisionParams = z.object({ decision_id: z.string().max(100) });
const decisionResult = z.object({ id: z.string(), case_id: z.string(), action: z.string() });

/**
 * The moderators' routes (docs/api/safety.md "Moderation"): superusers only; anyone else, a
 * visitor included, is answered 404 as if they did not exist. The appeal is the author's.
 */
export async function moderationRoutes(app: FastifyInstance, options: { moderation: ModerationService }) {
  const { moderation } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'moderation');

  r.get(
    '/moderation/queue',
    route('visitor', { summary: 'Open items, oldest first, with their reports and age', querystring: pagingQuery }),
    (request) => moderation.queue(request.actor, request.query),
  );
  r.get(
    '/moderation/cases/:case_id',
    route('visitor', { summary: 'One item: its snapshot, reports and the author’s history', params: caseParams }),
    (request) => moderation.get(request.actor, request.params.case_id),
  );
  r.post(
    '/moderation/cases/:case_id/decision',
    route('visitor', { params: caseParams, body: decisionInputSchema, response: { 200: decisionResult } }),
    (request) => moderation.decide(request.actor, request.params.case_id, request.body),
  );
  r.post(
    '/moderation/removals',
    route('visitor', {
      summary: 'Remove a post or profile by its address at an authority’s request',
      body: removalInputSchema,
      response: { 200: decisionResult },
    }),
    (request) => moderation.removeByUrl(request.actor, request.body),
  );
  r.post(
    '/moderation/skills/:skill_id/merge',
    route('visitor', {
      summary: 'Merge a duplicate skill into another: its tracks, follows, members’ skills and goals move',
      params: z.object({ skill_id: z.string().max(100) }),
      body: skillMergeInputSchema,
      response: { 200: skillMergeResultSchema },
    }),
    (request) => moderation.mergeSkill(request.actor, request.params.skill_id, request.body.into_skill_id),
  );
  r.get(
    '/transparency',
    route('public', {
      summary: 'Each month’s counts of reports, decisions and removals at an authority’s request',
      response: { 200: transparencySchema },
    }),
    async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return moderation.transparency();
    },
  );
  r.get(
    '/moderation/decisions/:decision_id',
    route('member', {
      summary: 'A decision on the caller’s content or account, to appeal it',
      params: decisionParams,
      response: { 200: authorDecisionSchema },
    }),
    (request) => moderation.decision(actorOf(request), request.params.decision_id),
  );
  r.post(
    '/moderation/decisions/:decision_id/appeal',
    route('member', {
      summary: 'The author appeals a decision once',
      params: decisionParams,
      body: appealInputSchema,
      response: { 200: z.object({ id: z.string(), is_appealed: z.boolean() }) },
    }),
    (request) => moderation.appeal(actorOf(request), request.params.decision_id, request.body.text),
  );
}
