import {
  notificationPageSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  unreadCountSchema,
} from '@ladder/shared/schemas/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { paging, pagingBody, pagingQuery, routeOptions } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import { byIp } from '../../plugins/rate-limit';
import type { NotificationStreams } from './notification-streams';
import type { NotificationsService } from './notifications.service';

const BASE = '/users/current/me/notifications';

export async function notificationsRoutes(
  app: FastifyInstance,
  options: { notifications: NotificationsService; streams: NotificationStreams },
) {
  const { notifications, streams } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = routeOptions(app, 'notifications');

  r.post(
    BASE,
    route(
      'member',
      {
        summary: 'My notifications, the group that grew last first',
        querystring: pagingQuery,
        body: pagingBody,
        response: { 200: notificationPageSchema },
      },
      { readOnly: true, fast: true },
    ),
    (request) => notifications.page(actorOf(request), paging(request.query, request.body)),
  );

  r.get(`${BASE}/unread-count`, route('member', { response: { 200: unreadCountSchema } }), (request) =>
    notifications.unread(actorOf(request)),
  );

  r.post(
    `${BASE}/:notification_id/read`,
    route('member', {
      params: z.object({ notification_id: z.string().max(100) }),
      response: { 200: unreadCountSchema },
    }),
    (request) => notifications.markRead(actorOf(request), request.params.notification_id),
  );

  r.post(`${BASE}/read-all`, route('member', { response: { 200: unreadCountSchema } }), (request) =>
    notifications.markAllRead(actorOf(request)),
  );

  r.get(
    '/users/current/me/notification-settings',
    route('member', { response: { 200: notificationSettingsSchema } }),
    (request) => notifications.settings(actorOf(request)),
  );

  r.put(
    '/users/current/me/notification-settings',
    route('member', { body: notificationSettingsInputSchema, response: { 200: notificationSettingsSchema } }),
    (request) => notifications.saveSettings(actorOf(request), request.body),
  );

  r.get(
    `${BASE}/stream`,
    route(
      'member',
      { summary: 'Server-Sent Events: `unread` with the unread count, at once and at every change' },
      // Each event must leave at once: never buffered by compression.
      { compress: false },
    ),
    (request, reply) => {
      // A draining instance takes no new stream: the browser retries, through the balancer.
      if (app.traffic.isDraining) throw new AppError('UNAVAILABLE');
      // Gone while it was authenticated: no slot for a client that will not read.
      if (reply.raw.destroyed) return reply;
      const who = { userId: actorOf(request).id, sessionId: request.sessionId ?? '', address: byIp(request) };
      const stream = streams.open(who, (end) => reply.raw.once('close', end));
      if (!stream) {
        void reply.header('retry-after', String(streams.limits.retryAfterSeconds));
        throw new AppError('STREAM_LIMIT_REACHED');
      }
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
