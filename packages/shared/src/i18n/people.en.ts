/**
 * English texts of the people feature, a section of the core catalog (`people.*`), kept in its
 * own file so that the feature's texts live together. vi mirrors every key.
 */
export const peopleEn = {
  /** API error sentences (server helper). */
  errors: {},
  /** API validation messages (server helper). */
  validation: {},
  /** Texts of the web screens (web helper). */
  ui: {},
} as const;
