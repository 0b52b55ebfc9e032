import { z } from './zod';
import { careerTrackSummarySchema, DESIRED_LEVELS, type DesiredLevel } from './career-tracks';
import { lockedSchema } from './privacy-settings';
import { skillEvidenceSchema } from './skill-evidence';

/** Career tracks a member may hold as goals at once. */
export const MAX_GOALS = 5;

/** A level's place on the tracks' scale: Beginner 1 … Expert 5. */
export const levelRank = (level: DesiredLevel) => DESIRED_LEVELS.indexOf(level) + 1;

/** `POST /users/current/me/skills`: add a skill to one's own list, or change its level. */
export const userSkillInputSchema = z.object({
  skill_id: z.uuid({ error: 'growth.validation.skill_required' }),
  level: z.enum(DESIRED_LEVELS, { error: 'growth.validation.level_required' }),
});
export type UserSkillInput = z.infer<typeof userSkillInputSchema>;

export const userSkillSchema = z.object({
  skill_id: z.string(),
  skill_name: z.string(),
  level: z.enum(DESIRED_LEVELS),
  updated_at: z.string(),
  /** Endorsements the member accepted (docs/api/profile.md "Endorsements"). */
  endorsements: z.number().int(),
  /** For the member alone: endorsements waiting for their answer (0 for anyone else). */
  endorsements_new: z.number().int(),
  /** Links and files the member attached to the skill, oldest first (docs/api/profile.md "Evidence on a skill"). */
  evidence: z.array(skillEvidenceSchema),
});
export type UserSkill = z.infer<typeof userSkillSchema>;

/** A member's skills; `is_public: false` and no items for others when the member keeps them private. */
/** `is_public`: not set to only the member; `locked`: the reader may not see them (docs/decisions/0060-privacy-settings.md). */
export const userSkillsSchema = z.object({
  is_public: z.boolean(),
  items: z.array(userSkillSchema),
  locked: lockedSchema,
});
export type UserSkills = z.infer<typeof userSkillsSchema>;

export const skillsVisibilitySchema = z.object({ is_public: z.boolean() });

export const GAP_STATUSES = ['met', 'short', 'missing'] as const;

/** One skill of a track against the reader's own level. */
export const gapRowSchema = z.object({
  skill_id: z.string(),
  skill_name: z.string(),
  skill_category_id: z.number(),
  desired_level: z.enum(DESIRED_LEVELS),
  my_level: z.enum(DESIRED_LEVELS).nullable(),
  status: z.enum(GAP_STATUSES),
  /** Levels still to climb: 0 when met, the whole desired level when missing. */
  short_by: z.number().int(),
  /** The reader's own evidence on the skill (none when they do not have it). */
  evidence: z.array(skillEvidenceSchema),
  /** Endorsements of the reader's own skill they accepted, from active members (0 without the skill). */
  endorsements: z.number().int(),
});
export type GapRow = z.infer<typeof gapRowSchema>;

/** "Compare with my skills": the summary, then each category's biggest gaps first. */
export const gapSchema = z.object({
  career_track_id: z.string(),
  total: z.number().int(),
  met: z.number().int(),
  items: z.array(gapRowSchema),
  /**
   * For a member whose goal the track is: the skills its author changed (added, level, category,
   * texts, links) since the version the member last saw, until they mark it seen. Null when the
   * track is not their goal or nothing changed since.
   */
  changes: z
    .object({
      seen_version: z.number().int(),
      newest_version: z.number().int(),
      skill_ids: z.array(z.string()),
    })
    .nullable(),
});
export type Gap = z.infer<typeof gapSchema>;

export const goalInputSchema = z.object({ career_track_id: z.uuid({ error: 'validation.invalid' }) });

/** A goal and how far along it the member is: the share of its skills at the asked level. */
export const goalSchema = z.object({
  career_track: careerTrackSummarySchema,
  total: z.number().int(),
  met: z.number().int(),
  added_at: z.string(),
});
export type Goal = z.infer<typeof goalSchema>;
export const goalsSchema = z.object({ items: z.array(goalSchema), locked: lockedSchema });
export type Goals = z.infer<typeof goalsSchema>;

/**
 * The gap of each track skill against a member's levels: met (my level ≥ the track's), short by
 * how many levels, or missing; each category's biggest gaps first, then the track's order.
 */
export function gapOf<
  Row extends {
    skill_id: string;
    skill_name: string;
    skill_category_id: number;
    desired_level: DesiredLevel;
    my_level: DesiredLevel | null;
  },
>(
  rows: Row[],
): { total: number; met: number; items: (Omit<Row, 'status' | 'short_by'> & Pick<GapRow, 'status' | 'short_by'>)[] } {
  const ranked = rows.map((row, index) => {
    const asked = levelRank(row.desired_level);
    const mine = row.my_level ? levelRank(row.my_level) : 0;
    const status: GapRow['status'] = !row.my_level ? 'missing' : mine >= asked ? 'met' : 'short';
    return { item: { ...row, status, short_by: Math.max(0, asked - mine) }, index };
  });
  ranked.sort(
    (a, b) =>
      a.item.skill_category_id - b.item.skill_category_id || b.item.short_by - a.item.short_by || a.index - b.index,
  );
  const items = ranked.map((entry) => entry.item);
  return { total: items.length, met: items.filter((item) => item.status === 'met').length, items };
}
