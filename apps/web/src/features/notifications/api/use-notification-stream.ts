import type { UnreadCount } from '@ladder/shared/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storage } from '../../../lib/storage';
import { notificationKeys } from '../../../lib/query-keys/notifications';
import { readNotificationStream } from './notification-stream-connection';

/**
 * Keeps the unread count live while the app is open: the API's Server-Sent Events stream
 * (docs/api/notifications.md) sends the count at once and at every change, from any instance.
 * Read with `fetch`, since `EventSource` cannot send the bearer token. Each count also refreshes
 * the list; a stream that ends is opened again (at once when its lifetime ended) and starts with
 * the count, so nothing is lost.
 */
export function useNotificationStream(isOn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isOn) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onUnread = (answer: UnreadCount) => {
      const before = queryClient.getQueryData<UnreadCount>(notificationKeys.unread());
      queryClient.setQueryData(notificationKeys.unread(), answer);
      if (before?.unread !== answer.unread) void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    };
    const connect = async () => {
      const token = storage.read('token');
      if (!token) return;
      const wait = await readNotificationStream({ token, signal: controller.signal, onUnread });
      if (wait !== null && !controller.signal.aborted) timer = setTimeout(() => void connect(), wait);
    };

    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [isOn, queryClient]);
}
