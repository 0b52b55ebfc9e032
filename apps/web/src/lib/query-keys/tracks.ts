/** Career tracks, so that a save or delete can refresh every list at once. */
export const trackKeys = {
  all: ['tracks'] as const,
  industries: (language: string) => ['tracks', 'industries', language] as const,
  allIndustries: (language: string) => ['tracks', 'industries-all', language] as const,
  sharedByIndustry: (industryId: string, title = '') => ['tracks', 'by-industry', industryId, 'shared', title] as const,
  byUser: (userId: string, isSharedOnly: boolean) => ['tracks', 'by-user', userId, isSharedOnly] as const,
  linkable: (limit: number, title: string) => ['tracks', 'linkable', limit, title] as const,
  one: (id: string) => ['tracks', 'one', id] as const,
  /** One track with its texts in a language ('original': as written, what its editor loads). */
  oneIn: (id: string, text: string) => ['tracks', 'one', id, text] as const,
  /** Its translation, and the suggested ones open to the reader (docs/decisions/0063). */
  translation: (id: string) => ['tracks', 'translation', id] as const,
  suggestions: (id: string) => ['tracks', 'suggestions', id] as const,
  /** A shared track's public preview, as a visitor reads it. */
  preview: (id: string) => ['tracks', 'preview', id] as const,
  /** A shared track's versions, and the comparison of two in a language (issue 36). */
  versions: (id: string) => ['tracks', 'versions', id] as const,
  compare: (id: string, from: number, to: number, language: string) =>
    ['tracks', 'compare', id, from, to, language] as const,
  /** A track built on another, compared with it, in a language. */
  origin: (id: string, language: string) => ['tracks', 'origin', id, language] as const,
  categories: () => ['tracks', 'skill-categories'] as const,
  skills: (keywords: string, industryId: string) => ['tracks', 'skills', industryId, keywords] as const,
};
