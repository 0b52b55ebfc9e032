import { LANGUAGES, type Language } from '@ladder/shared/constants';
import { enCore } from '@ladder/shared/i18n/core.en';
import { translateWith, valueAt, type TextParams } from '@ladder/shared/i18n/texts';
import { useMemo, useSyncExternalStore } from 'react';
import { setApiLanguage } from './api-client';
import { preferenceOfOfflineShell, rememberInCookie, storage } from './storage';

/**
 * The web app's texts: the catalogs of `@ladder/shared` read through the same `translateWith`
 * as the API, so both sides say the same thing the same way. English's core is bundled (it is
 * also the fallback); the features' English texts (feature-texts.ts), Vietnamese and the long
 * page texts are chunks of their own, loaded when first needed. docs/decisions/0025-one-translator.md.
 */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language this browser chose last, else the one the server drew the page in (its cookie,
 * else the browser's Accept-Language: apps/api's plugins/pages), else English.
 */
export function initialLanguage(): Language {
  const stored = storage.read('language');
  if (isLanguage(stored)) return stored;
  const offline = preferenceOfOfflineShell('language');
  if (isLanguage(offline)) return offline;
  const drawn = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(drawn) ? drawn : 'en';
}

type Tree = Record<string, unknown>;
const catalogs: Partial<Record<Language, Tree>> = { en: enCore };
let current: Language = 'en';
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Copies `from` into `into`, section by section. */
function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    const isSection = (node: unknown): node is Tree =>
      typeof node === 'object' && node !== null && !Array.isArray(node);
    into[key] = isSection(existing) && isSection(value) ? merge({ ...existing }, value) : value;
  }
  return into;
}

function translate(key: string, params?: TextParams): string {
  const order = [{ language: current, catalog: catalogs[current] }];
  if (current !== 'en') order.push({ language: 'en', catalog: catalogs.en });
  return translateWith(order, key, params);
}

/** A text, or with `{ returnObjects: true }` the list or section at that key (long page texts). */
function t(key: string, options: { returnObjects: true }): unknown;
function t(key: string, params?: TextParams): string;
function t(key: string, params?: TextParams): unknown {
  if (params?.['returnObjects'] === true) return valueAt(catalogs[current], key) ?? valueAt(catalogs.en, key);
  return translate(key, params);
}

export type Translate = typeof t;

export const i18n = {
  get language(): Language {
    return current;
  },
  t,
  /** Whether the English catalog has a text at `key`. */
  exists(key: string): boolean {
    return valueAt(catalogs.en, key) !== undefined;
  },
  /** Adds texts to a language's catalog (lazy chunks call this), then re-renders what reads them. */
  addTexts(language: Language, texts: Tree): void {
    catalogs[language] = merge({ ...(catalogs[language] ?? {}) }, texts);
    changed();
  },
};

const getVersion = () => version;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language's `t`; the component renders again when the language or the texts change. */
export function useTranslation(): { t: Translate; i18n: typeof i18n } {
  const seen = useSyncExternalStore(subscribe, getVersion, getVersion);
  // A new `t` per change, so memoised values that depend on it are recomputed.
  return useMemo(() => ({ t: (key: string, params?: TextParams) => t(key, params), i18n }), [seen]);
}

/** The languages whose whole catalog is in (page texts may be added to a language before it). */
const loaded = new Set<Language>(['en']);

/** Makes sure a language's catalog is loaded. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const { vi } = await import('@ladder/shared/i18n/vi');
  if (!loaded.has('vi')) i18n.addTexts('vi', vi);
  loaded.add('vi');
}

/**
 * The language a server render draws in (entry-server.tsx): its catalog is loaded first, and
 * renders take turns, since the language is one for the whole module.
 */
export function setLanguageForRender(language: Language): void {
  if (!loaded.has(language)) throw new Error(`the ${language} catalog is not loaded`);
  current = language;
}

/**
 * Switches the UI language (once its catalog is in); the API answers in it too, <html lang>
 * follows, and a cookie tells the server which language to draw the next page in.
 */
export function applyLanguage(language: Language): void {
  setApiLanguage(language);
  document.documentElement.lang = language;
  rememberInCookie('language', language);
  const switchTo = () => {
    if (current === language) return;
    current = language;
    changed();
  };
  // Synchronously when the catalog is already here, so the first paint is in that language.
  if (loaded.has(language)) switchTo();
  else void loadLanguage(language).then(switchTo);
}
