/** Fixed lists and limits of endorsements, without zod: the web app's views load these alone. */

export const ENDORSEMENT_RELATIONS = ['colleague', 'manager', 'teacher', 'classmate', 'client'] as const;
export type EndorsementRelation = (typeof ENDORSEMENT_RELATIONS)[number];

/** New until the endorsed member accepts it (shown to all who may see their skills) or hides it. */
export const ENDORSEMENT_STATUSES = ['new', 'accepted', 'hidden'] as const;
export type EndorsementStatus = (typeof ENDORSEMENT_STATUSES)[number];

export const ENDORSEMENT_LIMITS = {
  /** The optional line of text. */
  note: 200,
  /** An account younger than this may not endorse. */
  minAccountDays: 7,
} as const;
