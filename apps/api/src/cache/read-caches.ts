import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';

/** The channel the cache triggers notify on (docs/cache.md). */
export const CACHE_CHANNEL = 'ladder_cache';
const SYNC_TIMEOUT_MS = 2000;
/** How many recently invalidated tags are remembered for fills still running (see `set`). */
const RECENT_TAGS = 50_000;

/**
 * A bounded cache whose entries carry tags (`cacheTags` in ./tags.ts): a notification naming a
 * tag evicts every entry that carries it (docs/cache.md).
 */
export interface TaggedCache<V extends object> {
  get(key: string): V | undefined;
  /** The entry, if held, without counting a hit or a miss (for updating it in place). */
  peek(key: string): V | undefined;
  /** The keys of the entries carrying a tag. */
  keysTagged(tag: string): string[];
  /**
   * Stores what was read from the database since `since` (the caches' `epoch` read before the
   * first query). It is dropped if one of its tags was invalidated meanwhile, since it may have
   * been built from rows that changed under it.
   */
  set(key: string, value: V, tags: readonly string[], since: number): void;
}

export interface CacheStats {
  name: string;
  hits: number;
  misses: number;
  size: number;
}

export interface ReadCaches {
  /** Bumped by every invalidation; see `TaggedCache.set`. */
  readonly epoch: number;
  /** A new tagged cache of at most `max` entries, each kept at most `ttlMs`. */
  create<V extends object>(name: string, options: { max: number; ttlMs: number }): TaggedCache<V>;
  /**
   * What a notification carrying values does ('<kind>:<id>:<value>:<value>...', such as a post's
   * new counts; an id of `idParts` parts, such as '<viewer>:<post>'): instead of evicting,
   * `apply` updates the entries tagged '<kind>:<id>' in place. Fills started before it that
   * carry the tag are still dropped. Without values, the tag evicts as any other.
   */
  onValues(kind: string, idParts: number, apply: (id: string[], values: string[]) => void): void;
  /**
   * Told of every tag of `kind` this instance receives ('s' and a session id: the row changed or
   * went), and of `null` when anything may have changed unseen (a '*', or the listening connection
   * back after a drop). Called with caching off too: the live streams end with their sessions this
   * way (docs/api/notifications.md).
   */
  watch(kind: string, listener: (id: string | null) => void): void;
  /** LISTENs for invalidations; until it does (and whenever it stops), caches are bypassed. */
  start(): Promise<void>;
  /**
   * Waits until this instance has applied every invalidation committed before the call, so a
   * member's next request sees their own writes. Write routes call it before answering.
   */
  sync(): Promise<void>;
  /** How many syncs write requests asked for (a figure for tests and metrics). */
  readonly syncsAsked: number;
  stats(): CacheStats[];
  close(): Promise<void>;
}

interface Hub {
  isLive(): boolean;
  /** Whether none of these tags has been invalidated since `since`. */
  unchangedSince(since: number, tags: readonly string[]): boolean;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
}

class Tagged<V extends object> implements TaggedCache<V> {
  hits = 0;
  misses = 0;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly entries: LRUCache<string, Entry<V>>;

