import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { prefetchFirstScreen } from './app/first-screen-data';
import { Providers } from './app/providers';
import { routes, setBrowserRouter } from './app/router';
import { setApiLanguage } from './lib/api-client';
import { applyLanguage, initialLanguage, isLanguage, loadLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { storage } from './lib/storage';
import { markPageHydrated } from './lib/use-hydrated';
import { applyTheme, initialTheme, isTheme } from './lib/theme';

/**
 * The app, started by main.tsx: the page's own first (a page the server drew is taken over), then
 * the router, the query cache and the service worker.
 */
const root = document.getElementById('root');
// What the server drew the page in ("vi light"), when it drew a visitor's first screen with React.
const [drawnLanguage, drawnTheme] = root?.dataset['drawnIn']?.split(' ') ?? [];
const wanted = { language: initialLanguage(), theme: initialTheme() };
// A visitor's page the server drew is taken over as it is, in the language and theme it was drawn
// in (what was typed into it is kept); a choice stored in this browser that differs is applied
// right after. A member's page is drawn by the browser, which replaces the HTML.
const canHydrate = isLanguage(drawnLanguage) && isTheme(drawnTheme) && storage.read('token') === null;
const language = canHydrate ? drawnLanguage : wanted.language;
const theme = canHydrate ? drawnTheme : wanted.theme;
applyTheme(theme);
// The first screen's data is asked for at once, in the visitor's language.
setApiLanguage(language);
const firstScreenData = prefetchFirstScreen(window.location.pathname);
// A member's app opened without a network starts from what they last read (lib/offline-copy.ts).
if (storage.read('token') !== null && !navigator.onLine)
  await import('./lib/offline-copy')
    .then(({ restoreOfflineCopy }) => restoreOfflineCopy(queryClient))
    .catch(() => false);
// The first paint is in the visitor's language: its catalog is loaded before rendering.
await loadLanguage(language).catch(() => undefined);
applyLanguage(language);

// The screen's code is loaded before the first render: a page the server drew is hydrated as it
// was drawn, and a page the browser draws is drawn once rather than once per module. A member's
// screen also waits for its data, for the same reason: every answer drawn on its own was a long
// task of its own (docs/performance.md). A request that hangs holds the screen back 3 s at most,
// while the page's skeleton shows.
await Promise.all([
  ...(matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }),
  navigator.onLine && Promise.race([firstScreenData, new Promise((resolve) => setTimeout(resolve, 3000))]),
]);

/** Once the page is taken over, the language and theme this browser chose, if the server drew others. */
function ApplyStoredChoice() {
  useEffect(() => {
    if (wanted.theme !== theme) applyTheme(wanted.theme);
    if (wanted.language !== language) applyLanguage(wanted.language);
  }, []);
  return null;
}

const router = createBrowserRouter(
  routes,
  canHydrate ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : undefined,
);
setBrowserRouter(router);
const app = (
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
      <ApplyStoredChoice />
    </Providers>
  </StrictMode>
);
// In a transition React draws in slices of a few milliseconds and lets the browser answer a tap
// between them, instead of one long task (Lighthouse's total blocking time; Next.js does the same).
if (root && canHydrate) startTransition(() => void hydrateRoot(root, app));
else if (root) {
  markPageHydrated();
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
// The service worker after the page has loaded: the first screen never waits for it.
registerServiceWorker();
