import type { Page } from '@ladder/shared/schemas/posts';
import type { DecisionInput, ModerationAction, ReportCategory, ReportItemKind } from '@ladder/shared/schemas/safety';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { safetyKeys } from '../../../lib/query-keys/safety';

/** An open item of the moderation queue (docs/api/safety.md "Moderation"). */
export interface QueueItem {
  id: string;
  item_kind: ReportItemKind;
  item_id: string;
  source: 'report' | 'appeal' | 'authority';
  author: { id: string; name: string; username: string } | null;
  snapshot: Record<string, unknown>;
  opened_at: string;
  age_seconds: number;
  is_late: boolean;
  report_count: number;
  categories: { category: ReportCategory; count: number }[];
  author_history: { earlier_cases: number; earlier_actions: number };
  appeal_text: string | null;
  can_decide: boolean;
}

export interface CaseDetail extends QueueItem {
  reports: { id: string; category: ReportCategory; note: string | null; created_at: string }[];
  history: {
    id: string;
    action: ModerationAction;
    rule: ReportCategory;
    item_kind: ReportItemKind;
    created_at: string;
  }[];
}

export interface RemovalInput {
  url: string;
  legal_reference: string;
  requesting_body: string;
}

export const useQueue = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: safetyKeys.queue(),
      queryFn: ({ pageParam }) =>
        api<Page<QueueItem>>(
          `/moderation/queue?limit=20${pageParam ? `&last_evaluated_key=${encodeURIComponent(pageParam)}` : ''}`,
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.last_evaluated_key,
    }),
  );

export const useCase = (caseId: string) =>
  useQuery({
    queryKey: safetyKeys.case(caseId),
    queryFn: () => api<CaseDetail>(`/moderation/cases/${encodeURIComponent(caseId)}`),
  });

/** A decision on a case, or a removal at an authority's request; the queue refreshes. */
export function useModerate() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: safetyKeys.queue() });
  const decide = useMutation({
    mutationFn: ({ caseId, input }: { caseId: string; input: DecisionInput }) =>
      api<{ id: string }>(`/moderation/cases/${encodeURIComponent(caseId)}/decision`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (input: RemovalInput) => api<{ id: string }>('/moderation/removals', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
  return { decide, remove };
}
