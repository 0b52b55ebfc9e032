import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { postTextParts } from '@ladder/shared/values/post-text';
import { once } from '../lib/once';

/** The id of the JSON the web app reads its first screen from (apps/web's first-screen-data.ts). */
const DATA_ELEMENT = 'first-screen-data';
/** Where index.html's shell takes a first screen's static preview. */
const PREVIEW_MARK = '<!-- first-screen -->';

/** A first screen's data for the app, and the same drawn as plain HTML that paints before any JavaScript. */
export interface FirstScreen {
  data: unknown;
  preview: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const LINK = 'text-brand-700 underline decoration-1 underline-offset-2 hover:decoration-2 dark:text-brand-300';

/** A post's text as the app draws it (apps/web's post-content.tsx): links shortened, hashtags as links. */
const richText = (text: string) =>
  postTextParts(text)
    .map((part) =>
      part.kind === 'text'
        ? escapeHtml(part.text)
        : part.kind === 'url'
          ? `<a href="${escapeHtml(part.url)}" class="${LINK}">${escapeHtml(part.label)}</a>`
          : `<a href="/feed?hashtag=${encodeURIComponent(part.tag)}" class="font-medium ${LINK}">${escapeHtml(part.text)}</a>`,
    )
    .join('');

/**
 * A shared post as the visitor's page lays it out (apps/web's public layout and post card), with
 * the same classes, so its text (the largest thing on a phone) paints with the HTML; the app
 * replaces it when it starts.
 */
export function postPreview(post: { user_name: string; content: string }): string {
  return `<main class="mx-auto w-full max-w-5xl flex-1 px-4 py-8"><div class="space-y-4"><article class="rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"><header class="flex items-start gap-3 px-4 pt-4"><span class="h-10 w-10 shrink-0 rounded-full bg-slate-200 dark:bg-slate-700"></span><div class="min-w-0 flex-1"><span class="font-semibold text-slate-900 dark:text-white">${escapeHtml(post.user_name)}</span><p class="min-h-6 text-xs"></p></div></header><div class="space-y-3 px-4 py-3"><div class="text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-900 dark:text-slate-100">${richText(post.content)}</div></div></article></div></main>`;
}

/**
 * The first screens a member lands on, and the modules of their lazy routes (apps/web's
 * router.tsx): their page asks for those chunks at once (`modulepreload`) instead of after the
 * entry has run, which saves a round trip or two on a phone network. Any other path gets the
 * plain index.html. A path listed here that the router no longer has only preloads too much.
 */
const FIRST_SCREENS: [RegExp, string[]][] = [
  [/^\/(login)?$/, ['src/app/layout/public-layout.tsx', 'src/app/routes/login.tsx']],
  [/^\/register$/, ['src/app/layout/public-layout.tsx', 'src/app/routes/register.tsx']],
  [/^\/house$/, ['src/app/layout/public-layout.tsx', 'src/app/routes/house.tsx']],
  [/^\/feed$/, ['src/app/layout/app-layout.tsx', 'src/app/routes/feed.tsx']],
  [/^\/post\/[^/]+$/, ['src/app/layout/session-layout.tsx', 'src/app/routes/post.tsx']],
  [/^\/ladder\/[^/]+$/, ['src/app/layout/app-layout.tsx', 'src/app/routes/track-view.tsx']],
  [/^\/profile\/[^/]+$/, ['src/app/layout/app-layout.tsx', 'src/app/routes/profile.tsx']],
];

interface Chunk {
  file: string;
  imports?: string[];
}

export interface PageBody {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
}

/** A page's HTML and, made on first use, its compressed forms. */
interface Variants {
  br: () => Buffer;
  gzip: () => Buffer;
  plain: Buffer;
}

/**
 * `quality` 11 for the pages kept for the life of the process, compressed when first asked for
 * rather than at start (brotli at 11 costs ~40 ms for them all, a tenth of the start time:
 * docs/operations.md, "A compiled server"); a lower one for a page made per request.
 */
function variants(html: string, quality = 11): Variants {
  const plain = Buffer.from(html);
  return {
    plain,
    br: once(() => brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } })),
    gzip: once(() => gzipSync(plain, { level: quality === 11 ? 9 : 6 })),
  };
}

/**
 * index.html for a path of the app, with the `modulepreload` links of its first screen, in the
 * best encoding the browser accepts. With `data`, that page also carries the first screen's
 * data (what a visitor sees of a shared post), so it paints without waiting for a request; such
 * a page is compressed when sent. Null when the build has no manifest (then the static
 * index.html is served as it is).
 */
export function createPageHtml(
  root: string,
): ((pathname: string, acceptEncoding: string, firstScreen?: FirstScreen) => PageBody) | null {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const index = readFileSync(indexPath, 'utf8');

  const closure = (keys: string[], into = new Set<string>()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) continue;
      into.add(chunk.file);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const entry = closure(['index.html']);
  const pages = FIRST_SCREENS.map(([pattern, roots]) => {
    const links = [...closure(roots)]
      .filter((file) => !entry.has(file) && file.endsWith('.js'))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const html = index.replace('</head>', `${links}</head>`);
    return [pattern, { html, ...variants(html) }] as const;
  });
  const plainPage = { html: index, ...variants(index) };

  return (pathname, acceptEncoding, firstScreen) => {
    const found = pages.find(([pattern]) => pattern.test(pathname))?.[1] ?? plainPage;
    // `<` is escaped so that no text of the data can close the script element.
    const page =
      firstScreen === undefined
        ? found
        : variants(
            found.html
              .replace(
                '</head>',
                `<script id="${DATA_ELEMENT}" type="application/json">${JSON.stringify(firstScreen.data).replace(/</g, '\\u003c')}</script></head>`,
              )
              .replace(PREVIEW_MARK, firstScreen.preview),
            4,
          );
    if (/\bbr\b/.test(acceptEncoding)) return { body: page.br(), encoding: 'br' };
    if (/\bgzip\b/.test(acceptEncoding)) return { body: page.gzip(), encoding: 'gzip' };
    return { body: page.plain, encoding: null };
  };
}
