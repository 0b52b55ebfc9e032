import type { CreatePostInput } from '@ladder/shared/schemas/posts';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, serverDetail } from '../../../lib/api-client';
import { postKeys } from '../../../lib/query-keys/posts';
import { storage } from '../../../lib/storage';
import { createPost } from '../api/save-post';

/**
 * Posts written offline (docs/decisions/0059-installable-app-and-web-push.md), kept in this
 * browser for the member who wrote them until they are sent or discarded. Each keeps the
 * Idempotency-Key it was written with: sent twice (two tabs, an answer lost on the way), the
 * server answers the first post again, so a post is never published twice.
 */
export interface QueuedPost {
  /** The create's Idempotency-Key. */
  key: string;
  input: CreatePostInput;
  savedAt: string;
  /** The server refused it (its sentence): it waits for the member to discard it. */
  refusal?: string;
}

interface Outbox {
  userId: string;
  posts: QueuedPost[];
}

const listeners = new Set<() => void>();
const EMPTY: QueuedPost[] = [];
/** The last read, so that a reader gets the same array until the outbox changes. */
let cached: { text: string | null; userId: string; posts: QueuedPost[] } = { text: null, userId: '', posts: EMPTY };

function readAll(userId: string): QueuedPost[] {
  const text = storage.read('postOutbox');
  if (text === cached.text && userId === cached.userId) return cached.posts;
  let posts = EMPTY;
  try {
    const outbox = JSON.parse(text ?? 'null') as Partial<Outbox> | null;
    if (outbox?.userId === userId && Array.isArray(outbox.posts)) posts = outbox.posts;
  } catch {
    // Unreadable: nothing waits.
  }
  cached = { text, userId, posts };
  return posts;
}

function writeAll(userId: string, posts: QueuedPost[]): void {
  storage.write('postOutbox', posts.length > 0 ? JSON.stringify({ userId, posts } satisfies Outbox) : null);
  listeners.forEach((listener) => listener());
}

export const postOutbox = {
  /** The member's posts waiting to be sent, oldest first. */
  read: readAll,
  add: (userId: string, post: QueuedPost): void => {
    writeAll(userId, [...readAll(userId).filter((p) => p.key !== post.key), post]);
  },
  discard: (userId: string, key: string): void => {
    writeAll(
      userId,
      readAll(userId).filter((p) => p.key !== key),
    );
  },
  /** Calls `listener` when the outbox changes, in this tab or another. */
  subscribe: (listener: () => void): (() => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'post-outbox') listener();
    };
    listeners.add(listener);
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

let sending: Promise<number> | null = null;

/**
 * Sends the member's waiting posts, oldest first, one at a time; stops at the first that cannot
 * leave (still offline). A post the server refuses keeps its sentence until discarded. Resolves
 * to how many were published. One send at a time in a tab.
 */
export function sendQueuedPosts(userId: string, client: QueryClient): Promise<number> {
  sending ??= (async () => {
    let published = 0;
    try {
      for (const post of readAll(userId)) {
        if (post.refusal !== undefined) continue;
        try {
          await createPost(post.input, post.key);
          published += 1;
          writeAll(
            userId,
            readAll(userId).filter((p) => p.key !== post.key),
          );
        } catch (error) {
          if (error instanceof ApiError && error.code === 'NETWORK') break;
          const refusal = serverDetail(error) ?? '';
          writeAll(
            userId,
            readAll(userId).map((p) => (p.key === post.key ? { ...p, refusal } : p)),
          );
        }
      }
    } finally {
      sending = null;
    }
    if (published > 0) await client.invalidateQueries({ queryKey: postKeys.all });
    return published;
  })();
  return sending;
}
