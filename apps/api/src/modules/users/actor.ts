import { AppError } from '../../lib/app-error';
import { getTableColumns } from 'drizzle-orm';
import { users } from '../../db/schema';

// Every column of a member but the password hash: the session lookup selects only these, so the
// hash never reaches a request, a service or the session cache (docs/decisions/0037-actor-typed-queries-one-paging-module.md).
const { hashed_password: _hash, ...columns } = getTableColumns(users);

/** The columns an `Actor` is read from. */
export const actorColumns = columns;

/**
 * The signed-in member as services see it: the profile, settings and flags the presenters and
 * the permission checks read, never the password hash (a password change or an account deletion
 * loads it from the users repository). Shared between the requests of a session while cached,
 * so nobody may change it.
 */
export type Actor = Readonly<Omit<typeof users.$inferSelect, 'hashed_password'>>;

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
