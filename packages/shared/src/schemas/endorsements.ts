import { z } from './zod';
import { DESIRED_LEVELS } from '../values/career-tracks';
import { optionalText } from './fields';
import { pageOf } from './posts';
import { ENDORSEMENT_LIMITS, ENDORSEMENT_RELATIONS, ENDORSEMENT_STATUSES } from '../values/endorsements';
export * from '../values/endorsements';

/**
 * Endorsements with context (docs/api/profile.md "Endorsements"): a member vouches for one of
 * another member's skills only by saying how they worked together and at which level they saw
 * the skill used; the endorsed member accepts, hides or removes it.
 */

/** `POST /users/{user_id}/skills/{skill_id}/endorsements`. */
export const endorsementInputSchema = z.object({
  relation: z.enum(ENDORSEMENT_RELATIONS, { error: 'endorsements.validation.relation' }),
  level: z.enum(DESIRED_LEVELS, { error: 'endorsements.validation.level' }),
  note: optionalText(ENDORSEMENT_LIMITS.note, 'endorsements.validation.note_max').optional(),
});
export type EndorsementInput = z.infer<typeof endorsementInputSchema>;

/** `PUT /endorsements/{id}`: the endorsed member's answer. */
export const endorsementDecisionSchema = z.object({
  status: z.enum(['accepted', 'hidden'], { error: 'endorsements.validation.status' }),
});

export const endorsementSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  skill_id: z.string(),
  /** In the reader's language. */
  skill_name: z.string(),
  endorser: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    photo_path: z.string().nullable(),
  }),
  relation: z.enum(ENDORSEMENT_RELATIONS),
  level: z.enum(DESIRED_LEVELS),
  note: z.string().nullable(),
  /** Shown to the endorsed member and the endorser; others read accepted ones only. */
  status: z.enum(ENDORSEMENT_STATUSES),
  created_at: z.string(),
});
export type Endorsement = z.infer<typeof endorsementSchema>;
export const endorsementPageSchema = pageOf(endorsementSchema);
