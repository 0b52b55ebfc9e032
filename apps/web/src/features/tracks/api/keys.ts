/** Query keys of the tracks feature, so that a save or delete can refresh every list at once. */
export const trackKeys = {
  all: ['tracks'] as const,
  industries: (language: string) => ['tracks', 'industries', language] as const,
  allIndustries: (language: string) => ['tracks', 'industries-all', language] as const,
  byIndustry: (industryId: string) => ['tracks', 'by-industry', industryId] as const,
  byUser: (userId: string) => ['tracks', 'by-user', userId] as const,
  one: (id: string) => ['tracks', 'one', id] as const,
  categories: () => ['tracks', 'skill-categories'] as const,
  skills: (keywords: string, industryId: string) => ['tracks', 'skills', industryId, keywords] as const,
};
