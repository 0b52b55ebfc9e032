import type { UnreadCount } from '@ladder/shared/schemas/notifications';
import { describe, expect, it } from 'vitest';
import { readNotificationStream, RETRY_MS } from './notification-stream-connection';

/** A fetch that answers as the API would: this status, these headers, this body sent in pieces. */
const answering =
  (status: number, chunks: string[] = [], headers: Record<string, string> = {}): typeof fetch =>
  () =>
    Promise.resolve(
      new Response(
        status === 200
          ? new ReadableStream<Uint8Array>({
              start(controller) {
                for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
                controller.close();
              },
            })
          : null,
        { status, headers: { 'content-type': 'text/event-stream', ...headers } },
      ),
    );

async function read(fetcher: typeof fetch) {
  const counts: number[] = [];
  const wait = await readNotificationStream({
    token: 't',
    signal: new AbortController().signal,
    onUnread: (answer: UnreadCount) => counts.push(answer.unread),
    fetch: fetcher,
  });
  return { wait, counts };
}

describe('one connection to the live stream', () => {
  it('opens again at once when the server ends it past its lifetime: no failure, nothing lost', async () => {
    const stream = [
      'retry: 2000\n\n',
      'id: 1\nevent: unread\ndata: {"unread":2}\n\n: still here\n\n',
      'id: 2\nevent: unread\ndata: {"unr',
      'ead":3}\n\nevent: end\ndata: {"reason":"lifetime"}\n\n',
    ];
    expect(await read(answering(200, stream))).toEqual({ wait: 0, counts: [2, 3] });
  });

  it('after a drop, or an end for another reason (the session revoked, a shutdown), waits before opening again', async () => {
    expect(await read(answering(200, ['event: unread\ndata: {"unread":1}\n\n']))).toEqual({
      wait: RETRY_MS,
      counts: [1],
    });
    const revoked = ['event: unread\ndata: {"unread":1}\n\n', 'event: end\ndata: {"reason":"revoked"}\n\n'];
    expect((await read(answering(200, revoked))).wait).toBe(RETRY_MS);
    expect((await read(answering(503))).wait).toBe(RETRY_MS);
    expect((await read(() => Promise.reject(new TypeError('network')))).wait).toBe(RETRY_MS);
  });

  it('past the cap (429) waits as Retry-After says; signed out (401) stops', async () => {
    expect((await read(answering(429, [], { 'retry-after': '30' }))).wait).toBe(30_000);
    expect((await read(answering(429))).wait).toBeGreaterThan(RETRY_MS);
    expect((await read(answering(401))).wait).toBeNull();
  });
});
