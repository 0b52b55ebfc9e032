import type { AuthorDecision } from '@ladder/shared/schemas/safety';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { safetyKeys } from '../../../lib/query-keys/safety';

/** A moderator's decision on the member's content or account (docs/api/safety.md "Moderation"). */
export const useDecision = (decisionId: string) =>
  useQuery({
    queryKey: safetyKeys.decision(decisionId),
    queryFn: () => api<AuthorDecision>(`/moderation/decisions/${encodeURIComponent(decisionId)}`),
    retry: false,
  });

/** Appeals the decision once; the decision is read again (now appealed). */
export function useAppeal(decisionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<{ id: string; is_appealed: boolean }>(`/moderation/decisions/${encodeURIComponent(decisionId)}/appeal`, {
        method: 'POST',
        body: { text },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: safetyKeys.decision(decisionId) }),
  });
}
