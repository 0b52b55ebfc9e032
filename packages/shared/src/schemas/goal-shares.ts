import { z } from './zod';
import { pageOf } from './posts';

/**
 * A member's consent that an Educator reads their goals and plans (docs/api/goal-plan.md
 * "Sharing goals with an Educator"), per Educator and revocable.
 */

/** The Educators one member may share their goals with at once. */
export const GOAL_SHARES_MAX = 20;

/** `POST /users/current/me/goal-shares`: the Educator, by username (a leading '@' is optional). */
export const goalShareInputSchema = z.object({
  username: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(100, { error: 'validation.invalid' }),
});
export type GoalShareInput = z.infer<typeof goalShareInputSchema>;

const sharePersonSchema = z.object({ id: z.string(), name: z.string(), username: z.string() });

/** One Educator the member shares their goals with, since when. */
export const goalShareSchema = z.object({ educator: sharePersonSchema, created_at: z.string() });
export type GoalShare = z.infer<typeof goalShareSchema>;
export const goalSharePageSchema = pageOf(goalShareSchema);

/** One member who shares their goals with the Educator asking, since when. */
export const sharedGoalsMemberSchema = z.object({ member: sharePersonSchema, created_at: z.string() });
export type SharedGoalsMember = z.infer<typeof sharedGoalsMemberSchema>;
export const sharedGoalsMemberPageSchema = pageOf(sharedGoalsMemberSchema);
