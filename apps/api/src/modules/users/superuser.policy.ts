import { AppError } from '../../lib/app-error';
import type { Actor } from './actor';

/**
 * What only a superuser may do (docs/architecture.md "Permissions"): edit the shared catalogs
 * (industries, skills) and moderate (modules/safety/moderation.policy.ts). The one place that
 * reads `is_superuser`; a superuser is made with
 * `npm run cli -- create-superuser EMAIL` (apps/api/src/cli/superuser.ts).
 */
export function isSuperuser(actor: Pick<Actor, 'is_superuser'> | null): boolean {
  return actor?.is_superuser === true;
}

/** A change to the shared catalogs: anyone else is refused (FORBIDDEN), as the catalogs are public. */
export function assertSuperuser(actor: Pick<Actor, 'is_superuser'>): void {
  if (!isSuperuser(actor)) throw new AppError('FORBIDDEN');
}
