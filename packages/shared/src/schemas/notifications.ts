import { z } from './zod';
import { pageOf } from './posts';

/** What a notification tells (docs/api/notifications.md); its text is `notifications.kind_<kind>`. */
export const NOTIFICATION_KINDS = [
  'follow',
  'like',
  'comment',
  'reply',
  'outdated',
  'track_updated',
  'track_derived',
  'track_next',
  'track_published',
  'plan_started',
  'plan_ending',
  'moderation',
  'report_outcome',
  'goal_nudge',
  'track_changed',
  'endorsement',
  'translation_suggested',
  'translation_accepted',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LIMITS = { fallback: 20, max: 50 } as const;

/**
 * Live streams (docs/api/notifications.md, "Live"), counted by each instance: open at once per
 * session (the tabs of one browser; HTTP/1.1 allows a browser only 6 per site anyway) and per
 * client address (a household, an office or a mobile operator's shared address); how long one
 * lives before the server ends it and the page opens it again (less up to a tenth, so pages do not
 * come back together); and the Retry-After of a refusal past a cap.
 */
export const NOTIFICATION_STREAM_LIMITS = {
  perSession: 10,
  perAddress: 50,
  lifetimeMs: 15 * 60_000,
  retryAfterSeconds: 30,
} as const;

const trackRefSchema = z.object({ id: z.string(), title: z.string() });

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  is_read: z.boolean(),
  /** When the group last grew (ISO 8601): the list's order and its day heading. */
  updated_at: z.string(),
  /** The latest member whose action it tells; null for news of one's plan. */
  actor: z
    .object({ id: z.string(), name: z.string(), username: z.string(), photo_path: z.string().nullable() })
    .nullable(),
  /** Members who acted in this group since it was last read (likes, outdated votes), the actor included. */
  actor_count: z.number(),
  post_id: z.string().nullable(),
  comment_id: z.string().nullable(),
  /** The reader's track it is about (voted outdated, derived from, named as next, updated). */
  career_track: trackRefSchema.nullable(),
  /** The actor's track (the one that derives from, or names, the reader's; a newly shared one). */
  other_career_track: trackRefSchema.nullable(),
  /** The comment's opening words, or the latest outdated vote's reason. */
  detail: z.string().nullable(),
  /** For `plan_ending`: when the plan ends. */
  ends_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageOf(notificationSchema);

export const unreadCountSchema = z.object({ unread: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** A member's switches: each kind on or off, and the daily mail of unread notifications. */
export const notificationSettingsSchema = z.object({
  kinds: z.record(z.enum(NOTIFICATION_KINDS), z.boolean()),
  is_digest_on: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsInputSchema = z.object({
  kinds: z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean()).optional(),
  is_digest_on: z.boolean().optional(),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsInputSchema>;
