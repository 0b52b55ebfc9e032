import { translate } from '@ladder/shared/i18n/translate';
import type { Language, Theme } from '@ladder/shared/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pagePreferences } from './page-drawing';
import { MEDIA_TYPES, POST_CONTENT_MAX_LENGTH } from '@ladder/shared/values/posts';

const SHARED_FIELDS = ['title', 'text', 'url'] as const;

/** The text fields of a share, from a form or multipart body; the files are read and let go. */
async function sharedFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const keep = (name: string, value: unknown) => {
    if ((SHARED_FIELDS as readonly string[]).includes(name) && typeof value === 'string')
      fields[name] = value.slice(0, POST_CONTENT_MAX_LENGTH);
  };
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') part.file.resume();
        else keep(part.fieldname, part.value);
      }
    } catch {
      // Past the multipart limits: what was read stays.
    }
  } else if (typeof request.body === 'object' && request.body !== null) {
    for (const [name, value] of Object.entries(request.body)) keep(name, value);
  }
  return fields;
}

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
    // "Share → Ladder" from another app opens the composer with the link, text and photos
    // (apps/web's routes/share.tsx). The service worker answers the POST and keeps the files
    // (src/sw/sw.ts); without it, POST /share below keeps the text.
    share_target: {
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: 'media', accept: Object.keys(MEDIA_TYPES) }],
      },
    },
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
    // A share that reached the server: the service worker was not in control (not installed yet,
    // or cleared). The text goes on to the composer's page; files need the worker.
    app.post('/share', { schema: { hide: true } }, async (request, reply) => {
      const fields = await sharedFields(request);
      const params = new URLSearchParams();
      for (const name of SHARED_FIELDS) if (fields[name]?.trim()) params.set(name, fields[name]);
      return reply.redirect(`/share?${params.toString()}`, 303);
    });
  },
  { name: 'web-manifest' },
);
