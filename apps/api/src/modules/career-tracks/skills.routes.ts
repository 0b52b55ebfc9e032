import {
  newSkillSchema,
  skillCategorySchema,
  skillInputSchema,
  skillSchema,
} from '@ladder/shared/schemas/career-tracks';
import { pageOf } from '@ladder/shared/schemas/posts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paging, pagingBody, pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { SkillsService } from './skills.service';

const id = z.string().max(100);

/** Skills and their categories: read by anyone, added by members, renamed by superusers (docs/api/people-and-career-tracks.md). */
export async function skillsRoutes(app: FastifyInstance, options: { skills: SkillsService }) {
  const { skills } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'skills');

  r.get('/skill-categories', route('public', { response: { 200: z.array(skillCategorySchema) } }), (request) =>
    skills.categories(request.language),
  );

  r.post(
    '/skills/get',
    route(
      'public',
      {
        summary: 'Skills; with industry_id its suggested ones come first',
        querystring: pagingQuery.extend({
          keywords: z.string().max(1000).optional(),
          industry_id: id.optional(),
        }),
        body: pagingBody,
        response: { 200: pageOf(skillSchema) },
      },
      { readOnly: true, fast: true },
    ),
    (request) =>
      skills.page(request.language, {
        ...paging(request.query, request.body),
        keywords: request.query.keywords,
        industry_id: request.query.industry_id,
      }),
  );

  r.get(
    '/skills',
    route('public', { querystring: z.object({ skill_id: id }), response: { 200: skillSchema } }),
    (request) => skills.get(request.language, request.query.skill_id),
  );

  r.post('/skills', route('member', { body: newSkillSchema, response: { 201: skillSchema } }), async (request, reply) =>
    reply.status(201).send(await skills.create(actorOf(request), request.language, request.body)),
  );

  // Open to signed-in members; the service lets superusers alone through (as industries).
  r.put(
    '/skills/:skill_id',
    route('member', {
      summary: 'Superusers only: the skill’s name in English and Vietnamese',
      params: z.object({ skill_id: id }),
      body: skillInputSchema,
      response: { 200: skillSchema },
    }),
    (request) => skills.update(actorOf(request), request.language, request.params.skill_id, request.body),
  );
}
