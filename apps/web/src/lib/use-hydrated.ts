import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page drawn by the server is being taken over (and on the server itself), true
 * after, and always true for what the browser draws on its own. What depends on the reader's
 * clock or time zone (how long ago a post was made) is drawn only once this is true, so the
 * server's HTML and the browser's first render agree (docs/decisions/0041).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
