import { z } from './zod';
import { URL_MAX_LENGTH } from '../constants';
import { isHttpUrl } from '../values/urls';
import { optionalText, requiredText } from './fields';

/**
 * A member's experience, education and certificates on their profile (docs/api/profile.md), each item shown
 * to everyone, to signed-in members only, or to its owner alone
 * (docs/decisions/0058-a-profile-that-proves-it.md).
 */

export const PROFILE_ITEM_KINDS = ['experience', 'education', 'certificate'] as const;
export type ProfileItemKind = (typeof PROFILE_ITEM_KINDS)[number];

export const PROFILE_VISIBILITIES = ['public', 'members', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export const PROFILE_LIMITS = {
  /** Experience and education items together, per member: the list needs no paging. */
  items: 40,
  text: 120,
  description: 2000,
} as const;

/** A month as `YYYY-MM`, from 1950 to 2099. */
export const MONTH_PATTERN = /^(19[5-9]\d|20\d\d)-(0[1-9]|1[0-2])$/;

const month = z
  .string({ error: 'profile_items.validation.month' })
  .regex(MONTH_PATTERN, { error: 'profile_items.validation.month' });

/** A certificate's credential address: https only (a verifier's page), or none. */
const credentialUrl = z
  .string({ error: 'profile_items.validation.credential_url' })
  .trim()
  .max(URL_MAX_LENGTH, { error: 'profile_items.validation.credential_url' })
  .refine((value) => value === '' || (value.startsWith('https://') && isHttpUrl(value)), {
    error: 'profile_items.validation.credential_url',
  })
  .nullable()
  .transform((value) => (value === '' ? null : value));

/**
 * `POST /users/current/me/profile-items` and its `PUT`: no end month means "current" (a job, a
 * school) or "no expiry" (a certificate, whose title is its name, organization its issuer,
 * start month its issue and end month its expiry). Only a certificate has a credential URL.
 */
export const profileItemInputSchema = z
  .object({
    kind: z.enum(PROFILE_ITEM_KINDS, { error: 'profile_items.validation.kind' }),
    title: requiredText('validation.required', PROFILE_LIMITS.text, 'profile_items.validation.text_max'),
    organization: requiredText('validation.required', PROFILE_LIMITS.text, 'profile_items.validation.text_max'),
    place: optionalText(PROFILE_LIMITS.text, 'profile_items.validation.text_max').optional(),
    start_month: month,
    end_month: month.nullable().optional(),
    description: optionalText(PROFILE_LIMITS.description, 'profile_items.validation.description_max').optional(),
    visibility: z.enum(PROFILE_VISIBILITIES, { error: 'profile_items.validation.visibility' }),
    credential_url: credentialUrl.optional(),
  })
  .refine((item) => item.kind === 'certificate' || !item.credential_url, {
    path: ['credential_url'],
    error: 'profile_items.validation.credential_url_certificate',
  })
  .refine((item) => !item.end_month || item.end_month >= item.start_month, {
    path: ['end_month'],
    error: 'profile_items.validation.end_before_start',
  });
export type ProfileItemInput = z.infer<typeof profileItemInputSchema>;

export const profileItemSchema = z.object({
  id: z.string(),
  kind: z.enum(PROFILE_ITEM_KINDS),
  title: z.string(),
  organization: z.string(),
  place: z.string().nullable(),
  start_month: z.string(),
  end_month: z.string().nullable(),
  description: z.string().nullable(),
  visibility: z.enum(PROFILE_VISIBILITIES),
  credential_url: z.string().nullable(),
  /**
   * The domain of the workplace or school the member proved an address at, while the proof is
   * under a year old (docs/api/profile.md "Verified workplace or school"); null otherwise.
   */
  verified_domain: z.string().nullable(),
  /** When the badge goes unless renewed (ISO time), or null. */
  verified_until: z.string().nullable(),
  /** A certificate's file (PDF, PNG or JPEG), where it is stored and its type; none: null. */
  file: z.object({ url: z.string(), content_type: z.string() }).nullable(),
});
export type ProfileItem = z.infer<typeof profileItemSchema>;

/** `GET /users/{user_id}/profile-items`: what the reader may see, newest first (current items first). */
export const profileItemsSchema = z.object({ items: z.array(profileItemSchema) });
export type ProfileItems = z.infer<typeof profileItemsSchema>;

/**
 * A member's current role (their newest experience with no end) as the reader may see it: on a
 * track's author line and a public page, with the verified domain while its badge shows.
 */
export const currentRoleSchema = z.object({
  title: z.string(),
  organization: z.string(),
  verified_domain: z.string().nullable(),
});
export type CurrentRole = z.infer<typeof currentRoleSchema>;
