import type { Language } from '@ladder/shared/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { embedRoutes } from '../modules/sharing/embed.routes';
import { sharingPagesRoutes } from '../modules/sharing/sharing-pages.routes';
import { createSharedPages, type SharedPage } from '../modules/sharing/shared-pages';
import type { Viewer } from '../modules/users/actor';
import { sendError } from '../plugins/errors';
import { createPageDrawing, pagePreferences } from '../plugins/page-drawing';
import webPlugin from '../plugins/web';
import webManifestPlugin from '../plugins/web-manifest';
import { createPageHtml } from '../plugins/web-pages';
import type { Services } from '../services';
import type { AppDeps } from './app-deps';
import type { Legal, Providers } from './site-facts';

interface Options extends Pick<AppDeps, 'webRoot' | 'pageRenderer' | 'sitemapMaxUrls'> {
  config: Readonly<Config>;
  services: Services;
  legal: Legal;
  providers: Providers;
}

/**
 * Everything that is not /api: card images, /robots.txt, the sitemap, the embeddable card, the
 * web manifest, the built web app, and any other address answered as a page of the app (or the
 * API's 404 for /api and /media).
 */
export default fp(async (app: FastifyInstance, options: Options) => {
  const { config, services, legal, providers, webRoot } = options;
  // Card images, /robots.txt and the sitemap: what link crawlers read besides the pages.
  await app.register(sharingPagesRoutes, {
    sharing: services.sharing,
    cards: services.shareCards,
    origin: config.publicUrl,
    ...(options.sitemapMaxUrls ? { sitemapMaxUrls: options.sitemapMaxUrls } : {}),
  });
  // The one page any site may frame: a shared track's card, and its oEmbed (embed.routes.ts).
  await app.register(embedRoutes, { sharing: services.sharing, origin: config.publicUrl });
  await app.register(webManifestPlugin);
  if (webRoot) await app.register(webPlugin, { root: webRoot });
  // A page of the app is index.html in the browser's language and theme, with the chunks of its
  // first screen preloaded; a visitor's first screens are drawn by React (web-pages.ts).
  const pageHtml = webRoot
    ? createPageHtml(
        webRoot,
        createPageDrawing(options.pageRenderer ?? path.join(webRoot, '..', 'dist-server', 'entry-server.js'), app.log),
      )
    : null;
  // What the server knows of a first screen is drawn with it and travels in the page: a shared
  // track, member or post as a visitor sees it, with its link-preview tags (modules/sharing), the
  // legal settings, the sign-in providers.
  const sharedPages = createSharedPages({
    sharing: services.sharing,
    posts: services.posts,
    comments: services.comments,
    origin: config.publicUrl,
  });
  const firstScreen = async (pathname: string, language: Language, viewer: Viewer): Promise<SharedPage | undefined> => {
    const shared = await sharedPages(pathname, language, viewer);
    if (shared) return shared;
    if (/^\/(privacy-policy|user-agreement|cookie-policy|about|accessibility|house)$/.test(pathname))
      return { data: { legal } };
    if (/^\/(login|register)?$/.test(pathname)) return { data: { providers } };
    if (pathname === '/transparency') {
      // Without its counts (the database failing) the page is drawn loading, and the app asks again.
      const transparency = await services.moderation.transparency().catch(() => undefined);
      return transparency ? { data: { transparency } } : undefined;
    }
    return undefined;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(request.url);
    if (webRoot && isPage && pageHtml) {
      const url = new URL(request.url, config.publicUrl);
      const preferences = pagePreferences(request.headers, url);
      // A page request with a bearer token names its viewer (a block hides a shared item); a bad one is a visitor's.
      await app.optionalUser.call(app, request, reply).catch(() => undefined);
      const screen = await firstScreen(url.pathname, preferences.language, request.actor);
      const page = await pageHtml({
        url,
        acceptEncoding: String(request.headers['accept-encoding'] ?? ''),
        preferences,
        ...(screen?.data ? { data: screen.data } : {}),
        ...(screen?.head ? { head: screen.head } : {}),
      });
      if (page.encoding) reply.header('content-encoding', page.encoding);
      return reply
        .status(screen?.status ?? 200)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language, cookie')
        .type('text/html; charset=utf-8')
        .send(page.body);
    }
    // A web root without Vite's manifest (pageHtml null) still answers its pages with index.html.
    if (webRoot && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(request, reply, new AppError('NOT_FOUND'));
  });
});
