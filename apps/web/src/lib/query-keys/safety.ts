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
};
