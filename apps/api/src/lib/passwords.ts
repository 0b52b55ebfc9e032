import type { Algorithm } from '@node-rs/argon2';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { once } from './once';

/** OWASP's argon2id parameters (19 MiB, 2 iterations, 1 lane). */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id, // a const enum, which verbatimModuleSyntax cannot import as a value
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The argon2 binding (a native module) is loaded by the first password hashed or checked, not
 * while the server starts (docs/operations.md, "A compiled server").
 */
const argon2 = once(() => import('@node-rs/argon2'));

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, ARGON2_OPTIONS);
}

/** False for a hash argon2 cannot read; a binding that fails to load is an error, not a mismatch. */
async function verify(hashed: string, password: string): Promise<boolean> {
  return (await argon2()).verify(hashed, password).catch(() => false);
}

/**
 * A hash of a random password, verified against when the account does not exist, so timing
 * reveals nothing. Made by the first check of any password, known account or not, rather than
 * while the server starts (docs/operations.md, "A compiled server").
 */
const dummyHash = once(() => hashPassword(`dummy-${Math.random()}`));

/** Constant-time check; `null` hashes (accounts with only third-party sign-in) never match. */
export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  const dummy = await dummyHash();
  if (!hashed) {
    await verify(dummy, password);
    return false;
  }
  return verify(hashed, password);
}

/**
 * The 10,000 most common passwords of zxcvbn's list (ranked by frequency), loaded by the first
 * password chosen: the list is a tenth of the server's code to parse at start.
 */
type CommonModule = typeof LanguageCommon;
const commonPasswords = once(() =>
  import('@zxcvbn-ts/language-common').then((loaded: CommonModule & { default?: CommonModule }) => {
    // The package is CommonJS: Node gives its exports as `default` too, and the compiled server
    // (apps/api/dist, one bundle) gives them as `default` only.
    const { dictionary } = loaded.default ?? loaded;
    return new Set(dictionary['passwords-common'].slice(0, 10_000));
  }),
);
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};

/**
 * True for passwords that are, give or take capitals, leetspeak and a suffix of digits
 * or symbols, one of the most common ones ("P@ssw0rd1!", "Qwerty123#").
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const common = await commonPasswords();
  const lower = password.toLowerCase();
  const unleet = [...lower].map((ch) => LEET[ch] ?? ch).join('');
  const trim = (value: string) => value.replace(/^[^a-z0-9]+/, '').replace(/[\d\W_]+$/, '');
  const candidates = [lower, unleet, trim(lower), trim(unleet), lower.replace(/[\W_]+$/, '')];
  return candidates.some((candidate) => candidate.length >= 4 && common.has(candidate));
}
