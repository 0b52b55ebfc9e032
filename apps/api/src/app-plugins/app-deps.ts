import type { FastifyServerOptions, RouteOptions } from 'fastify';
import type { ReadCaches } from '../cache/read-caches';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { LikeTelling, LikeTellingTimes } from '../modules/notifications/like-telling';
import type { MailTransport } from '../mail/transports';
import type { GoalNudgeService } from '../modules/growth/goal-nudge.service';
import type { NotificationStreams, StreamLimits } from '../modules/notifications/notification-streams';
import type { PushSender } from '../modules/push/push-sender';
import type { PushService } from '../modules/push/push.service';
import type { MediaStore } from '../storage/media-store';

/** What `buildApp` is given besides its settings: the database, and what tests replace. */
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
  /** When likes are told other than LIKE_TELLING_TIMES (a test that holds them until it asks). */
  likeTellingTimes?: LikeTellingTimes;
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
    /** Push subscriptions and the server's public key, for the push routes. */
    push: PushService;
    /** Tells the waiting likes to their authors in batches; tests wait for it with `idle()`. */
    likeTelling: LikeTelling;
    /** Sends the queued Web Push messages; tests wait for it with `idle()`. */
    pushSender: PushSender;
    /** Open live-notification streams; the shutdown ends them before draining (server.ts). */
    notificationStreams: NotificationStreams;
  }
}
