import Fastify, { type FastifyInstance } from 'fastify';
import path from 'node:path';
import apiRoutes from './app-plugins/api-routes';
import type { AppDeps } from './app-plugins/app-deps';
import cacheSync from './app-plugins/cache-sync';
import health from './app-plugins/health';
import hourlyWork from './app-plugins/hourly-work';
import httpBasics from './app-plugins/http-basics';
import pages from './app-plugins/pages';
import pushAndStreams from './app-plugins/push-and-streams';
import { legalOf, providersOf } from './app-plugins/site-facts';
import { createReadCaches } from './cache/read-caches';
import { fastifyTrustProxy, type Config } from './config';
import { AppError } from './lib/app-error';
import { logError, logRequest } from './lib/log-redaction';
import { zodSchemaController } from './lib/zod-compilers';
import { createMailer } from './mail/mailer';
import { createLikeTelling, LIKE_TELLING_TIMES } from './modules/notifications/like-telling';
import { outboxTransport, smtpTransport } from './mail/transports';
import authPlugin from './plugins/auth';
import errorsPlugin, { sendError } from './plugins/errors';
import languagePlugin from './plugins/language';
import { observabilityPlugin, requestIdGenerator, requestIdMixin } from './plugins/observability';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import { createServices } from './services';
import { createMediaStore } from './storage/media-store';

export type { AppDeps } from './app-plugins/app-deps';

/**
 * The app, from its plugins (src/app-plugins/ and src/plugins/) in the order they must run: the
 * request's language and errors, headers and bodies, limits, caches, metrics, the member, the
 * hourly work, push and live notifications, health, the API, then the pages. It never listens:
 * the server and the tests decide that.
 */
export async function buildApp(config: Readonly<Config>, deps: AppDeps): Promise<FastifyInstance> {
  const { jwtSecret } = config;
  if (!jwtSecret) throw new Error('buildApp needs config.jwtSecret');
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      serializers: { req: logRequest, err: logError, error: logError },
      mixin: requestIdMixin,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdGenerator(fastifyTrustProxy(config.trustProxy)),
    bodyLimit: 1024 * 1024,
    // close() ends every connection: the shutdown drains requests first (server.ts), and a live
    // notification stream would otherwise hold the close open.
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A path the router cannot decode (not UTF-8 once its %-escapes are read) is answered in
    // our error format, like every other bad request (docs/reliability.md, found by the fuzz).
    frameworkErrors: (_error, request, reply) => void sendError(request, reply, new AppError('BAD_REQUEST')),
    schemaController: zodSchemaController,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const transport =
    deps.mailTransport ??
    (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : outboxTransport(path.join(config.dataDir, 'outbox')));
  const mailer = createMailer({
    db: deps.database.db,
    transport,
    from: config.mail.from,
    log: app.log,
    leaseSeconds: config.mail.leaseSeconds,
  });
  const media = deps.media ?? createMediaStore(config);
  app.decorate('database', deps.database);
  app.decorate('mailer', mailer);
  app.decorate('media', media);
  app.addHook('onClose', async () => mailer.close());
  const likeTelling = createLikeTelling({
    db: deps.database.db,
    log: app.log,
    times: deps.likeTellingTimes ?? LIKE_TELLING_TIMES,
  });
  app.decorate('likeTelling', likeTelling);
  app.addHook('onClose', async () => likeTelling.close());

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(httpBasics, { config, media });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, scale: config.rateLimitScale });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  const caches = createReadCaches(deps.database, { isCaching: config.readCache });
  await app.register(cacheSync, { caches });
  const services = createServices(
    { ...config, jwtSecret },
    { db: deps.database.db, mailer, likeTelling, media, log: app.log, caches },
  );
  await app.register(observabilityPlugin, {
    metricsToken: config.metricsToken,
    database: deps.database,
    caches,
    mailer,
    moderationClock: () => services.moderation.clock(),
  });
  await app.register(authPlugin, { sessions: services.sessions, isPhoneRequired: config.phone.required });
  await app.register(hourlyWork, { services });
  await app.register(pushAndStreams, { config, database: deps.database, services, streamLimits: deps.streamLimits });
  await app.register(health, { database: deps.database });

  const [legal, providers] = [legalOf(config), providersOf(config)];
  await app.register(apiRoutes, { prefix: '/api/v1', services, legal, providers });
  const { webRoot, pageRenderer, sitemapMaxUrls } = deps;
  await app.register(pages, { webRoot, pageRenderer, sitemapMaxUrls, config, services, legal, providers });
  return app;
}
