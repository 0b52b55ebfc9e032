import type { CreatePostInput } from '@ladder/shared/schemas/posts';
import type { QueryClient } from '@tanstack/react-query';
import { createOutbox, type Waiting } from '../../../lib/outbox';
import { postKeys } from '../../../lib/query-keys/posts';
import { createPost } from '../api/save-post';

/** A post written offline: its text and links, sent with its key when the connection is back. */
export interface QueuedPost extends Waiting {
  input: CreatePostInput;
}

/** The member's posts written offline (lib/outbox.ts). */
export const postOutbox = createOutbox<QueuedPost>('postOutbox');

/** Sends the waiting posts; resolves to how many were published. */
export async function sendQueuedPosts(userId: string, client: QueryClient): Promise<number> {
  const sent = await postOutbox.send(userId, (post) => createPost(post.input, post.key));
  if (sent.length > 0) await client.invalidateQueries({ queryKey: postKeys.all });
  return sent.length;
}
