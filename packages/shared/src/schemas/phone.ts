import { z } from './zod';

/**
 * Verifying a member's mobile number by a code sent by SMS (docs/api/phone.md). Whether the
 * number is a Vietnamese mobile number is decided by the API alone, with the full numbering
 * plan (libphonenumber-js): the web app sends what was typed.
 */

/** How long a code works, and how many guesses one code allows. */
export const PHONE_CODE_TTL_MINUTES = 5;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

export const phoneRequestSchema = z.object({
  phone: z
    .string({ error: 'validation.mobile_vn_invalid' })
    .trim()
    .min(1, { error: 'validation.mobile_vn_invalid' })
    .max(30, { error: 'validation.mobile_vn_invalid' })
    .meta({ description: 'A Vietnamese mobile number as typed: `0912 345 678`, `+84912345678`…' }),
});
export type PhoneRequest = z.infer<typeof phoneRequestSchema>;

export const phoneVerifySchema = z.object({
  code: z
    .string({ error: 'validation.phone_code_format' })
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.phone_code_format' }),
});
export type PhoneVerify = z.infer<typeof phoneVerifySchema>;

/** The answer to a code request: where it went (the number as the API understood it) and for how long it works. */
export const phoneCodeSentSchema = z.object({
  message: z.string(),
  phone: z.string(),
  expires_in_seconds: z.number(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
