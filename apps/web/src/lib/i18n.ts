import { LANGUAGES, type Language } from '@ladder/shared/constants';
import { en } from '@ladder/shared/i18n/en';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from './api-client';
import { storage } from './storage';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A visitor's remembered language, else English (SPEC.md §1). */
export function initialLanguage(): Language {
  const stored = storage.read('language');
  return isLanguage(stored) ? stored : 'en';
}

export const i18n = i18next.createInstance();

// English is bundled (it is also the fallback); Vietnamese is a chunk of its own, loaded when
// first needed, so that visitors reading English do not download both catalogs.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Makes sure a language's catalog is loaded. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'vi' || i18n.hasResourceBundle('vi', 'translation')) return;
  const { vi } = await import('@ladder/shared/i18n/vi');
  i18n.addResourceBundle('vi', 'translation', vi);
}

/** Switches the UI language (once its catalog is in); the API answers in it too, and <html lang> follows. */
export function applyLanguage(language: Language): void {
  setApiLanguage(language);
  document.documentElement.lang = language;
  if (i18n.language === language) return;
  void loadLanguage(language).then(() => i18n.changeLanguage(language));
}
