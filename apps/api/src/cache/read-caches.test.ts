import { describe, expect, it } from 'vitest';
import type { Database, ListenHandlers } from '../db/client';
import { createReadCaches } from './read-caches';

/**
 * The notification side of a database, driven by hand: `send` is a commit's notification
 * arriving, `drop` and `back` the listening connection failing and reconnecting.
 */
function notifications() {
  let handlers: ListenHandlers | null = null;
  const database = {
    kind: 'postgres',
    listen: async (_channel: string, given: ListenHandlers) => {
      handlers = given;
      given.ready();
      return { close: async () => undefined };
    },
    notify: async (_channel: string, payload: string) => handlers?.message(payload),
  } as unknown as Database;
  return {
    database,
    send: (payload: string) => handlers?.message(payload),
    drop: () => handlers?.reset(),
    back: () => handlers?.ready(),
  };
}

async function setUp() {
  const db = notifications();
  const caches = createReadCaches(db.database);
  await caches.start();
  const pages = caches.create<{ body: string }>('pages', { max: 100, ttlMs: 60_000 });
  return { ...db, caches, pages };
}

describe('tagged read caches', () => {
  it('evicts exactly the entries carrying a notified tag, one id or several', async () => {
    const { caches, pages, send } = await setUp();
    pages.set('a', { body: 'A' }, ['u:1', 'p:1'], caches.epoch);
    pages.set('b', { body: 'B' }, ['u:2', 'p:2'], caches.epoch);
    pages.set('c', { body: 'C' }, ['u:3'], caches.epoch);
    send('p:1');
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('b')).toEqual({ body: 'B' });
    send('u:2,3');
    expect(pages.get('b')).toBeUndefined();
    expect(pages.get('c')).toBeUndefined();
  });

  it('does not store a fill when one of its tags changed while it was read', async () => {
    const { caches, pages, send } = await setUp();
    const since = caches.epoch;
    send('p:1');
    pages.set('stale', { body: 'old' }, ['p:1', 'u:1'], since);
    expect(pages.get('stale')).toBeUndefined();
    // Another row changing meanwhile does not concern it.
    const later = caches.epoch;
    send('p:9');
    pages.set('fresh', { body: 'new' }, ['p:1', 'u:1'], later);
    expect(pages.get('fresh')).toEqual({ body: 'new' });
  });

  it('is bypassed while the listening connection is down, and starts empty when it is back', async () => {
    const { caches, pages, drop, back, send } = await setUp();
    pages.set('a', { body: 'A' }, ['u:1'], caches.epoch);
    drop();
    expect(pages.get('a')).toBeUndefined();
    pages.set('b', { body: 'B' }, ['u:2'], caches.epoch);
    const before = caches.epoch;
    back();
    expect(pages.get('b')).toBeUndefined();
    // A fill begun before the reconnection may have missed a notification: not stored.
    pages.set('c', { body: 'C' }, ['u:3'], before);
    expect(pages.get('c')).toBeUndefined();
    send('*');
    pages.set('d', { body: 'D' }, ['u:4'], caches.epoch);
    expect(pages.get('d')).toEqual({ body: 'D' });
    send('*');
    expect(pages.get('d')).toBeUndefined();
  });

  it('sync waits for its own notification to come back', async () => {
    const { caches, pages, send } = await setUp();
    pages.set('a', { body: 'A' }, ['u:1'], caches.epoch);
    send('u:1');
    await caches.sync();
    expect(pages.get('a')).toBeUndefined();
    expect(caches.stats()).toEqual([{ name: 'pages', hits: 0, misses: 1, size: 0 }]);
  });
});
