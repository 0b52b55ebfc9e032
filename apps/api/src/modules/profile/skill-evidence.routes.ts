import {
  skillEvidenceInputSchema,
  skillEvidenceListSchema,
  skillEvidenceSchema,
} from '@ladder/shared/schemas/skill-evidence';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { SkillEvidenceService } from './skill-evidence.service';

const id = z.string().max(100);

/** Evidence on a member's skills (docs/api/profile.md "Evidence on a skill"); files come through /utils/upload-files. */
export async function skillEvidenceRoutes(app: FastifyInstance, options: { evidence: SkillEvidenceService }) {
  const { evidence } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'profile');

  r.get(
    '/users/:user_id/skills/:skill_id/evidence',
    route('visitor', {
      summary: 'The evidence on a member’s skill, for whoever may see their skills, oldest first',
      params: z.object({ user_id: id, skill_id: id }),
      response: { 200: skillEvidenceListSchema },
    }),
    (request) => evidence.list(request.actor, request.params.user_id, request.params.skill_id),
  );

  r.post(
    '/users/current/me/skills/:skill_id/evidence',
    route('member', {
      summary: 'Add a link as evidence on one of your skills (a file: upload to users/{id}/skills/{skill_id}/evidence)',
      params: z.object({ skill_id: id }),
      body: skillEvidenceInputSchema,
      response: { 201: skillEvidenceSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await evidence.add(actorOf(request), request.params.skill_id, request.body)),
  );

  r.delete(
    '/users/current/me/skill-evidence/:evidence_id',
    route('member', { params: z.object({ evidence_id: id }) }),
    async (request, reply) => {
      await evidence.remove(actorOf(request), request.params.evidence_id);
      return reply.status(204).send();
    },
  );
}
