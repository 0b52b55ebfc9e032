import { privacySettingsInputSchema, privacySettingsSchema } from '@ladder/shared/schemas/privacy-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { PrivacyService } from './privacy.service';

/** Who sees one's follow lists, likes and comments, skills and goals (docs/api/people-and-career-tracks.md "Privacy settings"). */
export async function privacyRoutes(app: FastifyInstance, options: { privacy: PrivacyService }) {
  const { privacy } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'users');

  r.get(
    '/users/current/me/privacy',
    route('member', {
      summary: 'Who sees my follow lists, likes and comments, skills and goals',
      response: { 200: privacySettingsSchema },
    }),
    (request) => privacy.settings(actorOf(request)),
  );

  r.put(
    '/users/current/me/privacy',
    route('member', {
      summary: 'Change who sees any of them: everyone, members or only me',
      body: privacySettingsInputSchema,
      response: { 200: privacySettingsSchema },
    }),
    (request) => privacy.update(actorOf(request), request.body),
  );
}
