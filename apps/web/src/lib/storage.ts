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
  visits: 'visits',
  installDismissed: 'install-dismissed',
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

/**
 * The names of the cookies that tell the server which theme and language to draw a page in
 * (apps/api's plugins/pages reads them): preferences, never anything about the member.
 */
export const PREFERENCE_COOKIES = { theme: 'ladder-theme', language: 'ladder-language' } as const;

/**
 * The theme or language the server would draw a page in (its cookie), for the page the service
 * worker answers offline: its shell's `<html>` was drawn for nobody (`data-offline-shell`).
 */
export function preferenceOfOfflineShell(name: keyof typeof PREFERENCE_COOKIES): string | null {
  if (typeof document === 'undefined' || document.documentElement.dataset['offlineShell'] === undefined) return null;
  const found = document.cookie.split('; ').find((pair) => pair.startsWith(`${PREFERENCE_COOKIES[name]}=`));
  return found ? decodeURIComponent(found.slice(found.indexOf('=') + 1)) : null;
}

/** Remembers a theme or language for the server's next page, for a year. */
export function rememberInCookie(name: keyof typeof PREFERENCE_COOKIES, value: string): void {
  try {
    document.cookie = `${PREFERENCE_COOKIES[name]}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No cookies (a sandboxed frame): the server draws its default, and the app corrects it.
  }
}

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

/** The remembered path (once), or `fallback`. */
export function takeRedirect(fallback = '/feed'): string {
  const path = read('redirect');
  write('redirect', null);
  return isSafeRedirect(path) ? path : fallback;
}

const OAUTH_STATE_KEY = 'oauth-state';

/**
 * The state of a sign-in begun with a provider, and whether the person ticked the consent box
 * before leaving (it goes with the code, for a new account), kept for this tab only.
 */
export const oauthState = {
  /** The state LinkedIn will send back, and the sign-up boxes the person ticked before leaving. */
  save(state: string, boxes: { adult: boolean; terms: boolean; consent: boolean }): void {
    try {
      sessionStorage.setItem(OAUTH_STATE_KEY, JSON.stringify({ state, ...boxes }));
    } catch {
      // Without sessionStorage the callback cannot match the state and refuses, as it should.
    }
  },
  /** Reads and forgets what was saved: a state is good for one callback only. */
  take(): { state: string; adult: boolean; terms: boolean; consent: boolean } | null {
    try {
      const saved = sessionStorage.getItem(OAUTH_STATE_KEY);
      sessionStorage.removeItem(OAUTH_STATE_KEY);
      const parsed = saved
        ? (JSON.parse(saved) as { state?: unknown; adult?: unknown; terms?: unknown; consent?: unknown })
        : null;
      return typeof parsed?.state === 'string'
        ? {
            state: parsed.state,
            adult: parsed.adult === true,
            terms: parsed.terms === true,
            consent: parsed.consent === true,
          }
        : null;
    } catch {
      return null;
    }
  },
};

const PHONE_CODE_KEY = 'phone-code-step';

/**
 * The number a code was sent to and the API's message, kept for this tab while the code lives,
 * so that a reload of /me/phone stays on the code step (issue 41). Tied to the member who asked.
 */
export const phoneCodeStep = {
  save(userId: string, step: { phone: string; message: string }, minutes: number): void {
    try {
      sessionStorage.setItem(PHONE_CODE_KEY, JSON.stringify({ ...step, userId, until: Date.now() + minutes * 60_000 }));
    } catch {
      // Without sessionStorage a reload asks for the number again, as before.
    }
  },
  read(userId: string): { phone: string; message: string } | null {
    try {
      const saved = JSON.parse(sessionStorage.getItem(PHONE_CODE_KEY) ?? 'null') as {
        phone?: unknown;
        message?: unknown;
        userId?: unknown;
        until?: unknown;
      } | null;
      if (!saved || saved.userId !== userId || typeof saved.until !== 'number' || saved.until < Date.now()) return null;
      return typeof saved.phone === 'string' && typeof saved.message === 'string'
        ? { phone: saved.phone, message: saved.message }
        : null;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(PHONE_CODE_KEY);
    } catch {
      // Nothing kept, nothing to clear.
    }
  },
};
