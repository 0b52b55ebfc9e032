import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { prefetchFirstScreen } from './app/first-screen-data';
import { Providers } from './app/providers';
import { routes, setBrowserRouter } from './app/router';
import { setApiLanguage } from './lib/api-client';
import { applyLanguage, initialLanguage, loadLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { storage } from './lib/storage';
import { applyTheme, initialTheme } from './lib/theme';

const root = document.getElementById('root');
// What the server drew the page in ("vi light"), when it drew the first screen with React.
const drawnIn = root?.dataset['drawnIn'];
const theme = initialTheme();
const language = initialLanguage();
applyTheme(theme);
// The first screen's data is asked for at once, in the visitor's language.
setApiLanguage(language);
prefetchFirstScreen(window.location.pathname);
// The first paint is in the visitor's language: its catalog is loaded before rendering.
await loadLanguage(language).catch(() => undefined);
applyLanguage(language);

// The server drew this page as a visitor sees it, in this language and theme: React takes the
// HTML over. A member (a stored token), or another language or theme, is drawn by the browser.
const canHydrate = drawnIn === `${language} ${theme}` && storage.read('token') === null;
if (canHydrate) {
  // The screen's code is loaded before hydrating, so the first render is the server's.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
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
    </Providers>
  </StrictMode>
);
if (root && canHydrate) hydrateRoot(root, app);
else if (root) createRoot(root).render(app);
