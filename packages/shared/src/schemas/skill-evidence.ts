import { z } from './zod';
import { httpUrl, requiredText } from './fields';
import { SKILL_EVIDENCE_LIMITS } from '../values/skill-evidence';
export * from '../values/skill-evidence';

/**
 * Evidence on one of a member's own skills (docs/api/profile.md "Evidence on a skill"): a link
 * (a project, a portfolio piece) or a file (PDF, PNG or JPEG, checked by its bytes), shown beside
 * the skill to whoever may see the member's skills.
 */

export const SKILL_EVIDENCE_KINDS = ['link', 'file'] as const;

/** The title of a piece of evidence: what it is ("Payments API on GitHub"). */
export const evidenceTitle = requiredText(
  'validation.required',
  SKILL_EVIDENCE_LIMITS.title,
  'profile_items.validation.text_max',
);

/** `POST /users/current/me/skills/{skill_id}/evidence`: a link with its title. */
export const skillEvidenceInputSchema = z.object({
  title: evidenceTitle,
  url: httpUrl(),
});
export type SkillEvidenceInput = z.infer<typeof skillEvidenceInputSchema>;

/** A piece of evidence: `url` is the link, or where its file is stored (`content_type` then says its type). */
export const skillEvidenceSchema = z.object({
  id: z.string(),
  skill_id: z.string(),
  kind: z.enum(SKILL_EVIDENCE_KINDS),
  title: z.string(),
  url: z.string(),
  content_type: z.string().nullable(),
  created_at: z.string(),
});
export type SkillEvidence = z.infer<typeof skillEvidenceSchema>;

/** `GET /users/{user_id}/skills/{skill_id}/evidence`: oldest first. */
export const skillEvidenceListSchema = z.object({ items: z.array(skillEvidenceSchema) });
export type SkillEvidenceList = z.infer<typeof skillEvidenceListSchema>;
