import { z } from './zod';

/** Reports, blocks, mutes and moderation (docs/api/safety.md, docs/decisions/0046-reports-blocks-and-moderation.md). */

/** What a member may report. */
export const REPORT_ITEM_KINDS = ['post', 'comment', 'career_track', 'member'] as const;
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number];

/** Why; `other` needs a note. The text is `safety.category_<category>`. */
export const REPORT_CATEGORIES = [
  'spam',
  'scam',
  'harassment',
  'sexual',
  'violence',
  'false_information',
  'unlawful',
  'intellectual_property',
  'other',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;

export const MODERATION_ACTIONS = ['dismiss', 'hide', 'remove', 'warn', 'lock', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const LOCK_DAYS = [1, 7, 30] as const;

export const MUTE_KINDS = ['member', 'hashtag', 'word'] as const;
export type MuteKind = (typeof MUTE_KINDS)[number];

/** Fixed values (docs/product.md "Fixed values and limits"). */
export const SAFETY_LIMITS = {
  /** Reports a member may file an hour. */
  reportsPerHour: 20,
  noteMax: 1000,
  phraseMax: 100,
  /** Mutes of each kind a member may keep. */
  mutesMax: 200,
  /** The moderation clock: an open item older than this is late (Decree 147/2024/NĐ-CP). */
  queueHours: 24,
  list: { fallback: 20, max: 100 },
  /**
   * A new account's first day (NEW_ACCOUNT_HOURS, 24 by default): at most this many posts,
   * comments (replies too), links and @mentions an hour (`NEW_ACCOUNT_LIMIT`).
   */
  firstDay: { posts: 5, comments: 10, links: 5, mentions: 10 },
} as const;

export const reportCreateSchema = z
  .object({
    item_kind: z.enum(REPORT_ITEM_KINDS),
    item_id: z.string().max(100),
    category: z.enum(REPORT_CATEGORIES),
    note: z.string().trim().max(SAFETY_LIMITS.noteMax).optional(),
  })
  .refine((r) => r.category !== 'other' || (r.note ?? '').length > 0, {
    path: ['note'],
    message: 'safety.validation.note_required',
  });
export type ReportCreate = z.infer<typeof reportCreateSchema>;

export const reportSchema = z.object({
  id: z.string(),
  item_kind: z.enum(REPORT_ITEM_KINDS),
  item_id: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  /** The decision's action once one was taken. */
  outcome: z.enum(MODERATION_ACTIONS).nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const blockedMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  created_at: z.string(),
});

export const muteCreateSchema = z.object({
  kind: z.enum(MUTE_KINDS),
  /** A member's id, a hashtag (with or without '#') or a word or phrase. */
  value: z.string().trim().min(1).max(SAFETY_LIMITS.phraseMax),
});

export const muteSchema = z.object({
  id: z.string(),
  kind: z.enum(MUTE_KINDS),
  value: z.string(),
  /** For a muted member: their name. */
  label: z.string(),
  created_at: z.string(),
});
export type Mute = z.infer<typeof muteSchema>;

export const decisionInputSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  /** The rule applied: a report category. */
  rule: z.enum(REPORT_CATEGORIES),
  note: z.string().trim().max(SAFETY_LIMITS.noteMax).optional(),
  /** For `lock`: 1, 7 or 30. */
  lock_days: z.coerce.number().int().optional(),
});
export type DecisionInput = z.infer<typeof decisionInputSchema>;

export const removalInputSchema = z.object({
  /** The address of the post or profile, as the authority gave it. */
  url: z.string().trim().min(1).max(2048),
  legal_reference: z.string().trim().min(1).max(500),
  requesting_body: z.string().trim().min(1).max(500),
  rule: z.enum(REPORT_CATEGORIES).optional(),
  note: z.string().trim().max(SAFETY_LIMITS.noteMax).optional(),
});

/** `POST /moderation/skills/{skill_id}/merge`: the skill that stays. */
export const skillMergeInputSchema = z.object({ into_skill_id: z.string().trim().min(1).max(100) });
export type SkillMergeInput = z.infer<typeof skillMergeInputSchema>;

/** What a merge moved onto the kept skill (rows already on it are kept, the duplicate's dropped). */
export const skillMergeResultSchema = z.object({
  id: z.string(),
  merged_skill_id: z.string(),
  moved: z.object({
    career_tracks: z.number(),
    follows: z.number(),
    member_skills: z.number(),
    goal_skills: z.number(),
    goal_events: z.number(),
    industries: z.number(),
    versions: z.number(),
  }),
});
export type SkillMergeResult = z.infer<typeof skillMergeResultSchema>;

/** A decision as its author reads it (`GET /moderation/decisions/{id}`), to appeal it. */
export const authorDecisionSchema = z.object({
  id: z.string(),
  item_kind: z.enum(REPORT_ITEM_KINDS),
  item_id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  rule: z.enum(REPORT_CATEGORIES),
  created_at: z.string(),
  is_appealed: z.boolean(),
  can_appeal: z.boolean(),
});
export type AuthorDecision = z.infer<typeof authorDecisionSchema>;

export const appealInputSchema = z.object({
  text: z.string().trim().min(1).max(SAFETY_LIMITS.noteMax),
});

/** One month of the transparency report (`GET /transparency`, docs/api/safety.md "Transparency"). */
export const transparencyMonthSchema = z.object({
  /** "YYYY-MM", in UTC. */
  month: z.string(),
  /** Reports received, by category (every category, 0 included). */
  reports: z.record(z.enum(REPORT_CATEGORIES), z.number()),
  reports_total: z.number(),
  /** Decisions made, by action (every action, 0 included). */
  decisions: z.record(z.enum(MODERATION_ACTIONS), z.number()),
  /** Removals at an authority's request. */
  authority_removals: z.number(),
  /** The median hours from an item's first report (or appeal) to its decision; null without one. */
  median_hours_to_decision: z.number().nullable(),
});
export const transparencySchema = z.object({ months: z.array(transparencyMonthSchema) });
export type Transparency = z.infer<typeof transparencySchema>;
export type TransparencyMonth = z.infer<typeof transparencyMonthSchema>;

/** Months the transparency report shows, newest first. */
export const TRANSPARENCY_MONTHS = 12;
