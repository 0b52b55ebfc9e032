import { z } from './zod';
import {
  LANGUAGES,
  MAX_EXTERNAL_LINKS,
  MAX_PHONE_NUMBERS,
  MINIMUM_AGE,
  NAME_MAX_LENGTH,
  THEMES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants';
import { httpUrl, optionalText, requiredText } from './fields';

export const USERNAME_PATTERN = /^@[A-Za-z0-9@_.]+$/;

export const username = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(USERNAME_MIN_LENGTH, { error: 'validation.username_min', abort: true })
    .max(USERNAME_MAX_LENGTH, { error: 'validation.max_255', abort: true })
    .refine((value) => value.startsWith('@'), { error: 'validation.username_at', abort: true })
    .refine((value) => USERNAME_PATTERN.test(value), { error: 'validation.username_chars' });

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900;
}

export const dateOfBirth = () =>
  z
    .string({ error: 'validation.date_invalid' })
    .trim()
    .refine(isRealDate, { error: 'validation.date_invalid', abort: true })
    .refine((value) => ageOn(value, new Date()) >= MINIMUM_AGE, { error: 'validation.age_min' });

const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,24}$/;

/**
 * `PUT /users/current/me`: every field optional; `is_active` may only be set to
 * false (deactivation); any other key (is_superuser, email, counters, photo paths...)
 * is refused as "This field can not be changed".
 */
export const updateMeSchema = z
  .object({
    name: requiredText('validation.required', NAME_MAX_LENGTH),
    username: username(),
    date_of_birth: dateOfBirth().nullable(),
    headline: optionalText(),
    bio: optionalText(),
    phone_numbers: z
      .array(
        z
          .string({ error: 'validation.phone_invalid' })
          .trim()
          .regex(PHONE_PATTERN, { error: 'validation.phone_invalid' }),
        {
          error: 'validation.invalid',
        },
      )
      .max(MAX_PHONE_NUMBERS, { error: 'validation.phones_too_many' }),
    external_link_urls: z
      .array(httpUrl(), { error: 'validation.invalid' })
      .max(MAX_EXTERNAL_LINKS, { error: 'validation.links_too_many' }),
    working_industry_id: z.uuid({ error: 'validation.industry_unknown' }).nullable(),
    default_language: z.enum(LANGUAGES, { error: 'validation.language_invalid' }),
    default_theme: z.enum(THEMES, { error: 'validation.theme_invalid' }),
    is_active: z.literal(false, { error: 'validation.readonly_field' }),
  })
  .partial()
  .strict();
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

/** What anyone may see of a member. */
export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  external_link_urls: z.array(z.string()),
  working_industry_id: z.string().nullable(),
  /** URL of the large profile photo (400×400). */
  photo_path: z.string().nullable(),
  /** URL of the small profile photo (96×96), or null. */
  photo_small_path: z.string().nullable(),
  cover_photo_path: z.string().nullable(),
  identity_verified: z.boolean(),
  total_followings: z.number(),
  total_followers: z.number(),
  is_active: z.boolean(),
  /** Whether the viewer follows this member (false for a visitor and for oneself). */
  is_followed: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What the member sees of themself. */
export const privateUserSchema = publicUserSchema.extend({
  email: z.string(),
  is_superuser: z.boolean(),
  /** When the member last agreed to the privacy policy, and to which version of it. */
  term_privacy_accepted_at: z.string().nullable(),
  term_privacy_version: z.string().nullable(),
  /** The policy changed since the member agreed (or they never did): ask before anything else. */
  consent_required: z.boolean(),
  default_language: z.enum(LANGUAGES),
  default_theme: z.enum(THEMES),
  date_of_birth: z.string().nullable(),
  phone_numbers: z.array(z.string()),
  /** The mobile number the member proved by a code sent by SMS (E.164, `+84…`), or null; never shown to others. */
  verified_phone: z.string().nullable(),
  /** PHONE_VERIFICATION is on and the member has no verified number: posting and commenting are refused. */
  phone_verification_required: z.boolean(),
  signin_with: z.string().nullable(),
  created_at: z.string(),
  /** educator while an Education subscription is active and not cancelled. */
  plan: z.enum(['user', 'educator']),
  /**
   * When the member finished or skipped the first run (industry, rung, skills, goal); null while
   * it is still to come: the app leads them to it after signing in (docs/decisions/0049-the-first-run.md).
   */
  first_run_done_at: z.string().nullable(),
});
export type PrivateUser = z.infer<typeof privateUserSchema>;

/** A member's download of their data (docs/api/people-and-career-tracks.md "Downloading one's data"). */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready', 'failed']),
  /** The archive's size in bytes, once ready. */
  size: z.number().nullable(),
  created_at: z.string(),
  ready_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;
