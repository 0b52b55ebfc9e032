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
import { bearer, fastSerializer, paging, pagingBody, pagingQuery } from '../../lib/route-helpers';
import { actorOf } from '../../plugins/auth';
import type { NotificationStreams } from './notification-streams';
import type { NotificationsService } from './notifications.service';

const BASE = '/users/current/me/notifications';

export async function notificationsRoutes(
  app: FastifyInstance,
  options: { notifications: NotificationsService; streams: NotificationStreams },
) {
  const { notifications, streams } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { preHandler: app.requireUser };
  const tags = ['notifications'];

  r.post(
    BASE,
    {
      schema: {
        tags,
        security: bearer,
        summary: 'My notifications, the group that grew last first',
        querystring: pagingQuery,
        body: pagingBody,
        response: { 200: notificationPageSchema },
      },
      ...member,
      ...fastSerializer,
    },
    (request) => notifications.page(actorOf(request), paging(request.query, request.body)),
  );

  r.get(
    `${BASE}/unread-count`,
    { schema: { tags, security: bearer, response: { 200: unreadCountSchema } }, ...member },
    (request) => notifications.unread(actorOf(request)),
  );

  r.post(
    `${BASE}/:notification_id/read`,
    {
      schema: {
        tags,
        security: bearer,
        params: z.object({ notification_id: z.string().max(100) }),
        response: { 200: unreadCountSchema },
      },
      ...member,
    },
    (request) => notifications.markRead(actorOf(request), request.params.notification_id),
  );

  r.post(
    `${BASE}/read-all`,
    { schema: { tags, security: bearer, response: { 200: unreadCountSchema } }, ...member },
    (request) => notifications.markAllRead(actorOf(request)),
  );

  r.get(
    '/users/current/me/notification-settings',
    { schema: { tags, security: bearer, response: { 200: notificationSettingsSchema } }, ...member },
    (request) => notifications.settings(actorOf(request)),
  );

  r.put(
    '/users/current/me/notification-settings',
    {
      schema: {
        tags,
        security: bearer,
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsSchema },
      },
      ...member,
    },
    (request) => notifications.saveSettings(actorOf(request), request.body),
  );

  r.get(
    `${BASE}/stream`,
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Server-Sent Events: `unread` with the unread count, at once and at every change',
      },
      ...member,
      // Each event must leave at once: never buffered by compression.
      compress: false,
    },
    (request, reply) => {
      // A draining instance takes no new stream: the browser retries, through the balancer.
      if (app.traffic.isDraining) throw new AppError('UNAVAILABLE');
      const stream = streams.open(actorOf(request).id, (end) => request.raw.on('close', end));
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
}
