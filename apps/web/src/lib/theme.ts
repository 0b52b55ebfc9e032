import { THEMES, type Theme } from '@ladder/shared/constants';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** A visitor's remembered theme, else dark (docs/product.md "Who it is for"). */
export function initialTheme(): Theme {
  const stored = storage.read('theme');
  return isTheme(stored) ? stored : 'dark';
}

let current: Theme = initialTheme();
const listeners = new Set<() => void>();

export function applyTheme(theme: Theme): void {
  current = theme;
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  for (const listener of listeners) listener();
}

/** The theme on screen now, re-rendering when it changes. */
export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
