import { LANGUAGES, type Language } from '@ladder/shared/constants';
import { en } from '@ladder/shared/i18n/en';
import { vi } from '@ladder/shared/i18n/vi';
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

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, vi: { translation: vi } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches the UI language; the API answers in it too, and <html lang> follows. */
export function applyLanguage(language: Language): void {
  setApiLanguage(language);
  document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
applyLanguage(initialLanguage());
