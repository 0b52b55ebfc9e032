import { z } from './zod';
import { currentRoleSchema } from './profile';
import { LANGUAGES, MAX_EXTERNAL_LINKS, NAME_MAX_LENGTH, SKILL_CATEGORIES } from '../constants';
import { httpUrl } from './fields';
import { VERSION_SUMMARY_MAX } from './track-history-values';
import {
  CAREER_TRACK_TITLE_MAX,
  CAREER_TRACK_DESC_MAX,
  SKILL_TEXT_MAX,
  SKILL_NAME_MAX,
  MAX_SKILLS_PER_TRACK,
  MAX_NEXT_TRACKS,
  VOTE_NOTES_MAX,
  DESIRED_LEVELS,
  CAREER_TRACK_INPUT_STATUSES,
  CAREER_TRACK_STATUSES,
} from '../values/career-tracks';

/**
 * Career tracks, industries and skills (docs/product.md "Career tracks" and "Validation rules"; the contract is
 * docs/api/people-and-career-tracks.md). The API validates every request with these
 * schemas and the web editor uses the same ones, so both refuse the same input with the
 * same catalog keys (`tracks.validation.*`).
 */

export * from '../values/career-tracks';

/** The categories a completed or shared track must fill, with the message of each (docs/product.md "Messages"). */
export const REQUIRED_CATEGORY_MESSAGES: Record<number, string> = {
  1: 'tracks.validation.need_industry_knowledge',
  2: 'tracks.validation.need_tool_and_tech',
  3: 'tracks.validation.need_interpersonal',
};

/**
 * The length of a title or description as the rules count it: Unicode code points of the
 * NFC form, so "Kỹ sư" is 5 whatever the keyboard sent, and an emoji such as 🚀 counts once.
 */
export function textLength(value: string): number {
  return [...value.normalize('NFC')].length;
}

const uuid = (message = 'tracks.validation.required') => z.uuid({ error: message });

/** Trimmed NFC text, required, at most `max` code points. */
export const boundedText = (max: number, tooLongKey: string) =>
  z
    .string({ error: 'tracks.validation.required' })
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'tracks.validation.required', abort: true })
        .refine((value) => textLength(value) <= max, { error: tooLongKey }),
    );

