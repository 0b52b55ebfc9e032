import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Language, Theme } from '@ladder/shared/constants';
import { once } from '../lib/once';
import { isDrawnPage, type DrawRequest, type DrawnPage, type FirstScreenData } from './page-drawing';

/** The id of the JSON the web app reads its first screen from (apps/web's first-screen-data.ts). */
const DATA_ELEMENT = 'first-screen-data';
/** What index.html's shell holds before its first screen: a drawn page replaces both. */
const ROOT_SHELL = /<div id="root">[\s\S]*?<!-- first-screen -->/;
/**
 * Holds a drawn page's first frame until its end is parsed (Chromium 124+, Safari 18.2+; others
 * ignore it). The browser waits for the element to be inserted, not closed: the mark follows `#root`.
 */
const RENDER_AFTER_ROOT = '<link rel="expect" href="#first-screen-end" blocking="render">';
const FIRST_SCREEN_END = '<template id="first-screen-end"></template>';
/**
 * Where a page holds the links to its modules, which the entry adds a few at a time (apps/web's
 * main.tsx): each costs a phone milliseconds as it asks for its file, so the fifty of a page in
 * its head were one long task of the parser. On a drawn page the entry adds them once it is painted.
 */
const HELD_MODULES = 'page-modules';
/** The app's start, which the entry imports (apps/web's start.tsx). */
const START = 'src/start.tsx';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The pages of a shared item, drawn with it or not at all. */
const SHARED_ITEM = /^\/(post|ladder|profile)\//;
/** Data of one item (its counts move): the page is made per request, not kept. */
const isPerRequest = (data: FirstScreenData | undefined) =>
  data?.post !== undefined ||
  data?.trackPreview !== undefined ||
  data?.profilePreview !== undefined ||
  data?.transparency !== undefined;

/** Pages kept in memory at most (each a few kB, with its compressed forms). */
const MAX_KEPT_PAGES = 200;

/** What a page is drawn for: the address, the encodings and preferences of the browser, and a shared post. */
export interface PageRequest {
  /** The page's whole address (origin, path and query), as the app's router reads it. */
  url: URL;
  acceptEncoding: string;
  preferences: { language: Language; theme: Theme };
  /** What the server knows of the screen: drawn with it, and in the page as data. */
  data?: FirstScreenData;
  /**
   * Tags for the page's `<head>` (a shared item's link preview, modules/sharing/link-tags.ts): a
   * page with them or with data is made per request.
   */
  head?: string;
}

const PUBLIC_LAYOUT = 'src/app/layout/public-layout.tsx';
const SESSION_LAYOUT = 'src/app/layout/session-layout.tsx';
const APP_LAYOUT = 'src/app/layout/app-layout.tsx';
/** The features' English texts, which every screen but the sign-in ones waits for (apps/web's feature-texts.ts). */
const FEATURE_TEXTS = '../../packages/shared/src/i18n/en.ts';
/** The policy pages' long texts, both languages (apps/web's page-texts.ts). */
const PAGE_TEXTS = ['../../packages/shared/src/i18n/pages.en.ts', '../../packages/shared/src/i18n/pages.vi.ts'];
/** A language's whole catalog, which the app loads before it draws anything in it (apps/web's i18n.ts). */
const CATALOGS: Record<Language, string[]> = { en: [], vi: ['../../packages/shared/src/i18n/vi.ts'] };

/**
 * The first screens a member lands on, and the modules of their lazy routes (apps/web's
 * router.tsx) with the texts they wait for: their page asks for those chunks with the app's start
 * (`modulepreload`) instead of after the entry has run, which saves a round trip or two on a phone
 * network. Any other path asks for the start alone (and its language's catalog). A path listed
 * here that the router no longer has only preloads too much.
 */
