import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Services } from '../services';

/**
 * The hourly housekeeping, run at start and every hour: registrations whose links all expired
 * are removed so they squat neither an address nor a username (docs/decisions/0018); members
 * whose plan ends within a week are told (once per plan); the daily digests and the weekly goal
 * nudges that are due are queued (docs/api/notifications.md, docs/api/goal-plan.md); accounts
 * whose deletion is due are erased (docs/decisions/0033-erasing-an-account.md); data exports a
 * crash left pending are built; day-old phone and workplace codes and removed content's 90-day evidence go.
 */
export default fp(async (app: FastifyInstance, { services }: { services: Services }) => {
  const { auth, notifications, accountDeletion, dataExports, goalNudge, phone, workplaceVerification, moderation } =
    services;
  const failed = (what: string) => (err: unknown) => app.log.error({ err }, `${what} failed`);
  const hourlyWork = async () => {
    await Promise.all([
      auth.purgeExpiredRegistrations().catch(failed('purging expired registrations')),
      dataExports.buildPending(),
      accountDeletion.eraseDue().catch(failed('erasing deleted accounts')),
      notifications.tellEndingPlans().catch(failed('telling ending plans')),
      notifications.sendDigests().catch(failed('queueing digests')),
      goalNudge.sendDue().catch(failed('queueing goal nudges')),
      phone.purgeOldCodes().catch(failed('purging phone codes')),
      workplaceVerification.purgeOldCodes().catch(failed('purging workplace codes')),
      moderation.eraseDueEvidence().catch(failed('erasing moderation evidence')),
    ]);
  };
  app.decorate('runHourlyWork', hourlyWork);
  app.decorate('goalNudges', goalNudge);
  app.addHook('onReady', hourlyWork);
  const timer = setInterval(() => void hourlyWork(), 3600_000).unref();
  app.addHook('onClose', async () => clearInterval(timer));
  // An export being built finishes before the database closes.
  app.addHook('preClose', async () => dataExports.idle());
});
