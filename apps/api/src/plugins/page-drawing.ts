import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, THEMES, type Language, type Theme } from '@ladder/shared/constants';
import { pickLanguage } from '@ladder/shared/i18n/translate';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-server/entry-server.js): React draws a visitor's first screen to HTML, and the
 * browser takes it over (docs/decisions/0041-react-rendered-on-the-server.md). Its types are
 * restated here: the API never imports the web app's sources.
 */
export interface DrawRequest {
  url: string;
  language: Language;
  theme: Theme;
  data?: FirstScreenData;
}
/** What the server knows of a first screen (apps/web's first-screen-data.ts). */
export interface FirstScreenData {
  post?: unknown;
  /** The post's first page of comments, drawn with it so that nothing moves when the browser takes it over. */
  comments?: unknown;
  /** A shared track's public preview, and a member's public page (docs/decisions/0047-shared-links.md). */
  trackPreview?: unknown;
  profilePreview?: unknown;
  legal?: unknown;
  providers?: unknown;
  transparency?: unknown;
}
export interface DrawnPage {
  html: string;
  title: string | null;
}
type Draw = (request: DrawRequest) => Promise<DrawnPage | null>;

/** The pages React draws on the server: what a visitor or a link's crawler opens first. */
const DRAWN = [
  /^\/(login|register|forgot-password|house)?$/,
  /^\/(user-agreement|privacy-policy|cookie-policy|about|accessibility|transparency)$/,
  /^\/post\/[0-9a-f-]{36}$/,
  /^\/ladder\/[0-9a-f-]{36}$/,
  /^\/profile\/[^/]+$/,
];
export const isDrawnPage = (pathname: string) => DRAWN.some((pattern) => pattern.test(pathname));

/** The cookies the web app writes when a theme or language is chosen (apps/web's lib/storage.ts). */
const COOKIE = { theme: 'ladder-theme', language: 'ladder-language' } as const;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The language and theme a page is drawn in: what the browser chose last (its cookies), else the
 * language it asks for (Accept-Language) and the dark theme (docs/product.md "Who it is for").
 */
export function pagePreferences(
  headers: { cookie?: string; 'accept-language'?: string },
  url?: URL,
): {
  language: Language;
  theme: Theme;
} {
  // `?lang=` names a page's language alternate (hreflang, docs/decisions/0047-shared-links.md).
  const language = url?.searchParams.get('lang') ?? cookieValue(headers.cookie, COOKIE.language);
  const theme = cookieValue(headers.cookie, COOKIE.theme);
  return {
    language: (LANGUAGES as readonly string[]).includes(language ?? '')
      ? (language as Language)
      : pickLanguage(headers['accept-language']),
    theme: (THEMES as readonly string[]).includes(theme ?? '') ? (theme as Theme) : 'dark',
  };
}

/**
 * Loads the renderer on the first page drawn (not at start: the start time stays as it was),
 * and draws with it. A page it cannot draw (no server build, a failure) is null: the browser
 * draws it, as before. Never throws.
 */
export function createPageDrawing(modulePath: string, log: FastifyBaseLogger): Draw {
  let loaded: Promise<Draw | null> | undefined;
  const load = () =>
    (loaded ??= existsSync(modulePath)
      ? import(pathToFileURL(modulePath).href).then(
          (module: { draw?: Draw }) => module.draw ?? null,
          (err: unknown) => {
            log.error({ err }, 'the web app server renderer failed to load');
            return null;
          },
        )
      : Promise.resolve(null));
  return async (request) => {
    const draw = await load();
    if (!draw) return null;
    try {
      return await draw(request);
    } catch (err) {
      log.error({ err, path: new URL(request.url).pathname }, 'drawing a page on the server failed');
      return null;
    }
  };
}
