import type { Widen } from './en';
import type { peopleEn } from './people.en';

/** Vietnamese texts of the people feature: the same keys as people.en.ts. */
export const peopleVi: Widen<typeof peopleEn> = {
  /** API error sentences (server helper). */
  errors: {},
  /** API validation messages (server helper). */
  validation: {},
  /** Texts of the web screens (web helper). */
  ui: {},
};
