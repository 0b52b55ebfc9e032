import { tokenSchema } from '@ladder/shared/schemas/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeOptions } from '../../lib/route-helpers';
import type { ExternalAuthService } from './external-auth.service';

const startAnswer = z.union([
  z.object({ signin_with: z.literal('google'), nonce: z.string() }),
  z.object({
    signin_with: z.literal('linkedin'),
    nonce: z.string(),
    state: z.string(),
    authorization_url: z.string(),
    redirect_uri: z.string(),
  }),
]);

export async function externalAuthRoutes(app: FastifyInstance, options: { external: ExternalAuthService }) {
  const { external } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'auth');

  r.post(
    '/login/external/start',
    route(
      'public',
      {
        summary: 'Begin a Google or LinkedIn sign-in: a nonce, and for LinkedIn the state and authorization URL',
        body: z.object({ signin_with: z.enum(['google', 'linkedin']) }),
        response: { 200: startAnswer },
      },
      { limit: 'login' },
    ),
    (request) => external.start(request.body.signin_with),
  );

  r.post(
    '/login/external',
    route(
      'public',
      {
        summary:
          'Finish a Google (ID token) or LinkedIn (authorization code) sign-in, verified on the server; one that creates an account needs "consent": true (docs/api/consent.md)',
        body: z.unknown(),
        response: { 200: tokenSchema },
      },
      { limit: 'login' },
    ),
    (request) => external.login(request.body, request.language, request.headers['user-agent']),
  );
}
