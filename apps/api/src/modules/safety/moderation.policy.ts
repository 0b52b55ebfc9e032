import { AppError } from '../../lib/app-error';
import type { Actor } from '../users/actor';
import { isSuperuser } from '../users/superuser.policy';

/**
 * Who may moderate, report and appeal (docs/architecture.md "Permissions"; docs/product.md
 * "Reports, blocks and moderation"). The queue is a superuser's; to anyone else it is not there
 * (NOT_FOUND). A decision is its author's to read and appeal; to anyone else DECISION_NOT_FOUND.
 * What a moderator hid or removed is left out where rows are read (db/visibility.ts `notHiddenFor`).
 */

/** The moderator reading or deciding the queue; anyone else, or a visitor: NOT_FOUND. */
export function assertModerator(viewer: Actor | null): Actor {
  if (!viewer || !isSuperuser(viewer)) throw new AppError('NOT_FOUND');
  return viewer;
}

/** An appealed case goes to another moderator than the one who decided it (APPEAL_SAME_MODERATOR). */
export function assertMayDecideCase(moderator: Pick<Actor, 'id'>, row: { excluded_moderator_id: string | null }): void {
  if (row.excluded_moderator_id === moderator.id) throw new AppError('APPEAL_SAME_MODERATOR');
}

/** A member reports what others wrote, never their own (REPORT_SELF). */
export function assertMayReport(actor: Pick<Actor, 'id'>, item: { author_id: string }): void {
  if (item.author_id === actor.id) throw new AppError('REPORT_SELF');
}

/**
 * A decision about the actor's own item, to read or appeal it; none, another member's, or a
 * dismissal (nothing to appeal): DECISION_NOT_FOUND.
 */
export function assertMayAppeal<T extends { author_id: string | null; action: string }>(
  actor: Pick<Actor, 'id'>,
  decision?: T,
): T {
  if (!decision || decision.author_id !== actor.id || decision.action === 'dismiss')
    throw new AppError('DECISION_NOT_FOUND');
  return decision;
}
