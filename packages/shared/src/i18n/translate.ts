import type { Language } from '../constants';
import { en } from './en';
import { vi } from './vi';

export const CATALOGS = { en, vi } as const;

/** Reads a dotted key from a catalog; `undefined` when the key is not a string there. */
export function lookup(language: Language, key: string): string | undefined {
  let node: unknown = CATALOGS[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function isCatalogKey(key: string): boolean {
  return lookup('en', key) !== undefined;
}

/** Translates a key with `{{name}}` parameters, falling back to English, then to the key. */
export function translate(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(language, key) ?? lookup('en', key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
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
