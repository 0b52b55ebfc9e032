/** Reports, blocks, mutes and the moderation queue (docs/api/safety.md). */
export const safetyKeys = {
  all: ['safety'] as const,
  reports: () => ['safety', 'reports'] as const,
  blocks: () => ['safety', 'blocks'] as const,
  mutes: () => ['safety', 'mutes'] as const,
  queue: () => ['moderation', 'queue'] as const,
  case: (caseId: string) => ['moderation', 'case', caseId] as const,
  transparency: ['transparency'] as const,
  decision: (decisionId: string) => ['moderation', 'decision', decisionId] as const,
  /** The console's reference data: industries or skills matching a search, page by page. */
  reference: () => ['moderation', 'reference'] as const,
  referenceList: (kind: 'industries' | 'skills', keywords: string) =>
    ['moderation', 'reference', kind, keywords] as const,
  /** Skills to merge into, matching what was typed. */
  mergeTargets: (keywords: string) => ['moderation', 'reference', 'merge-targets', keywords] as const,
};
