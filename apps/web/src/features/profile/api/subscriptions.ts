import type { Page } from '@ladder/shared/schemas/posts';
import type { PlanInfo, Subscription } from '@ladder/shared/schemas/people';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meKey } from '../../../lib/query-keys/session';
import { profileKeys } from '../../../lib/query-keys/profile';

/** The member's own subscriptions, newest first (one page is plenty: one a month at most). */
export const useSubscriptions = (userId: string) =>
  useQuery({
    queryKey: profileKeys.subscriptions(userId),
    queryFn: () => api<Page<Subscription>>(`/user-subscriptions/get/${userId}?limit=20`, { method: 'POST' }),
  });

/** What each plan allows and costs (the same for everyone; changes only with the server's settings). */
export const usePlans = () =>
  useQuery({
    queryKey: profileKeys.plans,
    queryFn: () => api<{ items: PlanInfo[] }>('/plans'),
    staleTime: Infinity,
  });

/** The server sets the plan's values (docs/product.md "Subscriptions and plans"), whatever the body says. */
export function useUpgrade(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Subscription>(`/user-subscriptions/${userId}`, { method: 'POST', body: {} }),
    onSettled: () => refresh(queryClient, userId),
  });
}

export function useCancelSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      api<Subscription>(`/user-subscriptions/${userId}/${subscriptionId}`, { method: 'DELETE' }),
    onSettled: () => refresh(queryClient, userId),
  });
}

function refresh(queryClient: ReturnType<typeof useQueryClient>, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.subscriptions(userId) }),
    queryClient.invalidateQueries({ queryKey: meKey }),
  ]);
}
