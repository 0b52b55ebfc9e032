import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createOutbox, type Waiting } from './outbox';

// Node has no localStorage: a plain one in memory stands in for the browser's.
const kept = new Map<string, string>();
beforeEach(() => {
  kept.clear();
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
      removeItem: (key: string) => kept.delete(key),
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

interface Note extends Waiting {
  text: string;
}
const note = (key: string): Note => ({ key, text: `text ${key}`, savedAt: '2026-12-02T00:00:00.000Z' });
const offline = () => new ApiError(0, null, 'offline');
const refused = () => new ApiError(422, { code: 'VALIDATION_ERROR', detail: 'Too long' }, 'refused');

describe('an outbox of writes made offline', () => {
  it('belongs to the member who wrote them, and keeps one write per key', () => {
    const outbox = createOutbox<Note>('commentOutbox');
    outbox.add('me', note('a'));
    outbox.add('me', note('a'));
    outbox.add('me', note('b'));
    expect(outbox.read('me').map((n) => n.key)).toEqual(['a', 'b']);
    expect(outbox.read('someone-else')).toEqual([]);
    // The same array until it changes, as React's external stores need.
    expect(outbox.read('me')).toBe(outbox.read('me'));
    outbox.discard('me', 'a');
    expect(outbox.read('me').map((n) => n.key)).toEqual(['b']);
    outbox.discard('me', 'b');
    expect(kept.has('comment-outbox')).toBe(false);
  });

  it('sends oldest first, stops while offline, and keeps a refused one with its sentence', async () => {
    const outbox = createOutbox<Note>('postOutbox');
    for (const key of ['a', 'b', 'c', 'd']) outbox.add('me', note(key));
    const tried: string[] = [];
    const sent = await outbox.send('me', (n) => {
      tried.push(n.key);
      if (n.key === 'b') return Promise.reject(refused());
      if (n.key === 'c') return Promise.reject(offline());
      return Promise.resolve();
    });
    expect(tried).toEqual(['a', 'b', 'c']);
    expect(sent.map((n) => n.key)).toEqual(['a']);
    expect(outbox.read('me').map((n) => [n.key, n.refusal])).toEqual([
      ['b', 'Too long'],
      ['c', undefined],
      ['d', undefined],
    ]);

    // Online again: the refused one waits for the member; the others go, in order.
    const later: string[] = [];
    const rest = await outbox.send('me', (n) => {
      later.push(n.key);
      return Promise.resolve();
    });
    expect(later).toEqual(['c', 'd']);
    expect(rest.map((n) => n.key)).toEqual(['c', 'd']);
    expect(outbox.read('me').map((n) => n.key)).toEqual(['b']);
  });

  it('sends once when asked twice at the same time (two "online" events)', async () => {
    const outbox = createOutbox<Note>('postOutbox');
    outbox.add('me', note('a'));
    let calls = 0;
    const deliver = async () => {
      calls += 1;
      await Promise.resolve();
    };
    const [first, second] = await Promise.all([outbox.send('me', deliver), outbox.send('me', deliver)]);
    expect(calls).toBe(1);
    expect(first).toBe(second);
  });
});
