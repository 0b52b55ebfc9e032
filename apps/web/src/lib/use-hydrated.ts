import { startTransition, useEffect, useState } from 'react';

/** Set once the browser has taken over the page the server drew, or before it draws its own. */
let isPageHydrated = false;

/** For a page the browser draws itself (start.tsx): nothing waits for a takeover. */
export function markPageHydrated() {
  isPageHydrated = true;
}

/**
 * False while a page drawn by the server is being taken over (and on the server itself), true
 * after, and always true for what the browser draws on its own. What depends on the reader's
 * clock or time zone (how long ago a post was made) is drawn only once this is true, so the
 * server's HTML and the browser's first render agree (docs/decisions/0041).
 *
 * The change to true after a takeover is drawn in a transition, in slices: every part that waits
 * for it (buttons, times, spinners) is drawn again at that moment, and as one synchronous update
 * (a store's, through useSyncExternalStore) it was a task of ~100 ms on a phone. A part that mounts
 * after the takeover starts true; so would one inside a Suspense boundary hydrated later, which is
 * why a drawn page's code is loaded before the takeover (start.tsx), and the browser tests fail on
 * any hydration mismatch.
 */
export function useHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(isPageHydrated);
  useEffect(() => {
    isPageHydrated = true;
    if (!isHydrated) startTransition(() => setIsHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
