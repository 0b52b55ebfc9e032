import { LANGUAGES, type Language } from '@ladder/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { CARD_HEIGHT, CARD_WIDTH } from './card-image';
import { EMBED_CSP, embedHtml, type EmbedTheme } from './embed-page';
import type { SharingService } from './sharing.service';

/** The iframe's size when the consumer asks for no bound (oembed.com: width and height are required). */
export const EMBED_WIDTH = 480;
export const EMBED_HEIGHT = 600;

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
const themeOf = (value: unknown): EmbedTheme => (value === 'dark' ? 'dark' : 'light');
const TRACK_PATH = /^\/(?:embed\/)?ladder\/([0-9a-f-]{36})\/?$/;
const bound = z.coerce.number().int().min(1).max(100_000).optional();

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The embeddable card of a shared track and its oEmbed endpoint
 * (docs/decisions/0051-embedding-a-track.md, docs/api/sharing.md). The card is the one page any
 * site may frame (its own CSP `frame-ancestors *`); every other page keeps refusing to be framed.
 */
export async function embedRoutes(app: FastifyInstance, options: { sharing: SharingService; origin: string }) {
  const { sharing, origin } = options;

  /** The viewer a token names (a block hides the track); a bad token is a visitor's. */
  const viewerOf = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.optionalUser.call(app, request, reply).catch(() => undefined);
    return request.actor?.id ?? null;
  };

  /** The track in the language asked for (its translation when it has one), else as written, in its own. */
  async function trackIn(id: string, asked: Language | null, viewerId: string | null) {
    if (asked) return { track: await sharing.trackPreview(asked, id, viewerId), language: asked };
    const first = await sharing.trackPreview('en', id, viewerId, 'original');
    const language = first.language;
    return {
      track: language === 'en' ? first : await sharing.trackPreview(language, id, viewerId, 'original'),
      language,
    };
  }

  app.get(
    '/embed/ladder/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({ lang: z.string().max(10).optional(), theme: z.string().max(10).optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const query = request.query as { lang?: string; theme?: string };
      const viewerId = await viewerOf(request, reply);
      const { track, language } = await trackIn(id, isLanguage(query.lang) ? query.lang : null, viewerId);
      // This page alone may be framed by any site: its own policy replaces the app's.
      reply.removeHeader('x-frame-options');
      return reply
        .header('content-security-policy', EMBED_CSP)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', viewerId ? 'private, no-store' : 'public, max-age=60')
        .type('text/html; charset=utf-8')
        .send(embedHtml(track, { language, theme: themeOf(query.theme), origin }));
    },
  );

  app.get(
    '/oembed',
    {
      schema: {
        hide: true,
        querystring: z.object({
          url: z.string().max(2000),
          format: z.string().max(20).optional(),
          maxwidth: bound,
          maxheight: bound,
        }),
      },
    },
    async (request, reply) => {
      const query = request.query as { url: string; format?: string; maxwidth?: number; maxheight?: number };
      if (query.format !== undefined && query.format !== 'json') throw new AppError('OEMBED_FORMAT_UNSUPPORTED');
      const asked = URL.canParse(query.url) ? new URL(query.url) : null;
      const id = asked && asked.host === new URL(origin).host ? TRACK_PATH.exec(asked.pathname)?.[1] : undefined;
      if (!asked || !id) throw new AppError('OEMBED_URL_UNKNOWN');
      const lang = asked.searchParams.get('lang');
      const theme = asked.searchParams.get('theme');
      const { track, language } = await trackIn(id, isLanguage(lang) ? lang : null, null).catch(() => {
        throw new AppError('OEMBED_URL_UNKNOWN');
      });
      // Never past the consumer's bounds (oembed.com, "Consumer Request"); the card scrolls within.
      const width = Math.min(EMBED_WIDTH, query.maxwidth ?? EMBED_WIDTH);
      const height = Math.min(EMBED_HEIGHT, query.maxheight ?? EMBED_HEIGHT);
      const search = new URLSearchParams({
        ...(isLanguage(lang) ? { lang } : {}),
        ...(theme === 'dark' || theme === 'light' ? { theme } : {}),
      }).toString();
      const src = `${origin}/embed/ladder/${track.id}${search ? `?${search}` : ''}`;
      const title = `${track.title} · Ladder`;
      // The card image is offered only within the consumer's bounds (oembed.com, "Response parameters").
      const fitsThumbnail =
        (query.maxwidth ?? CARD_WIDTH) >= CARD_WIDTH && (query.maxheight ?? CARD_HEIGHT) >= CARD_HEIGHT;
      return reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=300')
        .send({
          version: '1.0',
          type: 'rich',
          provider_name: 'Ladder',
          provider_url: origin,
          title: track.title,
          author_name: track.user_name,
          author_url: `${origin}/profile/${encodeURIComponent(track.user_username)}`,
          html: `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" title="${escapeAttribute(title)}" loading="lazy" style="border:0;max-width:100%" referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
          width,
          height,
          cache_age: 300,
          ...(fitsThumbnail
            ? {
                thumbnail_url: `${origin}/cards/track/${track.id}.png`,
                thumbnail_width: CARD_WIDTH,
                thumbnail_height: CARD_HEIGHT,
              }
            : {}),
          language,
        });
    },
  );
}
