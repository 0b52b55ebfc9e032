import type { FastifyBaseLogger } from 'fastify';
import { createReadCaches, type ReadCaches } from './cache/read-caches';
import type { Config } from './config';
import type { Db } from './db/client';
import { createOidcClient } from './lib/oidc';
import type { Mailer } from './mail/mailer';
import type { LikeTelling } from './modules/notifications/like-telling';
import { createAuthService } from './modules/auth/auth.service';
import { createExternalAuthService } from './modules/auth/external-auth.service';
import { createOneTimeTokensService } from './modules/auth/one-time-tokens.service';
import { createSessionsService } from './modules/auth/sessions.service';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service';
import { createCareerTracksService } from './modules/career-tracks/career-tracks.service';
import { createIndustriesService } from './modules/career-tracks/industries.service';
import { createSkillsService } from './modules/career-tracks/skills.service';
import { createCommentsService } from './modules/comments/comments.service';
import { createFollowsService } from './modules/follows/follows.service';
import { createSearchService } from './modules/search/search.service';
import { createSharingService } from './modules/sharing/sharing.service';
import { createShareCardsService } from './modules/sharing/share-cards.service';
import { createGrowthService } from './modules/growth/growth.service';
import { createGoalNudgeService } from './modules/growth/goal-nudge.service';
import { createProfileService } from './modules/profile/profile.service';
import { createEndorsementsService } from './modules/profile/endorsements.service';
import { createWorkplaceVerificationService } from './modules/profile/workplace-verification.service';
import { createSkillEvidenceService } from './modules/profile/skill-evidence.service';
import { createGoalPlanService } from './modules/growth/goal-plan.service';
import { createGoalSharesService } from './modules/growth/goal-shares.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createInteractionsService } from './modules/interactions/interactions.service';
import { createPostsPresenter } from './modules/posts/posts.presenter';
import { createPostsService } from './modules/posts/posts.service';
import { createTimelineService } from './modules/posts/timeline.service';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createUsersPresenter } from './modules/users/users.presenter';
import { createUsersService } from './modules/users/users.service';
import { createAccountDeletionService } from './modules/users/account-deletion.service';
import { createDataExportService } from './modules/users/data-export.service';
import { createPhoneVerificationService } from './modules/users/phone-verification.service';
import { createPrivacyService } from './modules/users/privacy.service';
import { createBlocksService } from './modules/safety/blocks.service';
import { createReportsService } from './modules/safety/reports.service';
import { createModerationService } from './modules/safety/moderation.service';
import { createMutesService } from './modules/safety/mutes.service';
import { fileSmsTransport, httpSmsTransport } from './sms/transports';
import path from 'node:path';
import type { MediaStore } from './storage/media-store';

/**
 * Every service, each given only what it uses. The app's routes and the demo-data seeder
 * both work through these, so seeded data obeys the same rules (counters, timelines).
 */
