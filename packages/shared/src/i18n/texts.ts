import type { Language } from '../constants';

/**
 * How a catalog text is found and filled in, for the API (with both catalogs at hand) and the
 * web app (which loads them as needed) alike. Keys are dotted paths; `{{name}}` marks a
 * parameter; a text that depends on a number has one key per plural form, `key_one` and
 * `key_other`, picked by the language's plural rules (Vietnamese has only `other`).
 * docs/architecture.md, "Texts in two languages".
 */
export type TextParams = Readonly<Record<string, string | number | boolean | undefined>>;

/** Whatever sits at a dotted key of a catalog (a text, a list, a section), or undefined. */
export function valueAt(catalog: unknown, key: string): unknown {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function textAt(catalog: unknown, key: string): string | undefined {
  const value = valueAt(catalog, key);
  return typeof value === 'string' ? value : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The key a count selects in a language: `likes` with 1 in English reads `likes_one`. */
function pluralKey(language: Language, key: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return `${key}_${rules.select(count)}`;
}

/** Fills `{{name}}` with its parameter; an unknown name stays as written. */
export function interpolate(text: string, params: TextParams = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/**
 * Translates a key in `language`, reading `catalogs` in the order given (the language's own,
 * then the fallback); a key found nowhere is returned as it is, so a gap shows, never a blank.
 */
export function translateWith(
  catalogs: readonly { language: Language; catalog: unknown }[],
  key: string,
  params: TextParams = {},
): string {
  const count = params['count'];
  for (const { language, catalog } of catalogs) {
    const text =
      (typeof count === 'number' ? textAt(catalog, pluralKey(language, key, count)) : undefined) ??
      textAt(catalog, key) ??
      (typeof count === 'number' ? textAt(catalog, `${key}_other`) : undefined);
    if (text !== undefined) return interpolate(text, params);
  }
  return key;
}
