import { z } from './zod';

/**
 * Web Push (docs/api/push.md): what reaches a member's phone while Ladder is closed. The member
 * chooses by group; each notification kind belongs to at most one (the others stay in the bell).
 */
export const PUSH_GROUPS = ['follows', 'likes', 'comments', 'tracks', 'goals', 'endorsements'] as const;
export type PushGroup = (typeof PUSH_GROUPS)[number];

/** Which kinds each group sends; migration 0051's `ladder_push_group` holds the same table in SQL. */
export const PUSH_GROUP_KINDS = {
  follows: ['follow'],
  likes: ['like'],
  comments: ['comment', 'reply'],
  tracks: [
    'outdated',
    'track_updated',
    'track_changed',
    'track_derived',
    'track_next',
    'track_published',
    'translation_suggested',
    'translation_accepted',
  ],
  goals: ['goal_nudge'],
  endorsements: ['endorsement'],
} as const;

/** A subscription's limits: the push services' endpoints are a few hundred characters. */
export const PUSH_LIMITS = { endpointMax: 2048, keyMax: 200, perMember: 20 } as const;

/** The server's public VAPID key (base64url), which the browser subscribes with. */
export const pushKeySchema = z.object({ public_key: z.string() });

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_LIMITS.endpointMax),
  keys: z.object({
    p256dh: z.string().min(1).max(PUSH_LIMITS.keyMax),
    auth: z.string().min(1).max(PUSH_LIMITS.keyMax),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(PUSH_LIMITS.endpointMax) });

/** The groups that reach the member's devices. */
export const pushSettingsSchema = z.object({ groups: z.record(z.enum(PUSH_GROUPS), z.boolean()) });
export type PushSettings = z.infer<typeof pushSettingsSchema>;
export const pushSettingsInputSchema = z.object({ groups: z.partialRecord(z.enum(PUSH_GROUPS), z.boolean()) });
export type PushSettingsInput = z.infer<typeof pushSettingsInputSchema>;

/** What the service worker receives, already in the member's language. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The bell's group: a newer push of the same group replaces the shown one. */
  tag: z.string(),
  /** The page a tap opens (a path of the app). */
  url: z.string(),
  /** The member's unread count, for the app icon's badge. */
  unread: z.number(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
