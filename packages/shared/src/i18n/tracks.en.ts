/**
 * English texts of the tracks feature, a section of the core catalog (`tracks.*`), kept in its
 * own file so that the feature's texts live together. vi mirrors every key.
 */
export const tracksEn = {
  /** API error sentences (server helper). */
  errors: {},
  /** API validation messages (server helper). */
  validation: {},
  /** Texts of the web screens (web helper). */
  ui: {},
} as const;
