import { lockedFor, type Locked, type PrivacyArea, type PrivacyReader } from '@ladder/shared/schemas/privacy-settings';
import { AppError } from '../../lib/app-error';
import type { Actor, Viewer } from './actor';

/**
 * Who may read a member's profile and its areas, and change its photos (docs/architecture.md
 * "Permissions"). A member who is not active, or one either side blocked, is not found
 * (USER_NOT_FOUND, 404 never 403). The areas (follows, activity, skills, goals) follow the
 * member's privacy settings (docs/decisions/0060-privacy-settings.md); profile items follow their
 * own visibility, read by `readerOf` (modules/profile/profile.repository.ts). Lists of many
 * members leave the blocked out in SQL (db/visibility.ts).
 */

/** The columns of a member row the privacy checks read. */
type PrivacyColumns = Pick<Actor, 'id' | 'privacy_follows' | 'privacy_activity' | 'privacy_skills' | 'privacy_goals'>;

const columnOf = {
  follows: 'privacy_follows',
  activity: 'privacy_activity',
  skills: 'privacy_skills',
  goals: 'privacy_goals',
} as const satisfies Record<PrivacyArea, keyof PrivacyColumns>;

/** Who reads member `ownerId`'s profile: a visitor, another member, or the member themself. */
export function readerOf(viewer: Viewer, ownerId: string): PrivacyReader {
  return !viewer ? 'visitor' : viewer.id === ownerId ? 'owner' : 'member';
}

/**
 * Why the viewer may not see an area of a member's profile, or undefined when they may: the
 * member always sees their own.
 */
export function lockedOf(viewer: Viewer, owner: PrivacyColumns, area: PrivacyArea): Locked {
  return lockedFor(owner[columnOf[area]], readerOf(viewer, owner.id));
}

/**
 * The member as the viewer may read them, with whether the viewer follows them: active, and no
 * block either way; else USER_NOT_FOUND. `relationOf` (the users repository's) is asked only
 * when a member reads another.
 */
export async function assertMayReadMember<T extends { id: string; is_active: boolean }>(
  viewer: Viewer,
  member: T | undefined,
  relationOf: (viewerId: string, memberId: string) => Promise<{ followed: boolean; blocked: boolean }>,
): Promise<{ member: T; followed: boolean }> {
  if (!member || !member.is_active) throw new AppError('USER_NOT_FOUND');
  if (!viewer || readerOf(viewer, member.id) === 'owner') return { member, followed: false };
  const { followed, blocked } = await relationOf(viewer.id, member.id);
  if (blocked) throw new AppError('USER_NOT_FOUND');
  return { member, followed };
}

/** A member's profile and cover photos are their own to upload (FORBIDDEN to anyone else). */
export function assertMayChangePhotos(actor: Pick<Actor, 'id'>, memberId: string): void {
  if (memberId !== actor.id) throw new AppError('FORBIDDEN');
}
