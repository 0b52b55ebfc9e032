/** Limits and fixed values (docs/product.md "Validation rules" and "Fixed values and limits"), shared by the API and the web app. */

export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;
/** The special characters a password must contain one of (docs/product.md "Validation rules"). */
export const PASSWORD_SPECIALS = '#?!@$%^&*-';

export const NAME_MAX_LENGTH = 255;
export const TEXT_MAX_LENGTH = 255;
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 255;
export const MAX_PHONE_NUMBERS = 5;
export const MAX_EXTERNAL_LINKS = 10;
export const URL_MAX_LENGTH = 2048;

/**
 * The version of the privacy policy and user agreement in force: the date of their text. A member
 * whose recorded consent names another version is asked again at the next sign-in
 * (docs/decisions/0030-consent-and-policy-versions.md). Change it whenever the text of either
 * page changes in substance, and the "updated" line of both pages with it.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-25';

/** Minimum age in years, the same in both languages (docs/decisions/0005-minimum-age-18.md). */
export const MINIMUM_AGE = 18;

export const SKILL_CATEGORIES = [
  {
    id: 1,
    order: 1,
    key: 'industry_knowledge',
    name_en: 'Industry Knowledge',
    name_vn: 'Kiến thức ngành',
    min_skill_pick: 1,
    max_skill_pick: null,
  },
  {
    id: 2,
    order: 2,
    key: 'tool_and_tech',
    name_en: 'Tools & Technologies',
    name_vn: 'Công cụ & công nghệ',
    min_skill_pick: 1,
    max_skill_pick: null,
  },
  {
    id: 3,
    order: 3,
    key: 'interpersional',
    name_en: 'Interpersonal Skills',
    name_vn: 'Kỹ năng giao tiếp ứng xử',
    min_skill_pick: 1,
    max_skill_pick: null,
  },
  {
    id: 4,
    order: 4,
    key: 'other',
    name_en: 'Other Skills',
    name_vn: 'Kỹ năng khác',
    min_skill_pick: 0,
    max_skill_pick: null,
  },
] as const;
export type SkillCategoryKey = (typeof SKILL_CATEGORIES)[number]['key'];
