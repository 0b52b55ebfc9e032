import type { Page } from '@ladder/shared/schemas/posts';
import type { Mute, MuteKind, Report, ReportCreate } from '@ladder/shared/schemas/safety';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pagedQuery } from '../../../lib/paged-query';
import { peopleKeys } from '../../../lib/query-keys/people';
import { postKeys } from '../../../lib/query-keys/posts';
import { safetyKeys } from '../../../lib/query-keys/safety';
import { userKeys } from '../../../lib/query-keys/users';

export interface BlockedMember {
  user_id: string;
  name: string;
  username: string | null;
  created_at: string;
}

export const useMyReports = () => useInfiniteQuery(pagedQuery<Report>(safetyKeys.reports(), '/reports/mine'));
export const useBlocks = () =>
  useInfiniteQuery(pagedQuery<BlockedMember>(safetyKeys.blocks(), '/users/current/me/blocks'));

/** The member's mutes, first 100 (what a profile's or a hashtag's Mute button reads). */
export const useMutes = () =>
  useQuery({ queryKey: safetyKeys.mutes(), queryFn: () => api<Page<Mute>>('/users/current/me/mutes?limit=100') });

export function useReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportCreate) => api<Report>('/reports', { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: safetyKeys.reports() }),
  });
}

/** Block or unblock: what either sees of the other changes everywhere, so posts and people refresh. */
export function useSetBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      api<{ user_id: string; is_blocked: boolean }>(`/users/${encodeURIComponent(userId)}/block`, {
        method: block ? 'POST' : 'DELETE',
      }),
    onSuccess: () => {
      for (const queryKey of [safetyKeys.blocks(), postKeys.all, peopleKeys.all, userKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Mute (kind and value) or unmute (the mute's id); the feed refreshes. */
export function useSetMute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: MuteKind; value: string } | { id: string }) =>
      'id' in change
        ? api<void>(`/users/current/me/mutes/${encodeURIComponent(change.id)}`, { method: 'DELETE' })
        : api<unknown>('/users/current/me/mutes', { method: 'POST', body: change }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: safetyKeys.mutes() });
      void queryClient.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
