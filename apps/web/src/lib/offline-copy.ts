import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { storage } from './storage';

/**
 * A copy of what a member last read, kept in this browser so that it reads without a network
 * (docs/decisions/0059-installable-app-and-web-push.md): the member, the first pages of the
 * feed, their tracks and goals, the tracks, gaps and plans they opened, and the industry tree. It belongs to one
 * member and is forgotten at sign-out. The page restores it only when it starts offline; online,
 * every screen asks the server as before.
 */
interface OfflineCopy {
  userId: string;
  state: DehydratedState;
}

/** How many pages of a list are kept: the feed's last read, not its whole history. */
const KEPT_PAGES = 2;
/** Above this the copy is not written (localStorage holds about 5 MB an origin). */
const MAX_CHARACTERS = 1_500_000;
/** Writes wait for the answers of a screen to settle. */
const WRITE_DELAY_MS = 1_000;

/** Whether a query is part of the copy: what a member reads of their own, never a search. */
export function isKept(key: readonly unknown[], userId: string): boolean {
  const [root, kind, owner] = key;
  if (root === 'me') return true;
  if (root === 'posts') return kind === 'feed' && key[2] === '';
  if (root === 'growth')
    return ['skills', 'goals', 'plan'].includes(kind as string) ? owner === userId : kind === 'gap';
  if (root === 'tracks') return (kind === 'by-user' && owner === userId) || kind === 'one' || kind === 'industries';
  return false;
}

/** Keeps a list's first pages only (an infinite query's `pages` and `pageParams`). */
function firstPages(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('pages' in data) || !('pageParams' in data)) return data;
  const { pages, pageParams } = data as { pages: unknown[]; pageParams: unknown[] };
  return { pages: pages.slice(0, KEPT_PAGES), pageParams: pageParams.slice(0, KEPT_PAGES) };
}

/** The copy of the kept queries that have data. */
export function makeCopy(client: QueryClient, userId: string): OfflineCopy {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && isKept(query.queryKey, userId),
  });
  return {
    userId,
    state: {
      ...state,
      queries: state.queries.map((query) => ({
        ...query,
        state: { ...query.state, data: firstPages(query.state.data) },
      })),
    },
  };
}

function read(): OfflineCopy | null {
  try {
    const copy = JSON.parse(storage.read('offlineCopy') ?? 'null') as Partial<OfflineCopy> | null;
    return typeof copy?.userId === 'string' && Array.isArray(copy.state?.queries) ? (copy as OfflineCopy) : null;
  } catch {
    return null;
  }
}

/**
 * Puts the copy in the cache, if it is this browser's signed-in member's. Its queries are as old
 * as they were: back online, each screen asks again.
 */
export function restoreOfflineCopy(client: QueryClient): boolean {
  const copy = read();
  if (!copy || copy.userId !== storage.read('userId')) return false;
  hydrate(client, copy.state);
  return true;
}

/** Writes the copy whenever a kept query gets new data; returns what stops it. */
export function keepOfflineCopy(client: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    if (storage.read('userId') !== userId) return;
    const text = JSON.stringify(makeCopy(client, userId));
    if (text.length <= MAX_CHARACTERS) storage.write('offlineCopy', text);
  };
  const schedule = () => {
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  };
  // A page left (a reload, a link, the app closed) writes what is waiting at once.
  const flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    write();
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (isKept((event.query as Query).queryKey, userId)) schedule();
  });
  window.addEventListener('pagehide', flush);
  // What the cache already held before this started (its code loads apart) is written too.
  schedule();
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    if (timer) clearTimeout(timer);
  };
}
