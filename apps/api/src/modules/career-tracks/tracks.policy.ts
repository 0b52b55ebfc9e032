import { AppError } from '../../lib/app-error';
import type { Actor } from '../users/actor';

/**
 * Who may read, change, delete and vote on a career track (docs/architecture.md "Permissions").
 * Another member's track answers CAREER_TRACK_NOT_FOUND, as if it were absent (404, never 403).
 *
 * Reading is decided in SQL, where tracks are read (`visibleTo` in career-tracks.repository.ts):
 * one's own track, or a shared one of an active member neither side blocked; none a moderator
 * removed. What comes back has passed those. Moderating a track is the
 * moderators' (modules/safety/moderation.policy.ts).
 */
type TrackFacts = { user_id: string; removed_at?: Date | string | null };

/** Whether the actor wrote the track. */
export function isTrackAuthor(actor: Pick<Actor, 'id'>, track: Pick<TrackFacts, 'user_id'>): boolean {
  return track.user_id === actor.id;
}

/** Whether the viewer may read a track the repository looked for (`visibleIds` had it). */
export function assertMayReadTrack(isVisible: boolean): void {
  if (!isVisible) throw new AppError('CAREER_TRACK_NOT_FOUND');
}

/**
 * The actor's own track, to edit, restore, delete or share; none, another member's, or one a
 * moderator removed: CAREER_TRACK_NOT_FOUND.
 */
export function assertMayChangeTrack<T extends TrackFacts>(actor: Pick<Actor, 'id'>, track?: T): T {
  if (!track || !isTrackAuthor(actor, track) || track.removed_at) throw new AppError('CAREER_TRACK_NOT_FOUND');
  return track;
}

/** Deleting follows the same rule as changing. */
export const assertMayDeleteTrack = assertMayChangeTrack;

/** A track the actor may read (else CAREER_TRACK_NOT_FOUND) and did not write (VOTE_OWN_TRACK), to vote it outdated. */
export function assertMayVoteOnTrack<T extends Pick<TrackFacts, 'user_id'>>(actor: Pick<Actor, 'id'>, visible?: T): T {
  if (!visible) throw new AppError('CAREER_TRACK_NOT_FOUND');
  if (isTrackAuthor(actor, visible)) throw new AppError('VOTE_OWN_TRACK');
  return visible;
}

/**
 * A track the actor may read (else CAREER_TRACK_NOT_FOUND) and did not write
 * (SUGGEST_OWN_TRACK: its author writes the translation), to suggest a translation of.
 */
export function assertMaySuggestTranslation<T extends Pick<TrackFacts, 'user_id'>>(
  actor: Pick<Actor, 'id'>,
  visible?: T,
): T {
  if (!visible) throw new AppError('CAREER_TRACK_NOT_FOUND');
  if (isTrackAuthor(actor, visible)) throw new AppError('SUGGEST_OWN_TRACK');
  return visible;
}

/** A suggested translation: only the track's author answers it; to anyone else it is not there. */
export function assertMayDecideSuggestion<T extends { user_id: string; track_user_id: string }>(
  actor: Pick<Actor, 'id'>,
  suggestion?: T,
): T {
  if (!suggestion || suggestion.track_user_id !== actor.id) throw new AppError('SUGGESTION_NOT_FOUND');
  return suggestion;
}
