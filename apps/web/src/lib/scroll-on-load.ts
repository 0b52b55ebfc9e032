/** Where React Router's ScrollRestoration keeps the scroll position of each history entry. */
const POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * A page opened by its address, a bookmark or a reload starts at the top; only Back and Forward
 * go back to where the member was (issue 41). On such a load this forgets the position kept for
 * the current history entry, and leaves the other entries' for Back and Forward.
 */
export function forgetScrollUnlessBackForward(): void {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type === 'back_forward') return;
  // The browser's own restoring too (the router hands it back as the page unloads): it may
  // already have happened, or come with the load.
  window.history.scrollRestoration = 'manual';
  window.scrollTo(0, 0);
  window.addEventListener('load', () => window.scrollTo(0, 0), { once: true });
  try {
    const positions = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
    const state = window.history.state as { key?: string } | null;
    delete positions[state?.key ?? 'default'];
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(positions));
  } catch {
    // Storage refused or unreadable: nothing is restored from it anyway.
  }
}
