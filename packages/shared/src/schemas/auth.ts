import { z } from './zod';
import { NAME_MAX_LENGTH } from '../constants';
import { consentFlag, email, newPassword, oneTimeToken, requiredText } from './fields';

/** OAuth2 password form of `POST /login/access-token`: `username` is the email. */
export const loginSchema = z.object({
  username: email('validation.username_required', 'validation.email_valid'),
  password: z
    .string({ error: 'validation.password_required' })
    .min(1, { error: 'validation.password_required' })
    .max(1024, { error: 'validation.password_max' }),
  grant_type: z.string().optional(),
  scope: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * `POST /users/open`. `consent` must be true, but its absence is not a validation error: the
 * service refuses it with its own code, CONSENT_REQUIRED (docs/decisions/0030).
 */
export const registerSchema = z.object({
  name: requiredText('validation.name_required', NAME_MAX_LENGTH),
  email: email('validation.email_required', 'validation.email_invalid'),
  password: newPassword(),
  /** "I am 18 or older" (MINIMUM_AGE): refused without it as AGE_CONFIRMATION_REQUIRED. */
  adult: consentFlag('privacy.errors.age_required', 'Must be true for a new account: the person is 18 or older.'),
  /** "I accept the User Agreement": refused without it as TERMS_REQUIRED. */
  terms: consentFlag(
    'privacy.errors.terms_required',
    'Must be true for a new account: the person accepts the User Agreement.',
  ),
  /** Consent to the processing of personal data, its own box (docs/decisions/0055-privacy-choices-and-sign-up-consent.md). */
  consent: consentFlag(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form: its unticked box stops the form before it is sent. */
export const registerFormSchema = registerSchema.extend({
  adult: z.literal(true, { error: 'privacy.errors.age_required' }),
  terms: z.literal(true, { error: 'privacy.errors.terms_required' }),
  consent: z.literal(true, { error: 'validation.consent_required' }),
});

/** `POST /users/current/me/consent`: the version of the policy the member agreed to. */
export const consentSchema = z.object({
  version: z.string({ error: 'validation.invalid' }).max(20, { error: 'validation.consent_version_stale' }),
});

/** `GET /legal`: who is responsible for the members' personal data, from the server's settings. */
export const legalSchema = z.object({
  controller_name: z.string(),
  controller_address: z.string(),
  contact_email: z.string(),
  support_email: z.string(),
  policy_version: z.string(),
});
export type Legal = z.infer<typeof legalSchema>;

/**
 * `POST /new-account/{token}`: the password chosen at registration, typed again, so that whoever
 * proves the address is the one who chose it (docs/decisions/0043-activation-asks-for-the-password.md).
 */
export const activateSchema = z.object({
  password: z
    .string({ error: 'validation.password_required' })
    .min(1, { error: 'validation.password_required' })
    .max(1024, { error: 'validation.password_max' }),
});
export type ActivateInput = z.infer<typeof activateSchema>;

export const forgotPasswordSchema = z.object({
  email: email('validation.email_required', 'validation.email_invalid'),
});

export const resetPasswordSchema = z.object({
  token: oneTimeToken(),
  new_password: newPassword(),
});

/** The reset form also asks for the password twice. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirm_password: z.string().min(1, { error: 'validation.confirm_password_required' }) })
  .refine((value) => value.new_password === value.confirm_password, {
    error: 'validation.password_mismatch',
    path: ['confirm_password'],
  });

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'validation.current_password_required' })
      .min(1, { error: 'validation.current_password_required' })
      .max(1024, { error: 'validation.password_max' }),
    new_password: newPassword(),
  })
  .refine((value) => value.current_password !== value.new_password, {
    error: 'validation.password_same',
    path: ['new_password'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .safeExtend({ confirm_password: z.string().min(1, { error: 'validation.confirm_password_required' }) })
  .refine((value) => value.new_password === value.confirm_password, {
    error: 'validation.password_mismatch',
    path: ['confirm_password'],
  });

export const changeEmailSchema = z.object({
  to_email: email('validation.email_required', 'validation.email_invalid'),
});

/** The change-email form knows the current address and refuses it before sending. */
export const changeEmailFormSchema = (currentEmail: string) =>
  changeEmailSchema.refine((value) => value.to_email !== currentEmail.toLowerCase(), {
    error: 'validation.email_same',
    path: ['to_email'],
  });

export const tokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** True when this sign-in cancelled the account's pending deletion (docs/api/people-and-career-tracks.md). */
  deletion_cancelled: z.boolean().optional(),
});

/**
 * `POST /users/current/me/delete`: the password, or for a member without one a fresh Google or
 * LinkedIn sign-in (the body `POST /login/external` takes) in `external`.
 */
export const deleteAccountSchema = z
  .object({
    password: z.string().max(1024, { error: 'validation.password_max' }).optional(),
    external: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((value) => (value.password !== undefined && value.password !== '') || value.external !== undefined, {
    error: 'validation.password_required',
    path: ['password'],
  });
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** When the account will be erased; null when it already was (a grace period of 0 days). */
export const deleteAccountAnswerSchema = z.object({
  message: z.string(),
  deletion_due_at: z.string().nullable(),
});
export type DeleteAccountAnswer = z.infer<typeof deleteAccountAnswerSchema>;

export const messageSchema = z.object({ message: z.string() });
