import { AppError } from '../../lib/app-error';
import type { Actor } from '../users/actor';

/**
 * Who may read, edit and delete a comment (docs/architecture.md "Permissions"). Another
 * member's comment answers COMMENT_NOT_FOUND, as if it were absent (404, never 403).
 *
 * A comment is read with its post: whoever may read the post (modules/posts/posts.policy.ts)
 * reads its comments, less those of a member either side blocked and those a moderator hid or
 * removed, which the repository leaves out (db/visibility.ts). Moderating a comment is the
 * moderators' (modules/safety/moderation.policy.ts).
 */
type CommentFacts = { user_id: string };

/** Whether the actor wrote the comment: only its author changes it. */
export function isCommentAuthor(actor: Pick<Actor, 'id'>, comment: CommentFacts): boolean {
  return comment.user_id === actor.id;
}

/** The actor's own comment, to edit or delete; none, or another member's: COMMENT_NOT_FOUND. */
export function assertMayChangeComment<T extends CommentFacts>(actor: Pick<Actor, 'id'>, comment?: T): T {
  if (!comment || !isCommentAuthor(actor, comment)) throw new AppError('COMMENT_NOT_FOUND');
  return comment;
}
