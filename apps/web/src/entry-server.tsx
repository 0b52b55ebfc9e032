/**
 * The server's side of the app: React draws a visitor's first screen to HTML with the very
 * components the browser runs, and main.tsx takes it over with `hydrateRoot`
 * (docs/decisions/0041-react-rendered-on-the-server.md). Built by `vite build --ssr` into
 * dist-server/entry-server.js, which the API server imports on the first page it draws
 * (apps/api's plugins/pages.ts). Nothing here runs in the browser.
 */
import type { Language, Theme } from '@ladder/shared/constants';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { seedFirstScreen, type FirstScreenData } from './app/first-screen-data';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { loadLanguage, setLanguageForRender } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { setThemeForRender } from './lib/theme';
import { drawnHead } from './lib/use-document-title';

export interface DrawRequest {
  /** The page's whole address (origin, path and query). */
  url: string;
  language: Language;
  theme: Theme;
  /** What the server knows of the screen (a shared post, the legal settings): drawn with it. */
  data?: FirstScreenData;
}

export interface DrawnPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The page's title, as the browser would set it. */
  title: string | null;
}

const handler = createStaticHandler(routes);

async function drawNow({ url, language, theme, data }: DrawRequest): Promise<DrawnPage | null> {
  await loadLanguage(language);
  const context = await handler.query(new Request(url));
  // A redirect, or a screen that failed to load: the browser draws that page itself.
  if (context instanceof Response || context.errors) return null;
  const client = createQueryClient();
  if (data) seedFirstScreen(client, data);
  setLanguageForRender(language);
  setThemeForRender(theme);
  drawnHead.title = null;
  const { prelude } = await prerender(
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </Providers>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, title: drawnHead.title };
}

let turn: Promise<unknown> = Promise.resolve();

/**
 * Draws a page. Draws take turns: the language, the theme and the title are the module's own
 * (as in the browser, where there is one page at a time).
 */
export function draw(request: DrawRequest): Promise<DrawnPage | null> {
  const drawn = turn.then(() => drawNow(request));
  turn = drawn.catch(() => undefined);
  return drawn;
}
