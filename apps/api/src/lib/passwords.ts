import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id parameters (19 MiB, 2 iterations, 1 lane). */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm.Argon2id, // a const enum, which verbatimModuleSyntax cannot import as a value
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a random password, verified against when the account does not exist, so timing reveals nothing. */
const DUMMY_HASH = hash(`dummy-${Math.random()}`, ARGON2_OPTIONS);

/** Constant-time check; `null` hashes (accounts with only third-party sign-in) never match. */
export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  if (!hashed) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}

/** The 10,000 most common passwords of zxcvbn's list (ranked by frequency). */
const COMMON = new Set(dictionary['passwords-common'].slice(0, 10_000));
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
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const unleet = [...lower].map((ch) => LEET[ch] ?? ch).join('');
  const trim = (value: string) => value.replace(/^[^a-z0-9]+/, '').replace(/[\d\W_]+$/, '');
  const candidates = [lower, unleet, trim(lower), trim(unleet), lower.replace(/[\W_]+$/, '')];
  return candidates.some((candidate) => candidate.length >= 4 && COMMON.has(candidate));
}