export const skillRowSchema = z.object({
  skill_category_id: z
    .number({ error: 'tracks.validation.category_invalid' })
    .int({ error: 'tracks.validation.category_invalid' })
    .refine((id) => SKILL_CATEGORIES.some((c) => c.id === id), { error: 'tracks.validation.category_invalid' }),
  skill_id: uuid(),
  what: boundedText(SKILL_TEXT_MAX, 'tracks.validation.text_too_long'),
  why: boundedText(SKILL_TEXT_MAX, 'tracks.validation.text_too_long'),
  desired_level: z.enum(DESIRED_LEVELS, { error: 'tracks.validation.level_required' }),
  external_desc_urls: z
    .array(httpUrl(), { error: 'validation.invalid' })
    .max(MAX_EXTERNAL_LINKS, { error: 'validation.links_too_many' })
    .default([]),
  /**
   * The language of each link, in the same order (null: not said); readers see theirs first
   * (docs/decisions/0063). Entries past the links are ignored, missing ones are null.
   */
  external_desc_languages: z
    .array(z.enum(LANGUAGES, { error: 'validation.invalid' }).nullable(), { error: 'validation.invalid' })
    .max(MAX_EXTERNAL_LINKS, { error: 'validation.links_too_many' })
    .default([]),
  declared_objective: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(SKILL_TEXT_MAX, { error: 'tracks.validation.text_too_long' })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  declared_confidence: z
    .number({ error: 'tracks.validation.confidence_invalid' })
    .int({ error: 'tracks.validation.confidence_invalid' })
    .min(1, { error: 'tracks.validation.confidence_invalid' })
    .max(5, { error: 'tracks.validation.confidence_invalid' })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type SkillRowInput = z.input<typeof skillRowSchema>;
export type SkillRowValue = z.output<typeof skillRowSchema>;

/** The fields of a track's skill row out of a wider row (a stored one carries its name, position…). */
export function skillRowValue(row: SkillRowValue): SkillRowValue {
  return {
    skill_category_id: row.skill_category_id,
    skill_id: row.skill_id,
    what: row.what,
    why: row.why,
    desired_level: row.desired_level,
    external_desc_urls: row.external_desc_urls,
    external_desc_languages: row.external_desc_urls.map((_url, index) => row.external_desc_languages[index] ?? null),
    declared_objective: row.declared_objective,
    declared_confidence: row.declared_confidence,
  };
}

const careerTrackBaseSchema = z.object({
  industry_id: uuid('tracks.validation.industry_required'),
  title: boundedText(CAREER_TRACK_TITLE_MAX, 'tracks.validation.title_too_long'),
  desc: boundedText(CAREER_TRACK_DESC_MAX, 'tracks.validation.desc_too_long'),
  status: z.enum(CAREER_TRACK_INPUT_STATUSES, { error: 'tracks.validation.status_invalid' }),
  /**
   * The language the author writes it in, its original (docs/decisions/0063): by default the
   * author's language for a new track, the same as before for a saved one.
   */
  language: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional(),
  derived_career_track_id: uuid('validation.invalid').nullable().optional(),
  next_career_tracks: z
    .array(uuid('validation.invalid'))
    .max(MAX_NEXT_TRACKS, { error: 'tracks.validation.too_many_next' })
    .default([]),
  skills: z
    .array(skillRowSchema, { error: 'validation.invalid' })
    .max(MAX_SKILLS_PER_TRACK, { error: 'tracks.validation.too_many_skills' })
    .default([]),
  /** A shared track's save: the author's one line for its history (schemas/track-history.ts). */
  version_summary: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(VERSION_SUMMARY_MAX, { error: 'tracks.validation.text_too_long' })
    .optional(),
});

/**
 * The whole-track rules: every row names a different skill ('Skill must be unique.', on the later
 * row's `skill_id`); a draft (`new`) may miss categories, but a completed or shared track needs
 * each category's `min_skill_pick` skills (1, 1, 1, 0 — SKILL_CATEGORIES, docs/decisions/0017),
 * reported with the three "Need have at least one … skill." messages on the field `skills`.
 */
function checkWholeTrack(
  track: { status: string; skills: { skill_id: string; skill_category_id: number }[] },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  track.skills.forEach((row, index) => {
    // A row whose skill is not chosen yet (the editor's) has its own message, not this one.
    if (row.skill_id && seen.has(row.skill_id)) {
      ctx.addIssue({
        code: 'custom',
        message: 'tracks.validation.skill_unique',
        path: ['skills', index, 'skill_id'],
      });
    }
    seen.add(row.skill_id);
  });
  if (track.status === 'new') return;
  for (const category of SKILL_CATEGORIES) {
    const message = REQUIRED_CATEGORY_MESSAGES[category.id];
    if (!message || category.min_skill_pick === 0) continue;
    const count = track.skills.filter((row) => row.skill_category_id === category.id).length;
    if (count < category.min_skill_pick) ctx.addIssue({ code: 'custom', message, path: ['skills'] });
  }
}

/**
 * `POST /career-tracks/` and `PUT /career-tracks/{id}`. Every row present must be complete, and
 * the whole-track rules hold once every field does. Next tracks are de-duplicated, in their order.
 */
export const careerTrackInputSchema = careerTrackBaseSchema
  .superRefine(checkWholeTrack)
  .transform((track) => ({ ...track, next_career_tracks: [...new Set(track.next_career_tracks)] }));

/**
 * The track editor's check: the same fields and rules, but the whole-track rules are checked
 * beside the fields rather than after them, so the form says everything at once (the API answers
 * the fields first). The editor's rows always carry a skill id (maybe empty) and a category.
 */
export const careerTrackEditorSchema = z.intersection(
  careerTrackBaseSchema,
  z
    .object({
      status: z.string(),
      skills: z.array(z.object({ skill_id: z.string(), skill_category_id: z.number() })),
    })
    .superRefine(checkWholeTrack),
);

export type CareerTrackInput = z.input<typeof careerTrackInputSchema>;
export type CareerTrackValue = z.output<typeof careerTrackInputSchema>;

export const voteOutdatedSchema = z.object({
  career_track_id: uuid('tracks.validation.required'),
  vote_notes: z
    .string({ error: 'tracks.validation.required' })
    .trim()
    .min(1, { error: 'tracks.validation.required', abort: true })
    .max(VOTE_NOTES_MAX, { error: 'tracks.validation.text_too_long' }),
});
export type VoteOutdatedInput = z.infer<typeof voteOutdatedSchema>;

/** `POST /skills/` (the create-skill modal). */
export const newSkillSchema = z.object({
  name: z
    .string({ error: 'tracks.validation.required' })
    .transform((value) => value.normalize('NFC').replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'tracks.validation.required', abort: true })
        .max(SKILL_NAME_MAX, { error: 'tracks.validation.max_255' }),
    ),
});
export type NewSkillInput = z.input<typeof newSkillSchema>;

/** `PUT /skills/{id}` (superusers): the skill's name in both languages. */
export const skillInputSchema = z.object({
  name_en: boundedText(SKILL_NAME_MAX, 'tracks.validation.max_255'),
  name_vn: boundedText(SKILL_NAME_MAX, 'tracks.validation.max_255'),
});
export type SkillInput = z.input<typeof skillInputSchema>;

/** `POST /industries/` and `PUT /industries/{id}` (superusers). */
export const industryInputSchema = z.object({
  name_en: boundedText(NAME_MAX_LENGTH, 'tracks.validation.max_255'),
  name_vn: boundedText(NAME_MAX_LENGTH, 'tracks.validation.max_255'),
});
export type IndustryInput = z.input<typeof industryInputSchema>;

// ---- Answers ----

export const industrySchema = z.object({
  id: z.string(),
  name: z.string(),
  name_en: z.string(),
  name_vn: z.string(),
  total_career_tracks: z.number(),
});
export type Industry = z.infer<typeof industrySchema>;

