import type { UnreadCount } from '@ladder/shared/schemas/notifications';
import { createParser } from 'eventsource-parser';

/** How long to wait before opening the stream again after it dropped or failed. */
export const RETRY_MS = 2000;
/** The wait after a 429 that names none (the API sends Retry-After). */
const REFUSED_MS = 30_000;

/**
 * One connection to the API's live stream (docs/api/notifications.md): reads it until it ends and
 * answers how long to wait before opening it again, or null for never (signed out: the session
 * provider handles that). The server ends a stream past its lifetime with `event: end` and reason
 * `lifetime`: that is no failure, so it is opened again at once. A 429 (too many open) waits as
 * Retry-After says.
 */
export async function readNotificationStream(options: {
  token: string;
  signal: AbortSignal;
  onUnread: (answer: UnreadCount) => void;
  fetch?: typeof fetch;
}): Promise<number | null> {
  const { token, signal, onUnread } = options;
  let endReason: string | undefined;
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'unread') onUnread(JSON.parse(event.data) as UnreadCount);
      else if (event.event === 'end') endReason = (JSON.parse(event.data) as { reason?: string }).reason;
    },
  });
  try {
    const response = await (options.fetch ?? fetch)('/api/v1/users/current/me/notifications/stream', {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal,
    });
    if (response.status === 401 || response.status === 403) return null;
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after'));
      return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : REFUSED_MS;
    }
    if (!response.ok || !response.body) return RETRY_MS;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch {
    // A dropped connection: opened again after a pause.
    return RETRY_MS;
  }
  return endReason === 'lifetime' ? 0 : RETRY_MS;
}