const FIRST_SCREENS: [RegExp, string[]][] = [
  [/^\/(login)?$/, [PUBLIC_LAYOUT, 'src/app/routes/login.tsx']],
  [/^\/register$/, [PUBLIC_LAYOUT, 'src/app/routes/register.tsx']],
  [/^\/house$/, [PUBLIC_LAYOUT, 'src/app/routes/house.tsx', FEATURE_TEXTS, ...PAGE_TEXTS]],
  [/^\/feed$/, [APP_LAYOUT, 'src/app/routes/feed.tsx', FEATURE_TEXTS]],
  [/^\/post\/[^/]+$/, [SESSION_LAYOUT, 'src/app/routes/post.tsx', FEATURE_TEXTS]],
  [/^\/ladder\/[^/]+$/, [SESSION_LAYOUT, 'src/app/routes/ladder.tsx', FEATURE_TEXTS]],
  [/^\/profile\/[^/]+$/, [SESSION_LAYOUT, 'src/app/routes/profile.tsx', FEATURE_TEXTS]],
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
 * index.html for a path of the app, in the browser's language and theme, with the
 * `modulepreload` links of its first screen (held back until the page is painted on a drawn
 * page), in the best encoding the browser accepts. A page
 * a visitor opens first (page-drawing.ts) is drawn by React on the server: the same for every
 * visitor of one language and theme is drawn once and kept; a shared post is drawn per request
 * and also carries its data, so the browser takes it over without asking. Null when the build
 * has no manifest (then the static index.html is served as it is).
 */
export function createPageHtml(
  root: string,
  draw: (request: DrawRequest) => Promise<DrawnPage | null>,
): ((page: PageRequest) => Promise<PageBody>) | null {
  const manifestPath = path.join(root, '.vite', 'manifest.json');
  const indexPath = path.join(root, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const index = readFileSync(indexPath, 'utf8');
  // A drawn page carries the app's style sheet in itself: one request fewer before it can paint,
  // where the browser would otherwise queue it behind the scripts it preloads.
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/.exec(index);
  const inlineStyle =
    stylesheet?.[1] && existsSync(path.join(root, stylesheet[1]))
      ? { link: stylesheet[0], style: `<style>${readFileSync(path.join(root, stylesheet[1]), 'utf8')}</style>` }
      : null;

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
  // The app's start (apps/web's start.tsx), which the entry imports: asked for with the page, so
  // that the entry does not wait a round trip for it.
  const started = closure([START]);
  /** The links of a first screen's modules in a language: its catalog, the start, the screen's own. */
  const preloads = (language: Language, modules: string[] = []) =>
    [...closure([...CATALOGS[language], ...modules], new Set(started))]
      .filter((file) => !entry.has(file) && file.endsWith('.js'))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  const shellsIn = (language: Language) => ({
    screens: FIRST_SCREENS.map(([, modules]) => preloads(language, modules)),
    startOnly: preloads(language),
  });
  const shells: Record<Language, ReturnType<typeof shellsIn>> = { en: shellsIn('en'), vi: shellsIn('vi') };
  const screenOf = (pathname: string) => FIRST_SCREENS.findIndex(([pattern]) => pattern.test(pathname));
  const modulesOf = (pathname: string, language: Language) =>
    shells[language].screens[screenOf(pathname)] ?? shells[language].startOnly;
  /** Pages kept for the life of the process: by path, language and theme. */
  const kept = new Map<string, Variants>();

  const make = async ({ url, preferences, data, head }: PageRequest): Promise<Variants> => {
    const { language, theme } = preferences;
    // The theme and language are right before any script runs: no flash of the wrong one.
    let html = index.replace(
      /<html[^>]*>/,
      `<html lang="${language}"${theme === 'dark' ? ' class="dark"' : ''} style="color-scheme:${theme}">`,
    );
    // A shared item's page is drawn only with its item: without it, the browser draws the page.
    const isShared = SHARED_ITEM.test(url.pathname);
    const drawn =
      isDrawnPage(url.pathname) && (!isShared || isPerRequest(data))
        ? await draw({ url: url.href, language, theme, ...(data ? { data } : {}) })
        : null;
    const modules = modulesOf(url.pathname, language);
    if (drawn) {
      html = html.replace(ROOT_SHELL, () => `<div id="root" data-drawn-in="${language} ${theme}">${drawn.html}`);
      // Its modules are held back, inert, until the page is painted: the entry asks for them then
      // (apps/web's main.tsx). Fetched at once, they would be parsed and run before the first
      // paint whenever they arrive before the page's end.
      html = html.replace('</head>', () => `<template id="${HELD_MODULES}">${modules}</template></head>`);
      if (inlineStyle) html = html.replace(inlineStyle.link, () => inlineStyle.style);
      // The first frame waits until the drawn page is parsed whole: a busy phone would otherwise
      // paint half of it and then move it as the rest arrives (layout shifts, CLS).
      html = html
        .replace('</head>', () => `${RENDER_AFTER_ROOT}</head>`)
        .replace('</body>', () => `${FIRST_SCREEN_END}</body>`);
      // A drawn page reads without its scripts: they come after the page's text and pictures
      // (low fetch priority), so a slow phone paints the page first and then takes it over.
      html = html.replace(
        /<(script type="module"|link rel="modulepreload") crossorigin/g,
        '<$1 fetchpriority="low" crossorigin',
      );
      if (drawn.title)
        html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(drawn.title ?? '')}</title>`);
    } else if (modules)
      html = html.replace('</head>', () => `<template id="${HELD_MODULES}">${modules}</template></head>`);
    if (head) html = html.replace('</head>', () => `${head}</head>`);
    // `<` is escaped so that no text of the data can close the script element.
    if (data)
      html = html.replace(
        '</head>',
        () =>
          `<script id="${DATA_ELEMENT}" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script></head>`,
      );
    return variants(html, isPerRequest(data) ? 4 : 11);
  };

  return async (page) => {
    // What is the same for every visitor of a language and theme is made once: a page the
    // server does not draw, by its template; a drawn page, by its address, up to a bound (an
    // address may carry any query). A shared post is made each time.
    const { language, theme } = page.preferences;
    const template = isDrawnPage(page.url.pathname)
      ? `${page.url.pathname}${page.url.search}`
      : String(screenOf(page.url.pathname));
    const key = isPerRequest(page.data) || page.head ? null : `${template} ${language} ${theme}`;
    let found = key ? kept.get(key) : undefined;
    if (!found) {
      found = await make(page);
      if (key && kept.size < MAX_KEPT_PAGES) kept.set(key, found);
    }
    if (/\bbr\b/.test(page.acceptEncoding)) return { body: found.br(), encoding: 'br' };
    if (/\bgzip\b/.test(page.acceptEncoding)) return { body: found.gzip(), encoding: 'gzip' };
    return { body: found.plain, encoding: null };
  };
}
