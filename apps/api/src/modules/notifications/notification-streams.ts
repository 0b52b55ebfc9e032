import { PassThrough } from 'node:stream';
import type { Database } from '../../db/client';

/** The channel migration 0019's trigger notifies on, with the reader's id. */
export const NOTIFICATIONS_CHANNEL = 'ladder_notifications';
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Open Server-Sent Events streams, by member. Every instance LISTENs on the channel, so a
 * notification written through any instance reaches the member's pages on this one. An event
 * carries the unread count only: the page then reads its list, so a stream that dropped and came
 * back (it sends the count at once) has lost nothing. docs/api/notifications.md.
 */
export function createNotificationStreams(deps: {
  database: Pick<Database, 'listen'> | null;
  unread: (userId: string) => Promise<number>;
  log: { error(object: object, message: string): void };
}) {
  const streams = new Map<string, Set<PassThrough>>();
  let listener: { close(): Promise<void> } | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let sequence = 0;

  const send = async (userId: string) => {
    const open = streams.get(userId);
    if (!open?.size) return;
    try {
      const unread = await deps.unread(userId);
      sequence += 1;
      for (const stream of open)
        stream.write(`id: ${sequence}\nevent: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
    } catch (err) {
      deps.log.error({ err }, 'reading the unread count for a stream failed');
    }
  };
  const sendAll = () => Promise.all([...streams.keys()].map(send));

  return {
    async start() {
      heartbeat = setInterval(() => {
        for (const open of streams.values()) for (const stream of open) stream.write(': still here\n\n');
      }, HEARTBEAT_MS).unref();
      if (!deps.database) return;
      listener = await deps.database.listen(NOTIFICATIONS_CHANNEL, {
        message: (userId) => void send(userId),
        reset: () => undefined,
        // Back after a dropped connection: what was missed is in the counts.
        ready: () => void sendAll(),
      });
    },

    /** A new stream for a member; it starts with their count and ends when `close` fires. */
    open(userId: string, onClose: (end: () => void) => void): PassThrough {
      const stream = new PassThrough();
      const open = streams.get(userId) ?? new Set();
      streams.set(userId, open);
      open.add(stream);
      stream.write('retry: 2000\n\n');
      const end = () => {
        open.delete(stream);
        if (open.size === 0) streams.delete(userId);
        stream.end();
      };
      onClose(end);
      void send(userId);
      return stream;
    },

    /** How many streams are open (a figure for tests). */
    get size() {
      let count = 0;
      for (const open of streams.values()) count += open.size;
      return count;
    },

    /** Ends every stream (the browser reconnects, to another instance when this one drains). */
    closeAll() {
      for (const open of streams.values()) for (const stream of open) stream.end();
      streams.clear();
    },

    async close() {
      this.closeAll();
      if (heartbeat) clearInterval(heartbeat);
      const closing = listener;
      listener = null;
      await closing?.close().catch(() => undefined);
    },
  };
}

export type NotificationStreams = ReturnType<typeof createNotificationStreams>;
