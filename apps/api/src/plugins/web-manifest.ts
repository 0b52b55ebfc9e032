import { translate } from '@ladder/shared/i18n/translate';
import type { Language, Theme } from '@ladder/shared/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pagePreferences } from './page-drawing';

/** The two themes' page colors (apps/web's index.css: slate-950 and white). */
const THEME_COLORS: Record<Theme, string> = { dark: '#020617', light: '#ffffff' };

/**
 * The web app manifest, in the browser's language and theme as its pages are
 * (docs/decisions/0059-installable-app-and-web-push.md): a manifest holds one name and one
 * color, and browsers read no translations of it yet, so the server answers each browser the
 * one its cookies (or Accept-Language) choose, like the HTML.
 */
export function webManifest(language: Language, theme: Theme) {
  return {
    id: '/',
    name: 'Ladder',
    short_name: 'Ladder',
    description: translate(language, 'push.app_description'),
    lang: language,
    dir: 'ltr',
    start_url: '/feed?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLORS[theme],
    background_color: THEME_COLORS[theme],
    categories: ['social', 'education', 'business'],
    // "Share → Ladder" from another app opens the composer with the link or text (apps/web's
    // routes/share.tsx). GET: a shared link or text needs no service worker to reach the page.
    share_target: { action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export default fp(
  async (app: FastifyInstance) => {
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
      const { language, theme } = pagePreferences(request.headers);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, cookie')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(webManifest(language, theme)));
    });
  },
  { name: 'web-manifest' },
);
