/** Where a member is on each skill of their goal, without zod: the web app's views load this alone. */

export const GOAL_SKILL_STATUSES = ['to_learn', 'learning', 'done', 'skipped'] as const;
export type GoalSkillStatus = (typeof GOAL_SKILL_STATUSES)[number];
