import { AppError } from '../../lib/app-error';
import type { Actor, Viewer } from '../users/actor';
import type { EndorsementsShown } from './endorsements.repository';

/**
 * Who may endorse a skill, and who may read and answer an endorsement (docs/architecture.md
 * "Permissions"; docs/api/profile.md "Endorsements"). Reading the member and their skills
 * (active, no block either way, the skills' privacy setting) is the profile's rule, asked first
 * by the service; a block between endorser and reader hides the endorsement in SQL.
 */

const DAY_MS = 24 * 3600 * 1000;

/** Not one's own skill, and not from an account younger than `minDays` (a week unless configured). */
export function assertMayEndorse(
  actor: Pick<Actor, 'id' | 'created_at'>,
  memberId: string,
  now: Date,
  minDays: number,
): void {
  if (actor.id === memberId) throw new AppError('ENDORSE_SELF');
  if (now.getTime() - new Date(actor.created_at).getTime() < minDays * DAY_MS)
    throw new AppError('ENDORSER_TOO_NEW', { params: { days: minDays } });
}

/** The endorsed member reads every endorsement of theirs, with its status; others the accepted ones. */
export const endorsementsShownTo = (viewer: Viewer, memberId: string): EndorsementsShown =>
  viewer?.id === memberId ? 'all' : 'accepted';

/** Accepting or hiding is the endorsed member's alone; to anyone else it is not found. */
export function assertMayAnswer(actor: Pick<Actor, 'id'>, endorsement: { user_id: string } | undefined): void {
  if (!endorsement || endorsement.user_id !== actor.id) throw new AppError('ENDORSEMENT_NOT_FOUND');
}

/** Removing: the endorsed member, or the endorser taking their word back. */
export function assertMayRemove(
  actor: Pick<Actor, 'id'>,
  endorsement: { user_id: string; endorser_id: string } | undefined,
): void {
  if (!endorsement || (endorsement.user_id !== actor.id && endorsement.endorser_id !== actor.id))
    throw new AppError('ENDORSEMENT_NOT_FOUND');
}
