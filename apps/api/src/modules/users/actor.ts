import { AppError } from '../../lib/app-error';
import type { users } from '../../db/schema';
import type { ActorColumn } from './member-columns';

export { actorColumns } from './member-columns';

/**
 * The signed-in member as services see it: the profile, settings and flags the presenters and
 * the permission checks read, never the password hash (a password change or an account deletion
 * loads it from the users repository). Its columns are chosen one by one in member-columns.ts. Shared between the requests of a session while cached,
 * so nobody may change it.
 */
export type Actor = Readonly<Pick<typeof users.$inferSelect, ActorColumn>>;

/** Who reads: a member (only their id matters), or a visitor (null). */
export type Viewer = Pick<Actor, 'id'> | null;

/**
 * A moderator's lock (docs/product.md "Reports, blocks and moderation"): until it ends the member
 * reads, but neither posts, comments nor follows. Answers `ACCOUNT_LOCKED` with the end date.
 */
export function assertNotLocked(actor: Pick<Actor, 'locked_until'>, now = new Date()): void {
  const until = actor.locked_until;
  if (until && new Date(until) > now)
    throw new AppError('ACCOUNT_LOCKED', {
      params: { date: new Date(until).toISOString().slice(0, 10) },
      extra: { locked_until: new Date(until).toISOString() },
    });
}
