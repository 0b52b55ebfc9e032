/**
 * What the web app keeps in the browser (docs/product.md "What is stored"): the access token,
 * the member's id, the path to return to after login, and a visitor's theme and language.
 */
const KEYS = {
  token: 'access-token',
  userId: 'user-id',
  redirect: 'redirect-url',
  theme: 'theme',
  language: 'language',
} as const;

type Key = keyof typeof KEYS;

function read(key: Key): string | null {
  try {
    return localStorage.getItem(KEYS[key]);
  } catch {
    return null;
  }
}

function write(key: Key, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(KEYS[key]);
    else localStorage.setItem(KEYS[key], value);
  } catch {
    // Storage can be unavailable (private mode, quota): the app still works for this visit.
  }
}

export const storage = { read, write };

/** Only same-origin relative paths may be returned to; anything else is ignored. */
export function isSafeRedirect(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  if ([...path].some((ch) => ch.charCodeAt(0) < 0x20)) return false;
  try {
    return new URL(path, 'https://ladder.invalid').origin === 'https://ladder.invalid';
  } catch {
    return false;
  }
}

/** Remembers where a visitor was going, unless it is / or /login (docs/product.md "Accounts"). */
export function rememberRedirect(path: string): void {
  const bare = path.split(/[?#]/)[0];
  if (bare === '/' || bare === '/login' || !isSafeRedirect(path)) return;
  write('redirect', path);
}

/** The remembered path (once), or /feed. */
export function takeRedirect(): string {
  const path = read('redirect');
  write('redirect', null);
  return isSafeRedirect(path) ? path : '/feed';
}

const OAUTH_STATE_KEY = 'oauth-state';

/** The state of a sign-in begun with a provider, kept for this tab only (sessionStorage). */
export const oauthState = {
  save(state: string): void {
    try {
      sessionStorage.setItem(OAUTH_STATE_KEY, state);
    } catch {
      // Without sessionStorage the callback cannot match the state and refuses, as it should.
    }
  },
  /** Reads and forgets the saved state: a state is good for one callback only. */
  take(): string | null {
    try {
      const state = sessionStorage.getItem(OAUTH_STATE_KEY);
      sessionStorage.removeItem(OAUTH_STATE_KEY);
      return state;
    } catch {
      return null;
    }
  },
};
