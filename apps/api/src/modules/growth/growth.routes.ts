import {
  gapSchema,
  goalInputSchema,
  goalsSchema,
  skillsVisibilitySchema,
  userSkillInputSchema,
  userSkillSchema,
  userSkillsSchema,
} from '@ladder/shared/schemas/growth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { GrowthService } from './growth.service';

const id = z.string().max(100);

/** A member's own skills, the gap to a track, and goals (docs/api/growth.md). */
export async function growthRoutes(app: FastifyInstance, options: { growth: GrowthService }) {
  const { growth } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'growth');

  r.get(
    '/users/skills',
    route('member', { querystring: z.object({ user_id: id }), response: { 200: userSkillsSchema } }),
    (request) => growth.skills(actorOf(request), request.query.user_id, request.language),
  );

  r.post(
    '/users/current/me/skills',
    route('member', {
      summary: 'Add a skill at a level, or change its level',
      body: userSkillInputSchema,
      response: { 200: userSkillSchema },
    }),
    (request) => growth.setSkill(actorOf(request), request.body, request.language),
  );

  r.delete(
    '/users/current/me/skills/:skill_id',
    route('member', { params: z.object({ skill_id: id }) }),
    async (request, reply) => {
      await growth.removeSkill(actorOf(request), request.params.skill_id);
      return reply.status(204).send();
    },
  );

  r.put(
    '/users/current/me/skills-visibility',
    route('member', { body: skillsVisibilitySchema, response: { 200: skillsVisibilitySchema } }),
    (request) => growth.setSkillsPublic(actorOf(request), request.body.is_public),
  );

  r.get(
    '/career-tracks/gap',
    route('member', {
      summary: 'Compare a track with the caller’s own skills',
      querystring: z.object({ career_track_id: id }),
      response: { 200: gapSchema },
    }),
    (request) => growth.gap(actorOf(request), request.query.career_track_id, request.language),
  );

  r.get(
    '/users/goals',
    route('member', { querystring: z.object({ user_id: id }), response: { 200: goalsSchema } }),
    (request) => growth.goals(actorOf(request), request.query.user_id, request.language),
  );

  r.post(
    '/users/current/me/goals',
    route('member', {
      summary: 'Set a track as a goal (at most 5)',
      body: goalInputSchema,
      response: { 200: goalsSchema },
    }),
    (request) => growth.addGoal(actorOf(request), request.body.career_track_id, request.language),
  );

  r.put(
    '/users/current/me/goals/:career_track_id/seen',
    route('member', {
      summary: 'Mark the changes of a goal’s track as seen',
      params: z.object({ career_track_id: id }),
    }),
    async (request, reply) => {
      await growth.markGoalSeen(actorOf(request), request.params.career_track_id);
      return reply.status(204).send();
    },
  );

  r.delete(
    '/users/current/me/goals/:career_track_id',
    route('member', { params: z.object({ career_track_id: id }) }),
    async (request, reply) => {
      await growth.removeGoal(actorOf(request), request.params.career_track_id);
      return reply.status(204).send();
    },
  );
}
