import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import path from 'node:path';
import zlib from 'node:zlib';
import { createReadCaches, type ReadCaches } from './cache/read-caches';
import { zodSchemaController } from './lib/zod-compilers';
import {
  createNotificationStreams,
  type NotificationStreams,
  type StreamLimits,
} from './modules/notifications/notification-streams';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { fastifyTrustProxy, type Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './mail/mailer';
import { outboxTransport, smtpTransport, type MailTransport } from './mail/transports';
import { PRIVACY_POLICY_VERSION, type Language } from '@ladder/shared/constants';
import { authRoutes } from './modules/auth/auth.routes';
import { externalAuthRoutes } from './modules/auth/external-auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { phoneVerificationRoutes } from './modules/users/phone-verification.routes';
import { privacyRoutes } from './modules/users/privacy.routes';
import authPlugin from './plugins/auth';
import errorsPlugin, { sendError } from './plugins/errors';
import webPlugin from './plugins/web';
import { createPageHtml } from './plugins/web-pages';
import { createPageDrawing, pagePreferences } from './plugins/page-drawing';
import { createSharedPages, type SharedPage } from './modules/sharing/shared-pages';
import type { Viewer } from './modules/users/actor';
import { AppError } from './lib/app-error';
import { logError, logRequest } from './lib/log-redaction';
import { observabilityPlugin, requestIdGenerator, requestIdMixin } from './plugins/observability';
import languagePlugin from './plugins/language';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import { createMediaStore, isExportKey, type MediaStore } from './storage/media-store';
import { createServices } from './services';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { MAX_MEDIA_BYTES, MAX_MEDIA_PER_POST } from '@ladder/shared/schemas/posts';
import { postsRoutes } from './modules/posts/posts.routes';
import { interactionsRoutes } from './modules/interactions/interactions.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { careerTracksRoutes } from './modules/career-tracks/career-tracks.routes';
import { industriesRoutes } from './modules/career-tracks/industries.routes';
import { skillsRoutes } from './modules/career-tracks/skills.routes';
import { followsRoutes } from './modules/follows/follows.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { searchRoutes } from './modules/search/search.routes';
import { growthRoutes } from './modules/growth/growth.routes';
import { goalPlanRoutes } from './modules/growth/goal-plan.routes';
import { goalNudgeRoutes } from './modules/growth/goal-nudge.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { createPushSender, type PushSender } from './modules/push/push-sender';
import { pushRoutes } from './modules/push/push.routes';
import webManifestPlugin from './plugins/web-manifest';
import { createPushService } from './modules/push/push.service';
import { vapidKeys } from './modules/push/vapid';
import type { GoalNudgeService } from './modules/growth/goal-nudge.service';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { sharingPagesRoutes } from './modules/sharing/sharing-pages.routes';
import { embedRoutes } from './modules/sharing/embed.routes';
import { safetyRoutes } from './modules/safety/safety.routes';
import { moderationRoutes } from './modules/safety/moderation.routes';

export interface AppDeps {
  database: Database;
  /** Where mail goes: defaults to SMTP when configured, else .eml files under DATA_DIR/outbox. */
  mailTransport?: MailTransport;
  /** Defaults to the S3 bucket when configured, else DATA_DIR/media. */
  media?: MediaStore;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go when `logger` is not given (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** The built web app (apps/web/dist) to serve at /, with history fallback to index.html. */
  webRoot?: string;
  /** The web app's server renderer (default: dist-server/entry-server.js beside `webRoot`). */
  pageRenderer?: string;
  /** Told of every route as it is added: the authorization matrix test reads the whole table. */
  onRoute?: (route: RouteOptions) => void;
  /** URLs per sitemap file other than 50,000 (a test's small site split into an index). */
  sitemapMaxUrls?: number;
  /** Live notification streams' limits other than NOTIFICATION_STREAM_LIMITS (a test's short lifetime). */
  streamLimits?: Partial<StreamLimits>;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    caches: ReadCaches;
    /** Requests being answered, and when the last one came: the shutdown drains them (server.ts). */
    traffic: { inFlight: number; lastAt: number; isDraining: boolean };
    mailer: Mailer;
    media: MediaStore;
    /** The hourly housekeeping (purges, plan endings, digests); tests run it on demand. */
    runHourlyWork: () => Promise<void>;
    /** The weekly goal nudges, run by the hourly work; tests run them at a chosen time. */
    goalNudges: Pick<GoalNudgeService, 'sendDue' | 'unsubscribeToken'>;
    /** Sends the queued Web Push messages; tests wait for it with `idle()`. */
    pushSender: PushSender;
    /** Open live-notification streams; the shutdown ends them before draining (server.ts). */
    notificationStreams: NotificationStreams;
  }
}

/** Plugins, then modules. It never listens: the server and the tests decide that. */
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

  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  // Google Identity Services (its script, button frame and styles) is allowed only when configured.
  const gis = config.google ? ['https://accounts.google.com/gsi/'] : [];
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...(config.google ? ['https://accounts.google.com/gsi/client'] : [])],
        'frame-src': ["'self'", ...gis],
        'style-src': ["'self'", "'unsafe-inline'", ...gis],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'media-src': ["'self'", 'blob:', 'https:', 'http:'],
        'connect-src': ["'self'", ...gis],
        // Only where the site itself is https: on plain http (a LAN address) it would send the
        // page's own scripts to an https port that does not answer.
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // GIS opens its popup with window.opener; same-origin would cut it off.
    crossOriginOpenerPolicy: config.google ? { policy: 'same-origin-allow-popups' } : { policy: 'same-origin' },
  });
  await app.register(cors, { origin: false });
  await app.register(formbody);
  // Limits here are the outer bound; the upload route sets the per-file ones (docs/product.md "Validation rules").
  await app.register(multipart, {
    limits: { fileSize: MAX_MEDIA_BYTES, files: MAX_MEDIA_PER_POST, fields: 5, parts: 10 },
  });
  if (media.kind === 'local') {
    await app.register(fastifyStatic, {
      root: path.resolve(config.dataDir, 'media'),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // A member's data export is theirs alone: served by its download route (docs/decisions/0039).
      allowedPath: (pathName) => !isExportKey(pathName.replace(/^\/+/, '')),
      // Keys are unique and never rewritten: cache for a year.
      immutable: true,
      maxAge: '365d',
    });
  }
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, scale: config.rateLimitScale });
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });

  // Sessions and feed pages are read from memory until a commit changes what they were built
  // from (docs/decisions/0011-read-caches.md). A request that may have written answers only
  // once this instance has applied its invalidations, so the member's next read sees the write.
  const caches = createReadCaches(deps.database, { isCaching: config.readCache });
  await caches.start();
  app.decorate('caches', caches);
  app.addHook('onClose', async () => caches.close());
  await app.register(observabilityPlugin, {
    metricsToken: config.metricsToken,
    database: deps.database,
    caches,
    mailer,
    moderationClock: () => services.moderation.clock(),
  });
  // Only a write that succeeded can have changed what caches hold: a refused request (401, 422,
  // 429...) sends nothing every instance would have to receive (docs/decisions/0020).
  const syncAfterWrites = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400) await caches.sync();
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    // A POST list (docs/api/conventions.md, "Lists") says it only reads, as GET does (lib/route-helpers.ts).
    const reads = methods.every((method) => method === 'GET' || method === 'HEAD') || route.config?.readOnly === true;
    if (reads) return;
    route.onSend = [...[route.onSend ?? []].flat(), syncAfterWrites];
  });

  const services = createServices(
    { ...config, jwtSecret },
    { db: deps.database.db, mailer, media, log: app.log, caches },
  );
  const { sessions, users, auth, external, posts, interactions, comments, uploads, follows, subscriptions, search } =
    services;

  await app.register(authPlugin, { sessions, isPhoneRequired: config.phone.required });

  // Registrations whose links all expired are removed at start and every hour (and before each
  // registration), so they squat neither an address nor a username (docs/decisions/0018).
  const purgeRegistrations = () =>
    auth
      .purgeExpiredRegistrations()
      .catch((err: unknown) => app.log.error({ err }, 'purging expired registrations failed'));
  // The hourly work also tells members whose plan ends within a week (once per plan), queues
  // the daily digests and the weekly goal nudges that are due (docs/api/notifications.md,
  // docs/api/goal-plan.md), erases the accounts whose
  // deletion is due (docs/decisions/0033-erasing-an-account.md), builds data exports a crash
  // left pending, removes day-old phone codes and erases removed content's 90-day evidence.
  const hourlyWork = async () => {
    const { notifications, accountDeletion, dataExports } = services;
    await Promise.all([
      purgeRegistrations(),
      dataExports.buildPending(),
      accountDeletion.eraseDue().catch((err: unknown) => app.log.error({ err }, 'erasing deleted accounts failed')),
      notifications.tellEndingPlans().catch((err: unknown) => app.log.error({ err }, 'telling ending plans failed')),
      notifications.sendDigests().catch((err: unknown) => app.log.error({ err }, 'queueing digests failed')),
      services.goalNudge.sendDue().catch((err: unknown) => app.log.error({ err }, 'queueing goal nudges failed')),
      services.phone.purgeOldCodes().catch((err: unknown) => app.log.error({ err }, 'purging phone codes failed')),
      services.moderation
        .eraseDueEvidence()
        .catch((err: unknown) => app.log.error({ err }, 'erasing moderation evidence failed')),
    ]);
  };
  app.decorate('runHourlyWork', hourlyWork);
  app.decorate('goalNudges', services.goalNudge);
  app.addHook('onReady', hourlyWork);
  const purgeTimer = setInterval(() => void hourlyWork(), 3600_000).unref();

  // Web Push: what a notification queued is sent by one instance (docs/decisions/0059-installable-app-and-web-push.md).
  const vapid = await vapidKeys(config.dataDir, config.push.vapid);
  const push = createPushService({
    db: deps.database.db,
    publicKey: vapid.publicKey,
    allowPrivateEndpoints: config.push.allowPrivateEndpoints,
  });
  const pushSender = createPushSender({
    db: deps.database.db,
    vapid,
    subject: config.push.subject,
    allowPrivateEndpoints: config.push.allowPrivateEndpoints,
    log: app.log,
    payloadOf: (id, language) => services.notifications.pushOf(id, language),
  });
  app.decorate('pushSender', pushSender);
  app.addHook('onClose', async () => pushSender.close());

  // Live notifications: Server-Sent Events fed by LISTEN on the database (every instance).
  const streams = createNotificationStreams({
    database: deps.database,
    caches,
    unread: async (userId) => (await services.notifications.unread({ id: userId })).unread,
    liveSessions: sessions.liveOf,
    ...(deps.streamLimits ? { limits: deps.streamLimits } : {}),
    log: app.log,
  });
  await streams.start();
  app.decorate('notificationStreams', streams);
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => streams.close());
  app.addHook('onClose', async () => clearInterval(purgeTimer));
  // An export being built finishes before the database closes.
  app.addHook('preClose', async () => services.dataExports.idle());

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  const traffic = { inFlight: 0, lastAt: 0, isDraining: false };
  app.decorate('traffic', traffic);
  // A request counts until its response closes: answered, or dropped by the client (a closed tab
  // ends a live stream that way, and Fastify runs no onResponse hook for it).
  app.addHook('onRequest', async (_request, reply) => {
    traffic.inFlight += 1;
    traffic.lastAt = Date.now();
    reply.raw.once('close', () => {
      traffic.inFlight -= 1;
    });
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    // A draining instance tells its load balancer to send nothing new.
    if (traffic.isDraining) return reply.status(503).send({ status: 'draining' });
    try {
      await deps.database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  // The sign-in providers and the data controller, as the API answers them and the pages carry them.
  const providers = {
    google: config.google ? { client_id: config.google.clientId } : null,
    linkedin: config.linkedin ? { client_id: config.linkedin.clientId } : null,
  };
  const legal = {
    controller_name: config.legal.controllerName,
    controller_address: config.legal.controllerAddress,
    contact_email: config.legal.contactEmail,
    support_email: config.legal.supportEmail,
    policy_version: PRIVACY_POLICY_VERSION,
  };
  await app.register(
    async (api) => {
      // JSON answers above 1 kB go compressed to a client that accepts it; brotli at quality 4
      // costs about as much CPU as gzip and is smaller (docs/architecture.md).
      await api.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      await api.register(authRoutes, {
        auth,
        users,
        providers,
      });
      await api.register(externalAuthRoutes, { external });
      await api.register(usersRoutes, {
        users,
        accountDeletion: services.accountDeletion,
        dataExports: services.dataExports,
        legal,
      });
      await api.register(phoneVerificationRoutes, { phone: services.phone });
      await api.register(privacyRoutes, { privacy: services.privacy });
      await api.register(postsRoutes, { posts });
      await api.register(interactionsRoutes, { interactions, posts });
      await api.register(commentsRoutes, { comments });
      await api.register(uploadsRoutes, { uploads });
      await api.register(industriesRoutes, { industries: services.industries });
      await api.register(skillsRoutes, { skills: services.skills });
      await api.register(careerTracksRoutes, { careerTracks: services.careerTracks });
      await api.register(followsRoutes, { follows });
      await api.register(subscriptionsRoutes, { subscriptions });
      await api.register(searchRoutes, { search });
      await api.register(growthRoutes, { growth: services.growth });
      await api.register(goalPlanRoutes, { goalPlan: services.goalPlan });
      await api.register(goalNudgeRoutes, { goalNudge: services.goalNudge });
      await api.register(profileRoutes, { profile: services.profile });
      await api.register(sharingRoutes, { sharing: services.sharing });
      await api.register(notificationsRoutes, { notifications: services.notifications, streams });
      await api.register(pushRoutes, { push });
      await api.register(safetyRoutes, {
        blocks: services.blocks,
        reports: services.reports,
        mutes: services.mutes,
      });
      await api.register(moderationRoutes, { moderation: services.moderation });
    },
    { prefix: '/api/v1' },
  );

  // Card images, /robots.txt and the sitemap: what link crawlers read besides the pages.
  await app.register(sharingPagesRoutes, {
    sharing: services.sharing,
    cards: services.shareCards,
    origin: config.publicUrl,
    ...(deps.sitemapMaxUrls ? { sitemapMaxUrls: deps.sitemapMaxUrls } : {}),
  });
  // The one page any site may frame: a shared track's card, and its oEmbed (embed.routes.ts).
  await app.register(embedRoutes, { sharing: services.sharing, origin: config.publicUrl });
  await app.register(webManifestPlugin);
  if (deps.webRoot) await app.register(webPlugin, { root: deps.webRoot });
  // A page of the app is index.html in the browser's language and theme, with the chunks of its
  // first screen preloaded; a visitor's first screens are drawn by React (web-pages.ts).
  const pageHtml = deps.webRoot
    ? createPageHtml(
        deps.webRoot,
        createPageDrawing(
          deps.pageRenderer ?? path.join(deps.webRoot, '..', 'dist-server', 'entry-server.js'),
          app.log,
        ),
      )
    : null;
  // What the server knows of a first screen is drawn with it and travels in the page: a shared
  // track, member or post as a visitor sees it, with its link-preview tags (modules/sharing), the
  // legal settings, the sign-in providers.
  const sharedPages = createSharedPages({ sharing: services.sharing, posts, origin: config.publicUrl });
  const firstScreen = async (pathname: string, language: Language, viewer: Viewer): Promise<SharedPage | undefined> => {
    const shared = await sharedPages(pathname, language, viewer);
    if (shared) return shared;
    if (/^\/(privacy-policy|user-agreement|cookie-policy|about|accessibility|house)$/.test(pathname))
      return { data: { legal } };
    if (/^\/(login|register)?$/.test(pathname)) return { data: { providers } };
    if (pathname === '/transparency') {
      // Without its counts (the database failing) the page is drawn loading, and the app asks again.
      const transparency = await services.moderation.transparency().catch(() => undefined);
      return transparency ? { data: { transparency } } : undefined;
    }
    return undefined;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(request.url);
    if (deps.webRoot && isPage && pageHtml) {
      const url = new URL(request.url, config.publicUrl);
      const preferences = pagePreferences(request.headers, url);
      // A page request with a bearer token names its viewer (a block hides a shared item); a bad one is a visitor's.
      await app.optionalUser.call(app, request, reply).catch(() => undefined);
      const screen = await firstScreen(url.pathname, preferences.language, request.actor);
      const page = await pageHtml({
        url,
        acceptEncoding: String(request.headers['accept-encoding'] ?? ''),
        preferences,
        ...(screen?.data ? { data: screen.data } : {}),
        ...(screen?.head ? { head: screen.head } : {}),
      });
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply
        .status(screen?.status ?? 200)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language, cookie')
        .type('text/html; charset=utf-8')
        .send(page.body);
    }
    if (deps.webRoot && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(request, reply, new AppError('NOT_FOUND'));
  });

  return app;
}
