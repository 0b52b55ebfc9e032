import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** What a person types for a number: digits, spaces, dots, dashes, brackets and a leading +. */
const TYPED = /^\+?[\d\s().-]+$/;

/**
 * The E.164 form (`+84912345678`) of a Vietnamese mobile number typed with +84, 84 or 0 in front
 * and any spacing; undefined for anything else: a landline, a foreign number, a number no mobile
 * network was given. The full numbering plan of libphonenumber-js decides, not a list of prefixes
 * kept here (docs/decisions/0034-mobile-number-verification.md).
 */
export function vietnameseMobile(typed: string): string | undefined {
  const input = typed.trim();
  if (!TYPED.test(input)) return undefined;
  const parsed = parsePhoneNumberFromString(input, 'VN');
  if (!parsed || parsed.country !== 'VN' || !parsed.isValid() || parsed.getType() !== 'MOBILE') return undefined;
  return parsed.number;
}

/** A number as a member reads it back: `+84 912 345 678`. */
export function readable(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
