import type { QueryClient } from '@tanstack/react-query';
import { createOutbox, type Waiting } from '../../../lib/outbox';
import { commentKeys } from '../../../lib/query-keys/comments';
import { createComment, moveCommentCount } from '../api/comments';

/** A comment or reply written offline, sent with its key when the connection is back. */
export interface QueuedComment extends Waiting {
  postId: string;
  comment: string;
  /** The comment it answers, and its author's name to say so while it waits. */
  parent: { id: string; name: string } | null;
}

/** The member's comments written offline (lib/outbox.ts). */
export const commentOutbox = createOutbox<QueuedComment>('commentOutbox');

/** Sends the waiting comments; each post's thread and count follow. Resolves to how many went. */
export async function sendQueuedComments(userId: string, client: QueryClient): Promise<number> {
  const sent = await commentOutbox.send(userId, (c) =>
    createComment(c.postId, { comment: c.comment, parent_comment_id: c.parent?.id ?? null }, c.key),
  );
  for (const c of sent) moveCommentCount(client, c.postId, 1);
  await Promise.all(
    [...new Set(sent.map((c) => c.postId))].map((postId) =>
      client.invalidateQueries({ queryKey: commentKeys.post(postId) }),
    ),
  );
  return sent.length;
}
