import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchFirstScreen } from './app/first-screen-data';
import { Providers } from './app/providers';
import { router } from './app/router';
import { setApiLanguage } from './lib/api-client';
import { applyLanguage, initialLanguage, loadLanguage } from './lib/i18n';
import { applyTheme, initialTheme } from './lib/theme';

applyTheme(initialTheme());

const root = document.getElementById('root');
const language = initialLanguage();
// The first screen's data is asked for at once, in the visitor's language.
setApiLanguage(language);
prefetchFirstScreen(window.location.pathname);
// The first paint is in the visitor's language: its catalog is loaded before rendering.
await loadLanguage(language).catch(() => undefined);
applyLanguage(language);
// What the server drew of the first screen (a shared post) is painted before the app replaces it,
// also on a fast machine: one frame is shown first.
if (root?.querySelector('main')) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
