import { NOTIFICATION_STREAM_LIMITS } from '@ladder/shared/schemas/notifications';
import { PassThrough } from 'node:stream';
import type { ReadCaches } from '../../cache/read-caches';
import { TAG_KINDS } from '../../cache/tags';
import type { Database } from '../../db/client';

/** The channel migration 0019's trigger notifies on, with the reader's id. */
export const NOTIFICATIONS_CHANNEL = 'ladder_notifications';
/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** Sessions checked per query when many are (after the listening connection came back). */
const CHECK_BATCH = 500;

/** How many streams, and for how long (NOTIFICATION_STREAM_LIMITS; tests shorten the lifetime). */
export type StreamLimits = { -readonly [K in keyof typeof NOTIFICATION_STREAM_LIMITS]: number };

/**
 * Why the server ended a stream, told in its last event (`end`): its lifetime is over (the page
 * opens it again at once), its session was revoked or could not be confirmed, the instance stops.
 */
type EndReason = 'lifetime' | 'revoked' | 'unverified' | 'shutdown';

interface Open {
  stream: PassThrough;
  userId: string;
  sessionId: string;
  address: string;
  timer: NodeJS.Timeout;
}

/** Adds to or removes from the set under `key`, dropping an empty set. */
function file<K>(map: Map<K, Set<Open>>, key: K, open: Open, isAdding: boolean) {
  const set = map.get(key) ?? new Set<Open>();
  if (isAdding) set.add(open);
  else set.delete(open);
  if (set.size > 0) map.set(key, set);
  else map.delete(key);
}

/**
 * Open Server-Sent Events streams, by member. Every instance LISTENs on the channel, so a
 * notification written through any instance reaches the member's pages on this one. An event
 * carries the unread count only: the page then reads its list, so a stream that dropped and came
 * back (it sends the count at once) has lost nothing. docs/api/notifications.md.
 *
 * Each instance counts its own streams per session and per client address, and ends each after
 * its lifetime. A stream ends with its session: the database names every changed or deleted
 * session row (and member row) on the cache channel, which every instance hears (`caches.watch`);
 * the instance holding a stream of that session or member checks it and ends what is no longer live.
 */
export function createNotificationStreams(deps: {
  database: Pick<Database, 'listen'> | null;
  caches: Pick<ReadCaches, 'watch'>;
  unread: (userId: string) => Promise<number>;
  /** Which of these sessions are live: not revoked, not expired, their member active. */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  limits?: Partial<StreamLimits>;
  log: { error(object: object, message: string): void };
}) {
  const limits: StreamLimits = { ...NOTIFICATION_STREAM_LIMITS, ...deps.limits };
  const byUser = new Map<string, Set<Open>>();
  const bySession = new Map<string, Set<Open>>();
  const byAddress = new Map<string, Set<Open>>();
  let listener: { close(): Promise<void> } | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let sequence = 0;

  const send = async (userId: string) => {
    const open = byUser.get(userId);
    if (!open?.size) return;
    try {
      const unread = await deps.unread(userId);
      sequence += 1;
      for (const { stream } of open)
        stream.write(`id: ${sequence}\nevent: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
    } catch (err) {
      deps.log.error({ err }, 'reading the unread count for a stream failed');
    }
  };
  const sendAll = () => Promise.all([...byUser.keys()].map(send));

  /** Frees the stream's slots and ends it, once, whichever comes first (its client, the server). */
  const end = (open: Open, reason?: EndReason) => {
    if (!bySession.get(open.sessionId)?.has(open)) return;
    clearTimeout(open.timer);
    file(byUser, open.userId, open, false);
    file(bySession, open.sessionId, open, false);
    file(byAddress, open.address, open, false);
    if (reason && open.stream.writable) open.stream.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    open.stream.end();
  };

  /** Ends the streams of the sessions among these that are no longer live. */
  const check = async (sessionIds: Iterable<string>) => {
    const ids = [...new Set(sessionIds)];
    for (let i = 0; i < ids.length; i += CHECK_BATCH) {
      const batch = ids.slice(i, i + CHECK_BATCH);
      let live: Set<string> | null = null;
      try {
        live = await deps.liveSessions(batch);
      } catch (err) {
        // Not known to be live: the page opens it again, and is authenticated anew.
        deps.log.error({ err }, 'checking the sessions of live streams failed');
      }
      for (const id of batch) {
        if (live?.has(id)) continue;
        for (const open of [...(bySession.get(id) ?? [])]) end(open, live ? 'revoked' : 'unverified');
      }
    }
  };
  const checkAll = () => check(bySession.keys());
  // A session row changed or went (logout, a password change, a deletion...); a member changed
  // (a deactivation); or anything may have, unseen.
  deps.caches.watch(TAG_KINDS.session, (id) => void (id === null ? checkAll() : bySession.has(id) && check([id])));
  deps.caches.watch(TAG_KINDS.user, (id) => {
    const open = id === null ? undefined : byUser.get(id);
    if (open) void check([...open].map((stream) => stream.sessionId));
  });

  const count = (map: Map<string, Set<Open>>, key: string) => map.get(key)?.size ?? 0;

  return {
    limits,

    async start() {
      heartbeat = setInterval(() => {
        for (const open of byUser.values()) for (const { stream } of open) stream.write(': still here\n\n');
      }, HEARTBEAT_MS).unref();
      if (!deps.database) return;
      listener = await deps.database.listen(NOTIFICATIONS_CHANNEL, {
        message: (userId) => void send(userId),
        reset: () => undefined,
        // Back after a dropped connection: what was missed is in the counts.
        ready: () => void sendAll(),
      });
    },

    /**
     * A new stream of a session, from a client address, or null past a cap. It starts with the
     * member's count; the route calls `onClose`'s `end` when its client goes.
     */
    open(
      who: { userId: string; sessionId: string; address: string },
      onClose: (end: () => void) => void,
    ): PassThrough | null {
      if (count(bySession, who.sessionId) >= limits.perSession || count(byAddress, who.address) >= limits.perAddress)
        return null;
      // Ended a little early, by up to a tenth, so that pages opened together do not all come back together.
      const lifetime = limits.lifetimeMs * (1 - Math.random() / 10);
      const open: Open = {
        ...who,
        stream: new PassThrough(),
        timer: setTimeout(() => end(open, 'lifetime'), lifetime),
      };
      open.timer.unref();
      file(byUser, who.userId, open, true);
      file(bySession, who.sessionId, open, true);
      file(byAddress, who.address, open, true);
      open.stream.write('retry: 2000\n\n');
      open.stream.once('close', () => end(open));
      onClose(() => end(open));
      void send(who.userId);
      // Revoked between its authentication and now, its notification came before the stream.
      void check([who.sessionId]);
      return open.stream;
    },

    /** How many streams are open (a figure for tests). */
    get size() {
      let total = 0;
      for (const open of bySession.values()) total += open.size;
      return total;
    },

    /** Ends every stream (the browser reconnects, to another instance when this one drains). */
    closeAll() {
      for (const open of [...bySession.values()].flatMap((set) => [...set])) end(open, 'shutdown');
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
