import type { Language } from '../constants';
import { en } from './en';
import { serverEn } from './server.en';
import { serverVi } from './server.vi';
import { textAt, translateWith, type TextParams } from './texts';
import { vi } from './vi';

/** The API's catalogs: what the web app shows, plus the mail only the API sends. */
export const CATALOGS = { en: { ...en, ...serverEn }, vi: { ...vi, ...serverVi } } as const;

/** Reads a dotted key from a catalog; `undefined` when the key is not a string there. */
export function lookup(language: Language, key: string): string | undefined {
  return textAt(CATALOGS[language], key);
}

export function isCatalogKey(key: string): boolean {
  return lookup('en', key) !== undefined;
}

/** Translates a key with `{{name}}` parameters (and plural forms by `count`), falling back to English, then to the key. */
export function translate(language: Language, key: string, params: TextParams = {}): string {
  const catalogs = [{ language, catalog: CATALOGS[language] }];
  if (language !== 'en') catalogs.push({ language: 'en', catalog: CATALOGS.en });
  return translateWith(catalogs, key, params);
}

/** Picks en or vi from an Accept-Language header, honouring q-values. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag, q } of ranked) {
    if (q <= 0) continue;
    if (tag === 'vi' || tag.startsWith('vi-')) return 'vi';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
