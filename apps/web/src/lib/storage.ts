/**
 * What the web app keeps in the browser (docs/product.md "What is stored"): the access token,
 * the member's id, the path to return to after login, a visitor's theme and language, and a
 * member's copy for reading offline and the posts and comments written offline (all forgotten at
 * sign-out).
 */
const KEYS = {
  token: 'access-token',
  userId: 'user-id',
  redirect: 'redirect-url',
  theme: 'theme',
  language: 'language',
  visits: 'visits',
  installDismissed: 'install-dismissed',
  offlineCopy: 'offline-copy',
  postOutbox: 'post-outbox',
  commentOutbox: 'comment-outbox',
} as const;

type Key = keyof typeof KEYS;

/** The name a key has in localStorage (what a `storage` event from another tab carries). */
export const storageKeyName = (key: Key): string => KEYS[key];

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

/**
 * The sign-in address that comes back to `path`: it carries the path itself (`?next=`), so a
 * link the server drew works before the app has taken the page over, when no click handler runs.
 */
export const signInBackTo = (path: string) => `/login?next=${encodeURIComponent(path)}`;

/** The remembered path (once), or `fallback`. */
export function takeRedirect(fallback = '/feed'): string {
  const path = read('redirect');
  write('redirect', null);
  return isSafeRedirect(path) ? path : fallback;
}

/** What this tab keeps in sessionStorage, as JSON: null when absent, unreadable or unavailable. */
function readTab(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) a value for this tab; without sessionStorage nothing is kept. */
function writeTab(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable: the flow starts over, as in a new tab.
  }
}

const OAUTH_STATE_KEY = 'oauth-state';

/**
 * The state of a sign-in begun with a provider, and the sign-up boxes ticked before leaving,
 * kept for this tab only. Without sessionStorage the callback cannot match the state and
 * refuses, as it should.
 */
export const oauthState = {
  /** The state LinkedIn will send back, and the sign-up boxes the person ticked before leaving. */
  save(state: string, boxes: { adult: boolean; terms: boolean; consent: boolean }): void {
    writeTab(OAUTH_STATE_KEY, { state, ...boxes });
  },
  /** Reads and forgets what was saved: a state is good for one callback only. */
  take(): { state: string; adult: boolean; terms: boolean; consent: boolean } | null {
    const saved = readTab(OAUTH_STATE_KEY) as {
      state?: unknown;
      adult?: unknown;
      terms?: unknown;
      consent?: unknown;
    } | null;
    writeTab(OAUTH_STATE_KEY, null);
    return typeof saved?.state === 'string'
      ? {
          state: saved.state,
          adult: saved.adult === true,
          terms: saved.terms === true,
          consent: saved.consent === true,
        }
      : null;
  },
};

const PHONE_CODE_KEY = 'phone-code-step';

/**
 * The number a code was sent to and the API's message, kept for this tab while the code lives,
 * so that a reload of /me/phone stays on the code step (issue 41). Tied to the member who asked.
 */
export const phoneCodeStep = {
  save(userId: string, step: { phone: string; message: string }, minutes: number): void {
    writeTab(PHONE_CODE_KEY, { ...step, userId, until: Date.now() + minutes * 60_000 });
  },
  read(userId: string): { phone: string; message: string } | null {
    const saved = readTab(PHONE_CODE_KEY) as {
      phone?: unknown;
      message?: unknown;
      userId?: unknown;
      until?: unknown;
    } | null;
    if (!saved || saved.userId !== userId || typeof saved.until !== 'number' || saved.until < Date.now()) return null;
    return typeof saved.phone === 'string' && typeof saved.message === 'string'
      ? { phone: saved.phone, message: saved.message }
      : null;
  },
  clear(): void {
    writeTab(PHONE_CODE_KEY, null);
  },
};
