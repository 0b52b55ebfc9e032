import type { Page } from '@ladder/shared/schemas/posts';
import type {
  Notification,
  NotificationSettings,
  NotificationSettingsInput,
  UnreadCount,
} from '@ladder/shared/schemas/notifications';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys/notifications';

const BASE = '/users/current/me/notifications';

/** The unread count; the live stream keeps it current (use-notification-stream.ts). */
export const useUnreadCount = () =>
  useQuery({ queryKey: notificationKeys.unread(), queryFn: () => api<UnreadCount>(`${BASE}/unread-count`) });

export const useNotifications = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: notificationKeys.list(),
      queryFn: ({ pageParam }) =>
        api<Page<Notification>>(`${BASE}?limit=20`, { method: 'POST', body: { last_evaluated_key: pageParam } }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.last_evaluated_key,
    }),
  );

/** Marks one read (or all, without an id); the list and the count follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      api<UnreadCount>(id ? `${BASE}/${encodeURIComponent(id)}/read` : `${BASE}/read-all`, { method: 'POST' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.unread(), answer);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}

export const useNotificationSettings = () =>
  useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: () => api<NotificationSettings>('/users/current/me/notification-settings'),
  });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      api<NotificationSettings>('/users/current/me/notification-settings', { method: 'PUT', body: input }),
    // The switch moves at once; a failure puts it back.
    onMutate: (input) => {
      const before = queryClient.getQueryData<NotificationSettings>(notificationKeys.settings());
      if (before)
        queryClient.setQueryData(notificationKeys.settings(), {
          kinds: { ...before.kinds, ...input.kinds },
          is_digest_on: input.is_digest_on ?? before.is_digest_on,
        });
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(notificationKeys.settings(), context?.before),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.settings(), answer),
  });
}
