import { z } from './zod';

/**
 * Who sees each part of a member's profile (docs/decisions/0060-privacy-settings.md): everyone
 * (visitors too, where the call is open to them), members only, or only the member.
 */
export const PRIVACY_AUDIENCES = ['everyone', 'members', 'only_me'] as const;
export type PrivacyAudience = (typeof PRIVACY_AUDIENCES)[number];

/**
 * The parts a member chooses for: follow lists (following, followers, followed hashtags and
 * skills), likes and comments (the activity view), their skills and levels, their goals (and
 * each goal's plan).
 */
export const PRIVACY_AREAS = ['follows', 'activity', 'skills', 'goals'] as const;
export type PrivacyArea = (typeof PRIVACY_AREAS)[number];

const audience = z.enum(PRIVACY_AUDIENCES, { error: 'validation.invalid' });

export const privacySettingsSchema = z.object({
  follows: audience,
  activity: audience,
  skills: audience,
  goals: audience,
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** `PUT /users/current/me/privacy`: any of the four, the others unchanged. */
export const privacySettingsInputSchema = privacySettingsSchema.partial().strict();
export type PrivacySettingsInput = z.infer<typeof privacySettingsInputSchema>;

/**
 * Set on a list the reader may not see: who may (`members` for a visitor, `only_me` when only
 * the member may). The list is then empty.
 */
export const lockedSchema = z.enum(['members', 'only_me']).optional();
export type Locked = z.infer<typeof lockedSchema>;

/** Who reads: a visitor, another member, or the member themself. */
export type PrivacyReader = 'visitor' | 'member' | 'owner';

/** Why `reader` may not see a part set to `setting`, or undefined when they may. */
export function lockedFor(setting: PrivacyAudience, reader: PrivacyReader): Locked {
  if (reader === 'owner' || setting === 'everyone') return undefined;
  if (setting === 'members') return reader === 'member' ? undefined : 'members';
  return 'only_me';
}
