import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';

/** A new 6-digit code, as a member types it ("004271"). */
export const newSixDigitCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * One-time codes kept as an HMAC (a mobile number's, a workplace's): a 6-digit code has a million
 * values, so a plain hash would be reversed at once by anyone who reads the table; the key is
 * derived from the server's secret, which the database never holds, one key per `purpose`.
 * `hash` binds the code to what it proves (`parts`: the member, the number or the item…).
 */
export function oneTimeCodes(secret: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'ladder', purpose, 32));
  const hash = (parts: string[], code: string) =>
    createHmac('sha256', key)
      .update([...parts, code].join('\n'))
      .digest();
  return {
    /** The HMAC to store, in hex. */
    hash: (parts: string[], code: string) => hash(parts, code).toString('hex'),
    /** Whether `code` is the one stored as `storedHex`, compared in constant time. */
    matches: (parts: string[], code: string, storedHex: string) =>
      timingSafeEqual(hash(parts, code), Buffer.from(storedHex, 'hex')),
  };
}