  constructor(
    readonly name: string,
    options: { max: number; ttlMs: number },
    private readonly hub: Hub,
  ) {
    this.entries = new LRUCache<string, Entry<V>>({
      max: options.max,
      ttl: options.ttlMs,
      dispose: (entry, key) => this.untag(key, entry.tags),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  peek(key: string): V | undefined {
    return this.hub.isLive() ? this.entries.peek(key)?.value : undefined;
  }

  keysTagged(tag: string): string[] {
    return [...(this.byTag.get(tag) ?? [])];
  }

  get(key: string): V | undefined {
    if (!this.hub.isLive()) return undefined;
    const entry = this.entries.get(key);
    if (entry) this.hits += 1;
    else this.misses += 1;
    return entry?.value;
  }

  set(key: string, value: V, tags: readonly string[], since: number): void {
    if (!this.hub.isLive() || !this.hub.unchangedSince(since, tags)) return;
    this.entries.set(key, { value, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  invalidate(tag: string): void {
    const keys = this.byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.byTag.clear();
  }

  private untag(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}

/**
 * The process's read caches and their invalidation. The database's triggers name what each
 * commit changed on `ladder_cache` (db/current-functions.md); every instance LISTENs and evicts the entries carrying
 * those tags, so many instances behind a load balancer stay coherent. While the listening
 * connection is down, nothing is read from or written to the caches. Without a database
 * (services used outside the API, such as the demo seeder) or with `isCaching` false (READ_CACHE=0)
 * they stay bypassed; with a database it still listens, for the watchers.
 */
export function createReadCaches(database: Database | null, { isCaching = true } = {}): ReadCaches {
  const instance = randomUUID();
  const caches = new Set<Tagged<object>>();
  const waiting = new Map<string, () => void>();
  let live = false;
  let listener: { close(): Promise<void> } | null = null;
  let syncs = 0;
  let syncsAsked = 0;
  let epoch = 0;
  // The epoch at which each recently invalidated tag was last invalidated (oldest first), and
  // the epoch before which nothing is known any more (a clear, or tags forgotten).
  const recent = new Map<string, number>();
  let floor = 0;
  const hub: Hub = {
    isLive: () => live,
    unchangedSince: (since, tags) => since >= floor && tags.every((tag) => (recent.get(tag) ?? -1) <= since),
  };

  const clearAll = () => {
    epoch += 1;
    floor = epoch;
    recent.clear();
    for (const cache of caches) cache.clear();
  };

  const valueKinds = new Map<string, { idParts: number; apply: (id: string[], values: string[]) => void }>();
  const watchers = new Map<string, ((id: string | null) => void)[]>();
  const tell = (kind: string, id: string | null) => {
    for (const listener of watchers.get(kind) ?? []) listener(id);
  };
  const tellAll = () => {
    for (const kind of watchers.keys()) tell(kind, null);
  };

  /** Notes that these tags changed (fills in flight that carry one are dropped), and evicts. */
  const invalidate = (tags: string[], isEvicting = true) => {
    epoch += 1;
    for (const tag of tags) {
      recent.delete(tag);
      recent.set(tag, epoch);
      if (isEvicting) for (const cache of caches) cache.invalidate(tag);
    }
    for (const [tag, at] of recent) {
      if (recent.size <= RECENT_TAGS) break;
      floor = Math.max(floor, at);
      recent.delete(tag);
    }
  };

  const onMessage = (payload: string) => {
    const waiter = waiting.get(payload);
    if (waiter) {
      waiting.delete(payload);
      waiter();
      return;
    }
    if (payload.startsWith('sync:')) return;
    if (payload === '*') {
      clearAll();
      tellAll();
      return;
    }
    const colon = payload.indexOf(':');
    const kind = payload.slice(0, colon);
    const valued = valueKinds.get(kind);
    if (valued) {
      const parts = payload.slice(colon + 1).split(':');
      const id = parts.slice(0, valued.idParts);
      const values = parts.slice(valued.idParts);
      invalidate([`${kind}:${id.join(':')}`], values.length === 0);
      if (values.length > 0) valued.apply(id, values);
      return;
    }
    const ids = colon < 0 ? [] : payload.slice(colon + 1).split(',');
    invalidate(colon < 0 ? [payload] : ids.map((id) => `${kind}:${id}`));
    for (const id of ids) tell(kind, id);
  };

  return {
    get epoch() {
      return epoch;
    },

    create<V extends object>(name: string, cacheOptions: { max: number; ttlMs: number }): TaggedCache<V> {
      const cache = new Tagged<V>(name, cacheOptions, hub);
      caches.add(cache as unknown as Tagged<object>);
      return cache;
    },

    onValues(kind, idParts, apply) {
      valueKinds.set(kind, { idParts, apply });
    },

    watch(kind, listener) {
      watchers.set(kind, [...(watchers.get(kind) ?? []), listener]);
    },

    async start() {
      if (!database || listener) return;
      listener = await database.listen(CACHE_CHANNEL, {
        message: onMessage,
        reset: () => {
          live = false;
          clearAll();
          for (const waiter of waiting.values()) waiter();
          waiting.clear();
        },
        ready: () => {
          clearAll();
          live = isCaching;
          // What arrived while it was down is lost: the watchers look again.
          tellAll();
        },
      });
    },

    get syncsAsked() {
      return syncsAsked;
    },

    async sync() {
      syncsAsked += 1;
      // PGlite delivers a commit's notifications before the committing query resolves.
      if (!live || !database || database.kind === 'pglite') return;
      syncs += 1;
      const payload = `sync:${instance}:${syncs}`;
      const applied = new Promise<boolean>((resolve) => waiting.set(payload, () => resolve(true)));
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
      });
      try {
        await database.notify(CACHE_CHANNEL, payload);
        if (!(await Promise.race([applied, timedOut]))) clearAll();
      } catch {
        clearAll();
      } finally {
        clearTimeout(timer);
        waiting.delete(payload);
      }
    },

    stats: () => [...caches].map((c) => ({ name: c.name, hits: c.hits, misses: c.misses, size: c.size })),

    async close() {
      live = false;
      clearAll();
      const closing = listener;
      listener = null;
      // The database may be closed first (shutdown, a test): its listener went with it.
      await closing?.close().catch(() => undefined);
    },
  };
}
