import type { Locked } from '@ladder/shared/schemas/privacy-settings';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../users/actor';
import { lockedOf, readerOf } from '../users/profile.policy';

/**
 * Who may read a member's skills, goals and goal plans, and change a goal (docs/architecture.md
 * "Permissions"). The member must be one the viewer may read (modules/users/profile.policy.ts);
 * then the member's privacy settings decide, except that an Educator the member shares their goals
 * with reads them whatever the setting (docs/decisions/0061-moderating-tracks-and-sharing-goals.md).
 * A goal is changed by its member only: the repository looks it up among theirs.
 */
type Owner = Parameters<typeof lockedOf>[1];
/** Whether the member shares their goals with the viewer (goal-shares.service.ts `grants`). */
type Grants = (ownerId: string, viewerId: string) => Promise<boolean>;

/** Whether the viewer reads their own plan: then they see their notes, dates and activity. */
export function isOwnPlan(viewer: Pick<Actor, 'id'>, owner: Pick<Actor, 'id'>): boolean {
  return readerOf(viewer, owner.id) === 'owner';
}

/** Why the viewer may not see the member's skills or goals, or undefined when they may. */
export async function growthLockFor(
  viewer: Pick<Actor, 'id'>,
  owner: Owner,
  area: 'skills' | 'goals',
  grants: Grants,
): Promise<Locked> {
  const locked = lockedOf(viewer, owner, area);
  return locked && area === 'goals' && (await grants(owner.id, viewer.id)) ? undefined : locked;
}

/** A member's goal plan, when the viewer may read their goals; else GOAL_NOT_FOUND. */
export async function assertMayReadPlan(viewer: Pick<Actor, 'id'>, owner: Owner, grants: Grants): Promise<void> {
  if (await growthLockFor(viewer, owner, 'goals', grants)) throw new AppError('GOAL_NOT_FOUND');
}

/** The goal the repository found among the actor's own, to change its plan; none: GOAL_NOT_FOUND. */
export function assertMayChangeGoal<T>(goal: T | null | undefined): T {
  if (!goal) throw new AppError('GOAL_NOT_FOUND');
  return goal;
}
