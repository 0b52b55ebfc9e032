import { z } from './zod';
import { isHttpUrl } from '../values/urls';

export { isHttpUrl };
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../constants';

/**
 * Field builders shared by the schemas. Every message is a catalog key
 * (`validation.*`): the API and the web app translate it into the reader's language.
 */

/**
 * A box a new member ticks: by default the consent to the processing of personal data under the
 * privacy policy. Optional in the schema so that its absence (or false) is refused by the service
 * with its own code (CONSENT_REQUIRED, AGE_CONFIRMATION_REQUIRED, TERMS_REQUIRED) rather than as a
 * validation error (docs/decisions/0030-consent-and-policy-versions.md,
 * docs/decisions/0055-privacy-choices-and-sign-up-consent.md).
 */
export const consentFlag = (
  error = 'validation.consent_required',
  description = 'Must be true for a new account: the member agrees to the processing of their personal data under the privacy policy in force.',
) => z.boolean({ error }).optional().meta({ description });

const SPECIALS = /[#?!@$%^&*-]/;

export const requiredText = (
  requiredKey = 'validation.required',
  max = TEXT_MAX_LENGTH,
  maxKey = 'validation.max_255',
) => z.string({ error: requiredKey }).trim().min(1, { error: requiredKey, abort: true }).max(max, { error: maxKey });

export const optionalText = (max = TEXT_MAX_LENGTH, maxKey = 'validation.max_255') =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: maxKey })
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** An email address, trimmed and lower-cased, with the given messages for "missing" and "malformed". */
export const email = (requiredKey: string, invalidKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: invalidKey, abort: true })
    .pipe(z.email({ error: invalidKey }))
    .transform((value) => value.toLowerCase());

/** The password rule (docs/product.md "Validation rules"): 8 to 255 characters with upper, lower, digit and a special. */
export const newPassword = (requiredKey = 'validation.password_required') =>
  z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: 'validation.password_min', abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_max', abort: true })
    .refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && SPECIALS.test(value), {
      error: 'validation.password_rule',
    });

export const httpUrl = () =>
  z
    .string({ error: 'validation.url_invalid' })
    .trim()
    .max(URL_MAX_LENGTH, { error: 'validation.url_invalid', abort: true })
    .refine(isHttpUrl, { error: 'validation.url_invalid' });

/** A one-time token from a mailed link: opaque URL-safe text. */
export const oneTimeToken = () =>
  z
    .string({ error: 'validation.token_required' })
    .trim()
    .min(1, { error: 'validation.token_required', abort: true })
    .max(200, { error: 'validation.invalid' });
