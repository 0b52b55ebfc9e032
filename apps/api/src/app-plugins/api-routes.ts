import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';
import { authRoutes } from '../modules/auth/auth.routes';
import { externalAuthRoutes } from '../modules/auth/external-auth.routes';
import { careerTracksRoutes } from '../modules/career-tracks/career-tracks.routes';
import { industriesRoutes } from '../modules/career-tracks/industries.routes';
import { skillsRoutes } from '../modules/career-tracks/skills.routes';
import { commentsRoutes } from '../modules/comments/comments.routes';
import { followsRoutes } from '../modules/follows/follows.routes';
import { goalNudgeRoutes } from '../modules/growth/goal-nudge.routes';
import { goalPlanRoutes } from '../modules/growth/goal-plan.routes';
import { goalSharesRoutes } from '../modules/growth/goal-shares.routes';
import { growthRoutes } from '../modules/growth/growth.routes';
import { interactionsRoutes } from '../modules/interactions/interactions.routes';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { postsRoutes } from '../modules/posts/posts.routes';
import { profileRoutes } from '../modules/profile/profile.routes';
import { workplaceVerificationRoutes } from '../modules/profile/workplace-verification.routes';
import { endorsementsRoutes } from '../modules/profile/endorsements.routes';
import { skillEvidenceRoutes } from '../modules/profile/skill-evidence.routes';
import { pushRoutes } from '../modules/push/push.routes';
import { moderationRoutes } from '../modules/safety/moderation.routes';
import { safetyRoutes } from '../modules/safety/safety.routes';
import { searchRoutes } from '../modules/search/search.routes';
import { sharingRoutes } from '../modules/sharing/sharing.routes';
import { subscriptionsRoutes } from '../modules/subscriptions/subscriptions.routes';
import { uploadsRoutes } from '../modules/uploads/uploads.routes';
import { phoneVerificationRoutes } from '../modules/users/phone-verification.routes';
import { privacyRoutes } from '../modules/users/privacy.routes';
import { usersRoutes } from '../modules/users/users.routes';
import type { Services } from '../services';
import type { Legal, Providers } from './site-facts';

/** Every module's routes under /api/v1 (docs/api/), each given the services it calls. */
export default async function apiRoutes(
  api: FastifyInstance,
  { services, legal, providers }: { services: Services; legal: Legal; providers: Providers },
) {
  // JSON answers above 1 kB go compressed to a client that accepts it; brotli at quality 4
  // costs about as much CPU as gzip and is smaller (docs/architecture.md).
  await api.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const { users, posts } = services;
  await api.register(authRoutes, { auth: services.auth, users, providers });
  await api.register(externalAuthRoutes, { external: services.external });
  await api.register(usersRoutes, {
    users,
    accountDeletion: services.accountDeletion,
    dataExports: services.dataExports,
    legal,
  });
  await api.register(phoneVerificationRoutes, { phone: services.phone });
  await api.register(privacyRoutes, { privacy: services.privacy });
  await api.register(postsRoutes, { posts });
  await api.register(interactionsRoutes, { interactions: services.interactions, posts });
  await api.register(commentsRoutes, { comments: services.comments });
  await api.register(uploadsRoutes, { uploads: services.uploads });
  await api.register(industriesRoutes, { industries: services.industries });
  await api.register(skillsRoutes, { skills: services.skills });
  await api.register(careerTracksRoutes, { careerTracks: services.careerTracks });
  await api.register(followsRoutes, { follows: services.follows });
  await api.register(subscriptionsRoutes, { subscriptions: services.subscriptions });
  await api.register(searchRoutes, { search: services.search });
  await api.register(growthRoutes, { growth: services.growth });
  await api.register(goalPlanRoutes, { goalPlan: services.goalPlan });
  await api.register(goalNudgeRoutes, { goalNudge: services.goalNudge });
  await api.register(goalSharesRoutes, { goalShares: services.goalShares });
  await api.register(profileRoutes, { profile: services.profile });
  await api.register(workplaceVerificationRoutes, { verification: services.workplaceVerification });
  await api.register(endorsementsRoutes, { endorsements: services.endorsements });
  await api.register(skillEvidenceRoutes, { evidence: services.skillEvidence });
  await api.register(sharingRoutes, { sharing: services.sharing });
  await api.register(notificationsRoutes, { notifications: services.notifications, streams: api.notificationStreams });
  await api.register(pushRoutes, { push: api.push });
  await api.register(safetyRoutes, { blocks: services.blocks, reports: services.reports, mutes: services.mutes });
  await api.register(moderationRoutes, { moderation: services.moderation });
}
