import type { UnreadCount } from '@ladder/shared/schemas/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { useEffect } from 'react';
import { storage } from '../../../lib/storage';
import { notificationKeys } from '../../../lib/query-keys/notifications';

/** How long to wait before opening the stream again after it ended or failed. */
const RETRY_MS = 2000;

/**
 * Keeps the unread count live while the app is open: the API's Server-Sent Events stream
 * (docs/api/notifications.md) sends the count at once and at every change, from any instance.
 * Read with `fetch`, since `EventSource` cannot send the bearer token. Each count also refreshes
 * the list; a stream that drops is opened again and starts with the count, so nothing is lost.
 */
export function useNotificationStream(isOn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isOn) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      const token = storage.read('token');
      if (!token) return;
      const parser = createParser({
        onEvent: (event) => {
          if (event.event !== 'unread') return;
          const answer = JSON.parse(event.data) as UnreadCount;
          const before = queryClient.getQueryData<UnreadCount>(notificationKeys.unread());
          queryClient.setQueryData(notificationKeys.unread(), answer);
          if (before?.unread !== answer.unread)
            void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
        },
      });
      try {
        const response = await fetch('/api/v1/users/current/me/notifications/stream', {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        // Signed out or refused: the session provider handles it; asking again would not help.
        if (response.status === 401 || response.status === 403) return;
        if (response.ok && response.body) {
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            parser.feed(value);
          }
        }
      } catch {
        // A dropped connection: open it again below.
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void connect(), RETRY_MS);
    };

    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [isOn, queryClient]);
}
