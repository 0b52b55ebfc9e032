/** Limits of the evidence on a skill, without zod: the web app's views load these alone. */

export const SKILL_EVIDENCE_LIMITS = {
  /** Pieces of evidence per skill, counted under the member's row lock. */
  perSkill: 5,
  title: 120,
} as const;

/** The file types a certificate or a piece of evidence may be, by their bytes. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
