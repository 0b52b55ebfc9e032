import type { Widen } from './en';
import type { tracksEn } from './tracks.en';

/** Vietnamese texts of the tracks feature: the same keys as tracks.en.ts. */
export const tracksVi: Widen<typeof tracksEn> = {
  /** API error sentences (server helper). */
  errors: {},
  /** API validation messages (server helper). */
  validation: {},
  /** Texts of the web screens (web helper). */
  ui: {},
};
