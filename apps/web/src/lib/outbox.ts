import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, serverDetail } from './api-client';
import { storage, storageKeyName } from './storage';

/**
 * Writes made offline (docs/decisions/0059-installable-app-and-web-push.md), kept in this browser
 * for the member who made them until they are sent or discarded. Each keeps the Idempotency-Key it
 * was written with: sent twice (two tabs, an answer lost on the way), the server answers the first
 * write again, so nothing is published twice. Posts and comments each have one
 * (features/posts/lib/post-outbox.ts, features/comments/lib/comment-outbox.ts).
 */
export interface Waiting {
  /** The create's Idempotency-Key. */
  key: string;
  savedAt: string;
  /** The server refused it (its sentence): it waits for the member to discard it. */
  refusal?: string;
}

type OutboxKey = 'postOutbox' | 'commentOutbox';

export interface Outbox<Item extends Waiting> {
  /** The member's writes waiting to be sent, oldest first (the same array until one changes). */
  read: (userId: string) => Item[];
  add: (userId: string, item: Item) => void;
  discard: (userId: string, key: string) => void;
  /** Calls `listener` when the outbox changes, in this tab or another. */
  subscribe: (listener: () => void) => () => void;
  /**
   * Sends the waiting writes, oldest first, one at a time; stops at the first that cannot leave
   * (still offline). One the server refuses keeps its sentence until discarded. Resolves to those
   * that went. One send at a time in a tab.
   */
  send: (userId: string, deliver: (item: Item) => Promise<unknown>) => Promise<Item[]>;
}

export function createOutbox<Item extends Waiting>(name: OutboxKey): Outbox<Item> {
  const listeners = new Set<() => void>();
  const empty: Item[] = [];
  let cached: { text: string | null; userId: string; items: Item[] } = { text: null, userId: '', items: empty };
  let sending: Promise<Item[]> | null = null;

  const read = (userId: string): Item[] => {
    const text = storage.read(name);
    if (text === cached.text && userId === cached.userId) return cached.items;
    let items = empty;
    try {
      const saved = JSON.parse(text ?? 'null') as { userId?: unknown; items?: unknown } | null;
      if (saved?.userId === userId && Array.isArray(saved.items)) items = saved.items as Item[];
    } catch {
      // Unreadable: nothing waits.
    }
    cached = { text, userId, items };
    return items;
  };
  const write = (userId: string, items: Item[]): void => {
    storage.write(name, items.length > 0 ? JSON.stringify({ userId, items }) : null);
    listeners.forEach((listener) => listener());
  };

  return {
    read,
    add: (userId, item) => write(userId, [...read(userId).filter((i) => i.key !== item.key), item]),
    discard: (userId, key) =>
      write(
        userId,
        read(userId).filter((i) => i.key !== key),
      ),
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === storageKeyName(name)) listener();
      };
      listeners.add(listener);
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    send: (userId, deliver) => {
      sending ??= (async () => {
        const sent: Item[] = [];
        try {
          for (const item of read(userId)) {
            if (item.refusal !== undefined) continue;
            try {
              await deliver(item);
              sent.push(item);
              write(
                userId,
                read(userId).filter((i) => i.key !== item.key),
              );
            } catch (error) {
              if (error instanceof ApiError && error.code === 'NETWORK') break;
              const refusal = serverDetail(error) ?? '';
              write(
                userId,
                read(userId).map((i) => (i.key === item.key ? { ...i, refusal } : i)),
              );
            }
          }
        } finally {
          sending = null;
        }
        return sent;
      })();
      return sending;
    },
  };
}

/** The member's waiting writes in an outbox, kept current. */
export const useOutbox = <Item extends Waiting>(outbox: Outbox<Item>, userId: string): Item[] =>
  useSyncExternalStore(
    outbox.subscribe,
    () => outbox.read(userId),
    () => outbox.read(''),
  );

/**
 * Runs `send` when the app starts online and whenever the connection comes back, if something
 * waits in `outbox` (the member's layout runs it on every page).
 */
export function useSendWhenOnline<Item extends Waiting>(
  outbox: Outbox<Item>,
  userId: string | null,
  send: (userId: string) => void,
): void {
  useEffect(() => {
    if (!userId) return;
    const sendIfWaiting = () => {
      if (navigator.onLine && outbox.read(userId).length > 0) send(userId);
    };
    sendIfWaiting();
    window.addEventListener('online', sendIfWaiting);
    return () => window.removeEventListener('online', sendIfWaiting);
  }, [outbox, userId, send]);
}
