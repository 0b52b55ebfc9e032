import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createNotificationStreams, type StreamLimits } from '../modules/notifications/notification-streams';
import { createPushSender } from '../modules/push/push-sender';
import { createPushService } from '../modules/push/push.service';
import { vapidKeys } from '../modules/push/vapid';
import type { Services } from '../services';

interface Options {
  config: Readonly<Config>;
  database: Database;
  services: Services;
  streamLimits?: Partial<StreamLimits> | undefined;
}

/**
 * How a notification reaches a member who is not looking: Web Push, sent by one instance from
 * its queue (docs/decisions/0059-installable-app-and-web-push.md), and live Server-Sent Events
 * fed by LISTEN on the database, on every instance.
 */
export default fp(async (app: FastifyInstance, { config, database, services, streamLimits }: Options) => {
  const vapid = await vapidKeys(config.dataDir, config.push.vapid);
  app.decorate(
    'push',
    createPushService({
      db: database.db,
      publicKey: vapid.publicKey,
      allowPrivateEndpoints: config.push.allowPrivateEndpoints,
    }),
  );
  const pushSender = createPushSender({
    db: database.db,
    vapid,
    subject: config.push.subject,
    allowPrivateEndpoints: config.push.allowPrivateEndpoints,
    log: app.log,
    payloadOf: (id, language) => services.notifications.pushOf(id, language),
  });
  app.decorate('pushSender', pushSender);
  app.addHook('onClose', async () => pushSender.close());

  const streams = createNotificationStreams({
    database,
    caches: app.caches,
    unread: async (userId) => (await services.notifications.unread({ id: userId })).unread,
    liveSessions: services.sessions.liveOf,
    ...(streamLimits ? { limits: streamLimits } : {}),
    log: app.log,
  });
  await streams.start();
  app.decorate('notificationStreams', streams);
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => streams.close());
});