export function createServices(
  config: Readonly<Config> & { jwtSecret: string },
  deps: {
    db: Db;
    mailer: Mailer;
    likeTelling: Pick<LikeTelling, 'soon'>;
    media: MediaStore;
    log: FastifyBaseLogger;
    caches?: ReadCaches;
  },
) {
  // Without the API's caches (the demo seeder), reads go to the database.
  const { db, mailer, likeTelling, media, log, caches = createReadCaches(null) } = deps;
  const sessions = createSessionsService({ db, jwtSecret: config.jwtSecret, caches });
  const tokens = createOneTimeTokensService();
  const subscriptions = createSubscriptionsService({ db, trackLimit: config.careerTrackLimit });
  const users = createUsersService({
    db,
    presenter: createUsersPresenter(media.url, config.phone.required),
    sessions,
    plans: subscriptions,
  });
  // SMS through the provider when configured, else into files for development (docs/api/phone.md).
  const { smsUrl, smsToken } = config.phone;
  const sms =
    smsUrl && smsToken ? httpSmsTransport(smsUrl, smsToken) : fileSmsTransport(path.join(config.dataDir, 'sms-outbox'));
  const phone = createPhoneVerificationService({
    db,
    sms,
    secret: config.jwtSecret,
    users,
    log,
    limits: { scale: config.rateLimitScale, hourlyBudget: config.phone.smsHourlyBudget },
  });
  const auth = createAuthService({ db, publicUrl: config.publicUrl, mailer, users, sessions, tokens });
  const external = createExternalAuthService({
    db,
    publicUrl: config.publicUrl,
    users,
    sessions,
    tokens,
    log,
    providers: {
      ...(config.google
        ? {
            google: createOidcClient({
              issuer: config.google.issuer,
              clientId: config.google.clientId,
              // Google signs its ID tokens with either spelling of its issuer.
              issuerAliases: config.google.issuer === 'https://accounts.google.com' ? ['accounts.google.com'] : [],
            }),
          }
        : {}),
      ...(config.linkedin
        ? {
            linkedin: {
              ...createOidcClient({
                issuer: config.linkedin.issuer,
                clientId: config.linkedin.clientId,
                clientSecret: config.linkedin.clientSecret,
              }),
              clientId: config.linkedin.clientId,
            },
          }
        : {}),
    },
  });
  const privacy = createPrivacyService({ db });
  const posts = createPostsService({
    db,
    presenter: createPostsPresenter(media.url),
    media,
    log,
    caches,
    privacy,
    newAccountHours: config.newAccountHours,
  });
  const interactions = createInteractionsService({ db, posts, likeTelling, mediaUrl: media.url });
  const comments = createCommentsService({ db, posts, mediaUrl: media.url, newAccountHours: config.newAccountHours });
  const industries = createIndustriesService({ db });
  const skills = createSkillsService({ db });
  const careerTracks = createCareerTracksService({
    db,
    posts,
    mediaUrl: media.url,
    outdatedVoteDays: config.outdatedVoteDays,
    trackLimit: config.careerTrackLimit,
  });
  const follows = createFollowsService({ db, timeline: createTimelineService(), mediaUrl: media.url, privacy });
  const search = createSearchService({
    db,
    mediaUrl: media.url,
    caches,
    countPosts: (viewerId, term, reach) => posts.countMatching(viewerId, term, reach),
  });
  const blocks = createBlocksService({ db, follows });
  const reports = createReportsService({ db });
  const moderation = createModerationService({ db, users, skills, media, log });
  const mutes = createMutesService({ db });
  const goalShares = createGoalSharesService({ db });
  const growth = createGrowthService({ db, users, careerTracks, privacy, goalShares, media, log });
  const goalPlan = createGoalPlanService({ db, users, careerTracks, goalShares });
  const goalNudge = createGoalNudgeService({ db, mailer, publicUrl: config.publicUrl, secret: config.jwtSecret });
  const workplaceVerification = createWorkplaceVerificationService({
    db,
    mailer,
    secret: config.jwtSecret,
    scale: config.rateLimitScale,
  });
  const profile = createProfileService({ db, users, media, log });
  const skillEvidence = createSkillEvidenceService({ db, users, media, log });
  const uploads = createUploadsService({ posts, users, profile, evidence: skillEvidence, media, log });
  const endorsements = createEndorsementsService({
    db,
    users,
    mediaUrl: media.url,
    minAccountDays: config.endorserMinAccountDays,
  });
  const sharing = createSharingService({ db, mediaUrl: media.url });
  const shareCards = createShareCardsService({ db, media, sharing, posts, log });
  const notifications = createNotificationsService({ db, mailer, publicUrl: config.publicUrl, mediaUrl: media.url });
  const accountDeletion = createAccountDeletionService({
    db,
    sessions,
    media,
    log,
    mailer,
    publicUrl: config.publicUrl,
    graceDays: config.accountDeletionGraceDays,
    confirmExternal: (actor, proof) => external.confirm(actor, proof),
  });
  const dataExports = createDataExportService({
    db,
    media,
    mailer,
    log,
    publicUrl: config.publicUrl,
    tmpDir: path.join(config.dataDir, 'exports'),
  });
  return {
    blocks,
    reports,
    moderation,
    mutes,
    sessions,
    tokens,
    users,
    phone,
    privacy,
    auth,
    external,
    posts,
    interactions,
    comments,
    uploads,
    skillEvidence,
    industries,
    skills,
    careerTracks,
    follows,
    subscriptions,
    search,
    growth,
    goalPlan,
    goalShares,
    goalNudge,
    profile,
    workplaceVerification,
    endorsements,
    sharing,
    shareCards,
    notifications,
    accountDeletion,
    dataExports,
  };
}

export type Services = ReturnType<typeof createServices>;
