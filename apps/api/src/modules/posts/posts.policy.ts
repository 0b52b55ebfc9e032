import { AppError } from '../../lib/app-error';
import type { Actor, Viewer } from '../users/actor';

/**
 * Who may read, change and delete a post (docs/architecture.md "Permissions"). Another member's
 * post answers POST_NOT_FOUND, as if it were absent (404, never 403).
 *
 * Reading is decided where the rows are read: a post of a member either side blocked, or one a
 * moderator hid or removed, never leaves the repository (db/visibility.ts: `notBlockedFor`,
 * `notHiddenFor`); what comes back has passed those, and `assertMayReadPost` adds what is left.
 * Moderating a post is the moderators' (modules/safety/moderation.policy.ts).
 */
type PostFacts = { user_id: string; career_track_id: string | null };

/** Whether the actor wrote the post: only its author changes it. */
export function isPostAuthor(actor: Pick<Actor, 'id'>, post: Pick<PostFacts, 'user_id'>): boolean {
  return post.user_id === actor.id;
}

/** A post the repository found visible; a track's post asks a visitor to sign in (LOGIN_REQUIRED). */
export function assertMayReadPost<T extends Pick<PostFacts, 'career_track_id'>>(viewer: Viewer, post?: T): T {
  if (!post) throw new AppError('POST_NOT_FOUND');
  if (post.career_track_id && !viewer) throw new AppError('LOGIN_REQUIRED');
  return post;
}

/** The actor's own post, to add media to (or to upload them); none, or another member's: POST_NOT_FOUND. */
export function assertMayChangePost<T extends Pick<PostFacts, 'user_id'>>(actor: Pick<Actor, 'id'>, post?: T): T {
  if (!post || !isPostAuthor(actor, post)) throw new AppError('POST_NOT_FOUND');
  return post;
}

/**
 * The actor's own post, to edit or delete. A track's post follows its track (title, deletion):
 * it is changed through the track only (CAREER_TRACK_POST).
 */
export function assertMayEditPost<T extends PostFacts>(actor: Pick<Actor, 'id'>, post?: T): T {
  const own = assertMayChangePost(actor, post);
  if (own.career_track_id) throw new AppError('CAREER_TRACK_POST');
  return own;
}

/** Deleting follows the same rule as editing. */
export const assertMayDeletePost = assertMayEditPost;
