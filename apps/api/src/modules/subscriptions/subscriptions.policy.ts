import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/paging';
import type { Actor } from '../users/actor';

/**
 * Who may see and change a member's plan and subscriptions (docs/architecture.md "Permissions"):
 * the member themself. The path names the member, so anyone else is refused (FORBIDDEN).
 */
export function assertMayManagePlan(actor: Pick<Actor, 'id'>, userId: string): void {
  if (!isUuid(userId) || userId.toLowerCase() !== actor.id) throw new AppError('FORBIDDEN');
}
