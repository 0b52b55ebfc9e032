import {
  goalNotesInputSchema,
  goalPlanSchema,
  goalProgressInputSchema,
  goalScheduleInputSchema,
} from '@ladder/shared/schemas/goal-plan';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { GoalPlanService } from './goal-plan.service';

const id = z.string().max(100);
const goalSkill = z.object({ career_track_id: id, skill_id: id });
/** The caller, the goal and the skill a call names. */
const onSkill = (request: FastifyRequest & { params: z.infer<typeof goalSkill> }) =>
  [actorOf(request), request.params.career_track_id, request.params.skill_id] as const;

/** A goal worked through as a plan (docs/api/goal-plan.md). */
export async function goalPlanRoutes(app: FastifyInstance, options: { goalPlan: GoalPlanService }) {
  const { goalPlan } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'growth');
  const plan = { 200: goalPlanSchema };

  r.get(
    '/users/goals/plan',
    route('member', {
      summary: 'A goal as a plan: progress per skill, notes, the date and the projection',
      querystring: z.object({ user_id: id, career_track_id: id }),
      response: plan,
    }),
    (request) =>
      goalPlan.plan(actorOf(request), request.query.user_id, request.query.career_track_id, request.language),
  );

  r.put(
    '/users/current/me/goals/:career_track_id/skills/:skill_id/progress',
    route('member', {
      summary: 'Mark a skill of one’s goal to learn, learning, done or skipped',
      params: goalSkill,
      body: goalProgressInputSchema,
      response: plan,
    }),
    (request) => goalPlan.setProgress(...onSkill(request), request.body, request.language),
  );

  r.put(
    '/users/current/me/goals/:career_track_id/skills/:skill_id/notes',
    route('member', {
      summary: 'One’s own note and links on a skill of one’s goal',
      params: goalSkill,
      body: goalNotesInputSchema,
      response: plan,
    }),
    (request) => goalPlan.setNotes(...onSkill(request), request.body, request.language),
  );

  r.put(
    '/users/current/me/goals/:career_track_id/schedule',
    route('member', {
      summary: 'The target date and hours a week of one’s goal',
      params: z.object({ career_track_id: id }),
      body: goalScheduleInputSchema,
      response: plan,
    }),
    (request) => goalPlan.setSchedule(actorOf(request), request.params.career_track_id, request.body, request.language),
  );
}
