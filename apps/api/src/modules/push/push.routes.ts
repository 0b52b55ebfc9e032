import {
  pushEndpointSchema,
  pushKeySchema,
  pushSettingsInputSchema,
  pushSettingsSchema,
  pushSubscriptionInputSchema,
} from '@ladder/shared/schemas/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { PushService } from './push.service';

const SUBSCRIPTIONS = '/users/current/me/push-subscriptions';
const ok = z.object({ ok: z.literal(true) });

/** Web Push (docs/api/push.md). */
export async function pushRoutes(app: FastifyInstance, options: { push: PushService }) {
  const { push } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'push');

  r.get(
    '/push/key',
    route('public', { summary: 'The server’s VAPID public key, to subscribe with', response: { 200: pushKeySchema } }),
    () => push.publicKey(),
  );

  r.post(
    SUBSCRIPTIONS,
    route('member', {
      summary: 'Send pushes to this browser while this session is signed in',
      body: pushSubscriptionInputSchema,
      response: { 200: ok },
    }),
    async (request) => {
      if (!request.sessionId) throw new AppError('LOGIN_REQUIRED');
      await push.subscribe(actorOf(request), request.sessionId, request.body);
      return { ok: true as const };
    },
  );

  r.post(
    `${SUBSCRIPTIONS}/remove`,
    route('member', { summary: 'Stop pushes to this browser', body: pushEndpointSchema, response: { 200: ok } }),
    async (request) => {
      await push.unsubscribe(actorOf(request), request.body.endpoint);
      return { ok: true as const };
    },
  );

  r.get(
    '/users/current/me/push-settings',
    route('member', {
      summary: 'Which groups of notifications reach one’s phone',
      response: { 200: pushSettingsSchema },
    }),
    (request) => push.settings(actorOf(request)),
  );

  r.put(
    '/users/current/me/push-settings',
    route('member', {
      summary: 'Choose which groups of notifications reach one’s phone',
      body: pushSettingsInputSchema,
      response: { 200: pushSettingsSchema },
    }),
    (request) => push.saveSettings(actorOf(request), request.body),
  );
}
