import { z } from './zod';

/**
 * The weekly nudge of a member with goals (docs/api/goal-plan.md "The weekly nudge"): mail, a
 * notification or neither, on a weekday of their own time zone.
 */

export const NUDGE_CHANNELS = ['mail', 'notification', 'none'] as const;
export type NudgeChannel = (typeof NUDGE_CHANNELS)[number];

/** ISO weekdays: 1 is Monday, 7 Sunday. */
export const NUDGE_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The time zones a member picks from (IANA names), Ladder's own first. */
export const NUDGE_TIME_ZONES = [
  'Asia/Ho_Chi_Minh',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Australia/Sydney',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'UTC',
] as const;
export type NudgeTimeZone = (typeof NUDGE_TIME_ZONES)[number];

/** The defaults of a member who never chose: a notification on Monday, in Vietnam's time. */
export const NUDGE_DEFAULTS = { channel: 'notification', weekday: 1, time_zone: 'Asia/Ho_Chi_Minh' } as const;
/** The local hour from which the nudge of the day goes out. */
export const NUDGE_HOUR = 8;

export const nudgeSettingsSchema = z.object({
  channel: z.enum(NUDGE_CHANNELS),
  weekday: z.number().int(),
  time_zone: z.string(),
});
export type NudgeSettings = z.infer<typeof nudgeSettingsSchema>;

/** `PUT /users/current/me/goal-nudge`: every field optional, each checked against its list. */
export const nudgeSettingsInputSchema = z.object({
  channel: z.enum(NUDGE_CHANNELS, { error: 'goalNudge.validation.channel' }).optional(),
  weekday: z
    .number({ error: 'goalNudge.validation.weekday' })
    .int({ error: 'goalNudge.validation.weekday' })
    .min(1, { error: 'goalNudge.validation.weekday' })
    .max(7, { error: 'goalNudge.validation.weekday' })
    .optional(),
  time_zone: z.enum(NUDGE_TIME_ZONES, { error: 'goalNudge.validation.time_zone' }).optional(),
});
export type NudgeSettingsInput = z.infer<typeof nudgeSettingsInputSchema>;

/** `POST /goal-nudge/unsubscribe?token=`: the signed token of the mail's link. */
export const nudgeUnsubscribeQuerySchema = z.object({ token: z.string().max(300).optional() });
