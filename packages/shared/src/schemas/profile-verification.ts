import { z } from './zod';
import { email } from './fields';
import { phoneVerifySchema } from './phone';

/**
 * Verifying an experience or education item by an address at the workplace's or school's domain
 * (docs/api/profile.md "Verified workplace or school"): a 6-digit code goes by mail to the
 * address, and only its domain is kept. Whether a domain is a free mail provider's is decided by
 * the API alone, from its list.
 */

/** How long a code works, and how many guesses one allows (a badge lasts a year unless renewed). */
export const WORK_CODE_TTL_MINUTES = 15;
export const WORK_CODE_MAX_ATTEMPTS = 5;

/** `POST /users/current/me/profile-items/{item_id}/verification`. */
export const workEmailRequestSchema = z.object({
  email: email('validation.email_required', 'validation.email_invalid'),
});
export type WorkEmailRequest = z.infer<typeof workEmailRequestSchema>;

/** `POST /users/current/me/profile-items/{item_id}/verification/confirm`: the 6-digit code, as for a phone. */
export const workCodeSchema = phoneVerifySchema;
export type WorkCode = z.infer<typeof workCodeSchema>;

/** The answer to a code request: the domain the badge will name, and how long the code works. */
export const workCodeSentSchema = z.object({
  message: z.string(),
  domain: z.string(),
  expires_in_seconds: z.number(),
});
export type WorkCodeSent = z.infer<typeof workCodeSentSchema>;
