import type { Endorsement, EndorsementInput } from '@ladder/shared/schemas/endorsements';
import type { Page } from '@ladder/shared/schemas/posts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { growthKeys } from '../../../lib/query-keys/growth';

/** Keyset pages of endorsements after the cursor. */
const pagesOf = (queryKey: readonly unknown[], url: string) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) =>
      api<Page<Endorsement>>(`${url}${pageParam ? `?last_evaluated_key=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.last_evaluated_key,
  });

/** One skill's endorsements the reader may see, newest first (docs/api/profile.md "Endorsements"). */
export const useSkillEndorsements = (userId: string, skillId: string, isEnabled: boolean) =>
  useInfiniteQuery({
    ...pagesOf(growthKeys.endorsements(userId, skillId), `/users/${userId}/skills/${skillId}/endorsements`),
    enabled: isEnabled,
  });

/** The endorsements the member received, each with its status. */
export const useReceivedEndorsements = () =>
  useInfiniteQuery(pagesOf(growthKeys.receivedEndorsements(), '/users/current/me/endorsements'));

/** After any change, the skills' counts and every list of endorsements are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: growthKeys.allEndorsements }),
      queryClient.invalidateQueries({ queryKey: growthKeys.allSkills }),
    ]);
}

export function useEndorse(userId: string, skillId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: EndorsementInput) =>
      api<Endorsement>(`/users/${userId}/skills/${skillId}/endorsements`, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** The endorsed member's answer (accepted or hidden), or Remove (the member or the endorser). */
export function useAnswerEndorsement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: 'accepted' | 'hidden' | 'removed' }) => {
      if (status === 'removed') await api<void>(`/endorsements/${id}`, { method: 'DELETE' });
      else await api<Endorsement>(`/endorsements/${id}`, { method: 'PUT', body: { status } });
    },
    onSuccess: refresh,
  });
}
