import { LANGUAGES } from '@ladder/shared/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/paging';
import type { ShareCardsService } from './share-cards.service';
import { SITEMAP_KINDS, type SitemapKind } from '@ladder/shared/schemas/sharing';
import type { SharingService, SitemapItem } from './sharing.service';

/** The most URLs one sitemap file lists (sitemaps.org); past it, /sitemap.xml is an index. */
export const SITEMAP_MAX_URLS = 50_000;
/** How long /sitemap.xml is kept: a newly shared track is listed within a minute. */
const SITEMAP_TTL_MS = 60_000;
/** Paths of the app that only a member reads: no crawler is sent there. */
const MEMBER_PATHS = [
  '/api/',
  '/feed',
  '/saved-posts',
  '/notifications',
  '/search',
  '/share',
  '/my-career-tracks',
  '/me/',
  '/career-track/',
  '/new-account',
  '/reset-password',
  '/confirm-email',
  '/linkedin',
];
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XHTML = 'http://www.w3.org/1999/xhtml';
/** A page's en and vi alternates and its default, as its own `hreflang` tags name them (link-tags.ts). */
const alternates = (url: string) =>
  [...LANGUAGES.map((language) => [language, `${url}?lang=${language}`]), ['x-default', url]]
    .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href ?? '')}"/>`)
    .join('');

const urlset = (origin: string, items: SitemapItem[]) =>
  `${HEAD}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">\n${items
    .map((item) => {
      const url = `${origin}${item.path}`;
      return `<url><loc>${xml(url)}</loc><lastmod>${item.updatedAt}</lastmod>${alternates(url)}</url>`;
    })
    .join('\n')}\n</urlset>\n`;

const sendXml = (reply: FastifyReply, body: string) =>
  reply.header('cache-control', 'public, max-age=60').type('application/xml; charset=utf-8').send(body);

/**
 * What link crawlers and search engines read outside the app's pages
 * (docs/decisions/0047-shared-links.md): the card images, /robots.txt and the sitemap.
 */
export async function sharingPagesRoutes(
  app: FastifyInstance,
  options: { sharing: SharingService; cards: ShareCardsService; origin: string; sitemapMaxUrls?: number },
) {
  const { sharing, cards, origin } = options;
  const max = options.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
  const hidden = { schema: { hide: true } };

  app.get(
    '/cards/:kind/:file',
    { schema: { hide: true, params: z.object({ kind: z.string().max(20), file: z.string().max(100) }) } },
    async (request, reply) => {
      const { kind, file } = request.params as { kind: string; file: string };
      const id = /^([0-9a-f-]{36})\.png$/.exec(file)?.[1];
      if (!id || !isUuid(id) || !(kind === 'track' || kind === 'post' || kind === 'profile'))
        throw new AppError('NOT_FOUND');
      // A token, when sent, names the viewer: across a block the card is not there (a bad one is a visitor's).
      await app.optionalUser.call(app, request, reply).catch(() => undefined);
      const png = await cards.image(kind, id, request.actor?.id ?? null);
      if (!png) throw new AppError('NOT_FOUND');
      return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
    },
  );

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(
        [
          'User-agent: *',
          ...MEMBER_PATHS.map((path) => `Disallow: ${path}`),
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  /** Every sitemap file: a kind and the key it starts after, with its items. */
  async function walk() {
    const files: { kind: SitemapKind; after: string | null; items: SitemapItem[] }[] = [];
    for (const kind of SITEMAP_KINDS) {
      let after: string | null = null;
      do {
        const page = await sharing.sitemapPage(kind, after, max);
        if (page.items.length > 0) files.push({ kind, after, items: page.items });
        after = page.last;
      } while (after);
    }
    return files;
  }
  let kept: { at: number; body: string } | null = null;

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    if (kept && Date.now() - kept.at < SITEMAP_TTL_MS) return sendXml(reply, kept.body);
    const files = await walk();
    const all = files.flatMap((file) => file.items);
    const body =
      all.length <= max
        ? urlset(origin, all)
        : `${HEAD}<sitemapindex xmlns="${NS}">\n${files
            .map((file) => {
              const loc = `${origin}/sitemap/${file.kind}.xml${file.after ? `?after=${encodeURIComponent(file.after)}` : ''}`;
              const lastmod = file.items.reduce(
                (latest, item) => (item.updatedAt > latest ? item.updatedAt : latest),
                '',
              );
              return `<sitemap><loc>${xml(loc)}</loc><lastmod>${lastmod}</lastmod></sitemap>`;
            })
            .join('\n')}\n</sitemapindex>\n`;
    kept = { at: Date.now(), body };
    return sendXml(reply, body);
  });

  app.get(
    '/sitemap/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(30) }),
        querystring: z.object({ after: z.string().max(300).optional() }),
      },
    },
    async (request, reply) => {
      const kind = /^(track|post|profile)\.xml$/.exec((request.params as { file: string }).file)?.[1] as
        SitemapKind | undefined;
      const after = (request.query as { after?: string }).after ?? null;
      if (!kind || (after !== null && kind !== 'profile' && !isUuid(after))) throw new AppError('NOT_FOUND');
      const page = await sharing.sitemapPage(kind, after, max);
      return sendXml(reply, urlset(origin, page.items));
    },
  );
}
