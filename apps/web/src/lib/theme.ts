import { THEMES, type Theme } from '@ladder/shared/constants';
import { useSyncExternalStore } from 'react';
import { preferenceOfOfflineShell, rememberInCookie, storage } from './storage';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * A visitor's remembered theme, else the one the server drew the page in (its cookie), else
 * dark (docs/product.md "Who it is for").
 */
export function initialTheme(): Theme {
  const stored = storage.read('theme');
  if (isTheme(stored)) return stored;
  const offline = preferenceOfOfflineShell('theme');
  if (isTheme(offline)) return offline;
  if (typeof document === 'undefined') return 'dark';
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

let current: Theme = initialTheme();
const listeners = new Set<() => void>();

/** Shows a theme, and tells the server (a cookie) to draw the next page in it. */
export function applyTheme(theme: Theme): void {
  current = theme;
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  rememberInCookie('theme', theme);
  for (const listener of listeners) listener();
}

/** The theme a server render draws in (entry-server.tsx). */
export function setThemeForRender(theme: Theme): void {
  current = theme;
}

const getTheme = () => current;

/** The theme on screen now, re-rendering when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getTheme,
    getTheme,
  );
}
