import { z } from './zod';
import { careerTrackSummarySchema } from './career-tracks';
import { httpUrl } from './fields';
import { goalActivitySchema } from './goal-activity';
import { GAP_STATUSES, gapRowSchema, type GapRow } from './growth';
import { GOAL_SKILL_STATUSES, type GoalSkillStatus } from '../values/goal-plan';
export * from '../values/goal-plan';

/**
 * A goal worked through as a plan (docs/api/goal-plan.md): where the member is on each skill,
 * their own notes and links, a target date, and the projected finish from their pace.
 */

export const GOAL_NOTE_MAX = 2000;
export const GOAL_SKIP_REASON_MAX = 300;
export const GOAL_LINKS_MAX = 10;
export const GOAL_LINK_TITLE_MAX = 120;
export const GOAL_HOURS_MAX = 80;
/** The weeks the pace is measured over: skills done per week in the last four weeks. */
export const PACE_WEEKS = 4;
/** How many skills "Next steps" leads with. */
export const NEXT_STEPS = 3;

/** `PUT /users/current/me/goals/{track}/skills/{skill}/progress`. */
export const goalProgressInputSchema = z
  .object({
    status: z.enum(GOAL_SKILL_STATUSES, { error: 'goalPlan.validation.status_required' }),
    skip_reason: z
      .string({ error: 'goalPlan.validation.skip_reason_required' })
      .trim()
      .max(GOAL_SKIP_REASON_MAX, { error: 'goalPlan.validation.skip_reason_max' })
      .optional(),
    /** With "done": also raise the member's own level of the skill to the asked level. */
    raise_level: z.boolean({ error: 'validation.invalid' }).optional(),
  })
  .refine((input) => input.status !== 'skipped' || (input.skip_reason ?? '') !== '', {
    error: 'goalPlan.validation.skip_reason_required',
    path: ['skip_reason'],
  });
export type GoalProgressInput = z.infer<typeof goalProgressInputSchema>;

export const goalLinkSchema = z.object({
  title: z
    .string({ error: 'goalPlan.validation.link_title_required' })
    .trim()
    .min(1, { error: 'goalPlan.validation.link_title_required', abort: true })
    .max(GOAL_LINK_TITLE_MAX, { error: 'goalPlan.validation.link_title_max' }),
  url: httpUrl(),
});
export type GoalLink = z.infer<typeof goalLinkSchema>;