export const skillSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_en: z.string(),
  name_vn: z.string(),
  /** With `industry_id` in `POST /skills/get`: the category the industry suggests it in. */
  category_key: z.string().nullable().optional(),
});
export type Skill = z.infer<typeof skillSchema>;

export const skillCategorySchema = z.object({
  id: z.number(),
  order: z.number(),
  name: z.string(),
  key: z.string(),
  min_skill_pick: z.number(),
  max_skill_pick: z.number().nullable(),
});
export type SkillCategory = z.infer<typeof skillCategorySchema>;

export const skillRowViewSchema = z.object({
  skill_category_id: z.number(),
  skill_id: z.string(),
  skill_name: z.string(),
  what: z.string(),
  why: z.string(),
  desired_level: z.enum(DESIRED_LEVELS),
  external_desc_urls: z.array(z.string()),
  /** Each link's language (null: not said), in the links' order: the reader's first, unless the original was asked for. */
  external_desc_languages: z.array(z.enum(LANGUAGES).nullable()),
  declared_objective: z.string().nullable(),
  declared_confidence: z.number().nullable(),
  /** Whether the viewer follows this skill. */
  is_followed: z.boolean(),
});
export type SkillRow = z.infer<typeof skillRowViewSchema>;

export const careerTrackSummarySchema = z.object({
  id: z.string(),
  /** In the reader's language when the track has it, else as written (docs/decisions/0063). */
  title: z.string(),
  /** The language `title` is in. */
  text_language: z.enum(LANGUAGES),
  status: z.enum(CAREER_TRACK_STATUSES),
  is_public: z.boolean(),
  industry_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_username: z.string(),
  total_outdated_votes: z.number(),
  /** How many next tracks it lists: the 'H' badge of the tree and the ladder. */
  total_next: z.number(),
  updated_at: z.string(),
});
export type CareerTrackSummary = z.infer<typeof careerTrackSummarySchema>;

export const careerTrackSchema = z.object({
  id: z.string(),
  industry_id: z.string(),
  industry_name_en: z.string(),
  industry_name_vn: z.string(),
  /** Title, description and each skill's what and why: in `text_language` (docs/decisions/0063). */
  title: z.string(),
  desc: z.string(),
  /** The language it was written in, its original. */
  language: z.enum(LANGUAGES),
  /**
   * The language of the texts of this answer: the reader's (or the one asked for) when the track
   * has a translation into it, else the original.
   */
  text_language: z.enum(LANGUAGES),
  /** Its translation into the other language, if it has one; who wrote it, and when. */
  translation: z
    .object({
      language: z.enum(LANGUAGES),
      translator_name: z.string().nullable(),
      translator_username: z.string().nullable(),
      updated_at: z.string(),
    })
    .nullable(),
  /** For its author: members' suggested translations waiting for an answer (0 for anyone else). */
  open_suggestions: z.number().int(),
  status: z.enum(CAREER_TRACK_STATUSES),
  is_public: z.boolean(),
  derived_career_track_id: z.string().nullable(),
  /** Made by "Use as a starting point": its derived_career_track_id cannot be cleared or changed. */
  is_copy: z.boolean(),
  next_career_tracks: z.array(z.string()),
  skills: z.array(skillRowViewSchema),
  user_id: z.string(),
  user_name: z.string(),
  user_username: z.string(),
  user_photo_path: z.string().nullable(),
  total_outdated_votes: z.number(),
  my_outdated_vote: z.object({ vote_notes: z.string() }).nullable(),
  post_id: z.string().nullable(),
  /** Shared tracks derived from this one ("built on it"); they are listed in `ladder.derived`. */
  total_built_on: z.number().int(),
  /** Whether visitors see its preview at /ladder/{id} (docs/decisions/0047-shared-links.md). */
  previews_allowed: z.boolean(),
  /** The author's current role members may see (their newest experience with no end), for the author line. */
  author_role: currentRoleSchema.nullable().optional(),
  /** Set when a moderator hid the track: the rule, shown to its author, the only one who sees it. */
  hidden_reason: z.string().nullable().optional(),
  /** With `hidden_reason`: the moderator's decision, which its author may appeal (`/appeal/{id}`). */
  hidden_decision_id: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  ladder: z.object({
    derived_from: careerTrackSummarySchema.nullable(),
    next: z.array(careerTrackSummarySchema),
    derived: z.array(careerTrackSummarySchema),
    /**
     * The whole ladder: every rung reachable up (depth 1, 2…: next and derived tracks, and
     * theirs) and down (-1, -2…: what it derives from, tracks naming it as next, and theirs),
     * each at its nearest depth, nearest first (at most 200).
     */
    rungs: z.array(careerTrackSummarySchema.extend({ depth: z.number().int() })),
  }),
});
export type CareerTrack = z.infer<typeof careerTrackSchema>;

export const voteOutdatedResultSchema = z.object({
  career_track_id: z.string(),
  total_outdated_votes: z.number(),
  vote_notes: z.string(),
});
export type VoteOutdatedResult = z.infer<typeof voteOutdatedResultSchema>;