/** `PUT /users/current/me/goals/{track}/skills/{skill}/notes`: private unless `is_shared`. */
export const goalNotesInputSchema = z.object({
  note: z.string({ error: 'validation.invalid' }).trim().max(GOAL_NOTE_MAX, { error: 'goalPlan.validation.note_max' }),
  links: z.array(goalLinkSchema).max(GOAL_LINKS_MAX, { error: 'goalPlan.validation.links_max' }),
  is_shared: z.boolean({ error: 'validation.invalid' }),
});
export type GoalNotesInput = z.infer<typeof goalNotesInputSchema>;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** `PUT /users/current/me/goals/{track}/schedule`: a target date (YYYY-MM-DD) and hours a week, each optional. */
export const goalScheduleInputSchema = z.object({
  target_date: z
    .string({ error: 'goalPlan.validation.date_invalid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'goalPlan.validation.date_invalid', abort: true })
    .refine(isCalendarDate, { error: 'goalPlan.validation.date_invalid' })
    .nullable(),
  hours_per_week: z
    .number({ error: 'goalPlan.validation.hours_invalid' })
    .int({ error: 'goalPlan.validation.hours_invalid' })
    .min(1, { error: 'goalPlan.validation.hours_invalid' })
    .max(GOAL_HOURS_MAX, { error: 'goalPlan.validation.hours_invalid' })
    .nullable(),
});
export type GoalScheduleInput = z.infer<typeof goalScheduleInputSchema>;

/** One skill of the goal's track: the gap, where the member is on it, and their own notes and links. */
export const goalPlanItemSchema = gapRowSchema.omit({ status: true, evidence: true, endorsements: true }).extend({
  gap_status: z.enum(GAP_STATUSES),
  status: z.enum(GOAL_SKILL_STATUSES),
  skip_reason: z.string().nullable(),
  note: z.string(),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
  is_shared: z.boolean(),
  /** The track's own resources for this skill. */
  resources: z.array(z.string()),
});
export type GoalPlanItem = z.infer<typeof goalPlanItemSchema>;

export const PROJECTION_VERDICTS = ['done', 'on_track', 'behind', 'no_date', 'no_pace'] as const;

export const goalProjectionSchema = z.object({
  /** Skills done per week over the last PACE_WEEKS weeks. */
  pace_per_week: z.number(),
  remaining: z.number().int(),
  weeks_left: z.number().int().nullable(),
  finish_date: z.string().nullable(),
  verdict: z.enum(PROJECTION_VERDICTS),
});
export type GoalProjection = z.infer<typeof goalProjectionSchema>;

export const goalPlanSchema = z.object({
  career_track: careerTrackSummarySchema,
  is_own: z.boolean(),
  target_date: z.string().nullable(),
  hours_per_week: z.number().int().nullable(),
  /** Skipped skills leave the total; done or met ones count. */
  total: z.number().int(),
  met: z.number().int(),
  skipped: z.number().int(),
  projection: goalProjectionSchema.nullable(),
  /** Up to NEXT_STEPS skill ids: learning first, then the biggest gaps of the required categories. */
  next_steps: z.array(z.string()),
  items: z.array(goalPlanItemSchema),
  /** Own goals only: the last 12 weeks of work, per day (docs/api/goal-plan.md "Activity"). */
  activity: goalActivitySchema.nullable(),
});
export type GoalPlan = z.infer<typeof goalPlanSchema>;

/** Whether a skill counts as reached: marked done, or held at the asked level. */
export const isReached = (item: { status: GoalSkillStatus; gap_status: GapRow['status'] }) =>
  item.status === 'done' || (item.status !== 'skipped' && item.gap_status === 'met');

/** The goal's progress: skipped skills leave the total, done and met ones count. */
export function progressOf(items: { status: GoalSkillStatus; gap_status: GapRow['status'] }[]) {
  const counted = items.filter((item) => item.status !== 'skipped');
  return {
    total: counted.length,
    met: counted.filter(isReached).length,
    skipped: items.length - counted.length,
  };
}

const DAY_MS = 86_400_000;

/**
 * The projected finish: the skills left at the pace of the last PACE_WEEKS weeks. 4 skills done
 * in 4 weeks with 8 left is 1 a week, so 8 weeks; on track when that falls on or before the date.
 */
export function projectionOf(input: {
  remaining: number;
  doneLastWeeks: number;
  targetDate: string | null;
  today: Date;
}): GoalProjection {
  const pace = input.doneLastWeeks / PACE_WEEKS;
  const base = { pace_per_week: pace, remaining: input.remaining };
  if (input.remaining === 0) return { ...base, weeks_left: 0, finish_date: null, verdict: 'done' };
  if (pace === 0) return { ...base, weeks_left: null, finish_date: null, verdict: 'no_pace' };
  const weeks = Math.ceil(input.remaining / pace);
  const finish = new Date(Date.UTC(input.today.getUTCFullYear(), input.today.getUTCMonth(), input.today.getUTCDate()));
  const finishDate = new Date(finish.getTime() + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
  const verdict = input.targetDate === null ? 'no_date' : finishDate <= input.targetDate ? 'on_track' : 'behind';
  return { ...base, weeks_left: weeks, finish_date: finishDate, verdict };
}

/** Next steps: the skills being learnt first, then the biggest gaps of the required categories, then the rest. */
export function nextStepsOf(
  items: GoalPlanItem[],
  requiredCategories: readonly number[],
  limit: number = NEXT_STEPS,
): string[] {
  const open = items.filter((item) => item.status !== 'skipped' && !isReached(item));
  const learning = open.filter((item) => item.status === 'learning');
  const rest = open
    .filter((item) => item.status !== 'learning')
    .map((item, index) => ({ item, index, required: requiredCategories.includes(item.skill_category_id) ? 0 : 1 }))
    .sort((a, b) => a.required - b.required || b.item.short_by - a.item.short_by || a.index - b.index)
    .map(({ item }) => item);
  return [...learning, ...rest].slice(0, limit).map((item) => item.skill_id);
}
