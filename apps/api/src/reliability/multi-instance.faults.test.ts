import { GetObjectCommand } from '@aws-sdk/client-s3';
import { translate } from '@ladder/shared/i18n/translate';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PASSWORD, randomIp, uniqueEmail } from '../../test/helper';
import { MEDIA_PREFIX, startInstances, type Instances } from '../../test/instances';
import { noisyJpeg } from '../../test/media-faults';
import { openSse, type SseEvent } from '../../test/sse';
import { UPSTREAM_HEADER } from '../../test/round-robin-proxy';
import { ok } from '../../test/server-process';
import { filesUnder } from '../../test/reliability/invariants';

/**
 * Two instances behind a round-robin proxy, sharing PostgreSQL, Redis and an S3-compatible
 * store and nothing else (docs/reliability.md, "Several instances behind a proxy"). Calls go
 * through the proxy, or straight to one instance where the check is that the other one sees what
 * it did. Each call comes from an address of its own (X-Forwarded-For, which the proxy and the
 * instances believe from loopback), so that only the rate-limit check meets a limit.
 */

/** A change made through one instance is seen by the other within this (a state wait's bound). */
const SEEN_WITHIN = { timeout: 1000, interval: 10 };

let world: Instances;
/** Base URLs: the proxy, and each instance straight. */
let proxy: string;
let one: string;
let two: string;

function api(base: string, method: string, url: string, { token, body }: { token?: string; body?: object } = {}) {
  return fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      'x-forwarded-for': randomIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

const status = async (answer: Promise<Response>) => {
  const response = await answer;
  await response.body?.cancel();
  return response.status;
};

const signIn = async (base: string, email: string) =>
  (
    await ok<{ access_token: string }>(
      fetch(`${base}/api/v1/login/access-token`, {
        method: 'POST',
        headers: { 'x-forwarded-for': randomIp() },
        body: new URLSearchParams({ username: email, password: PASSWORD }),
      }),
    )
  ).access_token;

const meAt = (base: string, token: string) => status(api(base, 'GET', '/users/current/me', { token }));

/** Waits (at most SEEN_WITHIN) until `read` gives `expected`; returns how long that took, in ms. */
async function seenWithin<T>(read: () => Promise<T>, expected: T): Promise<number> {
  const start = performance.now();
  await expect.poll(read, SEEN_WITHIN).toEqual(expected);
  return performance.now() - start;
}

/** Runs `change` on a connection of the test's own, as a migration run by a newer instance would. */
async function migrate<T>(change: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: world.cluster.url });
  await admin.connect();
  try {
    return await change(admin);
  } finally {
    await admin.end();
  }
}

interface FeedPost {
  id: string;
  total_post_likes: number;
  interaction: { liked: boolean };
  media_files: { url: string }[];
}
const feed = async (base: string, token: string) =>
  (await ok<{ items: FeedPost[] }>(api(base, 'POST', '/posts/get-new-feeds', { token, body: {} }))).items;

beforeAll(async () => {
  world = await startInstances(7);
  proxy = world.proxy.base;
  [one, two] = world.servers.map((server) => server.base) as [string, string];
}, 180_000);

afterAll(async () => {
  await world?.close();
});

describe('Several instances behind a proxy', () => {
  it('a token from one instance works on the other; a logout or a new password there is refused here within 1 s', async () => {
    const email = world.emails[0]!;
    const token = await signIn(one, email);
    expect(await meAt(two, token)).toBe(200);
    // Through the proxy, both instances take the token (round robin: one call each).
    const upstreams = new Set<string | null>();
    for (let i = 0; i < 2; i += 1) {
      const response = await api(proxy, 'GET', '/users/current/me', { token });
      expect(response.status).toBe(200);
      upstreams.add(response.headers.get(UPSTREAM_HEADER));
      await response.body?.cancel();
    }
    expect(upstreams).toEqual(new Set([one, two]));

    // The other instance holds the session in its cache (docs/decisions/0011) when it ends here.
    expect(await meAt(two, token)).toBe(200);
    expect(await status(api(one, 'POST', '/logout', { token }))).toBe(200);
    const logoutSeen = await seenWithin(() => meAt(two, token), 401);

    const other = world.emails[1]!;
    const before = await signIn(two, other);
    expect(await meAt(two, before)).toBe(200);
    const changed = await ok<{ access_token: string }>(
      api(one, 'PUT', '/users/current/me/change-password', {
        token: before,
        body: { current_password: PASSWORD, new_password: 'Another#Summit57' },
      }),
    );
    const passwordSeen = await seenWithin(() => meAt(two, before), 401);
    expect(await meAt(two, changed.access_token)).toBe(200);
    expect(await status(api(two, 'GET', '/users/current/me', { token: before }))).toBe(401);
    console.log(
      `[multi-instance] a session ended on one instance was refused by the other ${logoutSeen.toFixed(0)} ms after the logout answered, ` +
        `${passwordSeen.toFixed(0)} ms after the password change answered`,
    );
  });

  it('counts a rate limit across both instances (REDIS_URL)', async () => {
    // Sign-in: 10 tries per client and username in 5 minutes (docs/decisions/0013).
    const client = randomIp();
    const username = uniqueEmail('guessed');
    const tries = async (ip: string) => {
      const response = await fetch(`${proxy}/api/v1/login/access-token`, {
        method: 'POST',
        headers: { 'x-forwarded-for': ip, 'accept-language': 'vi' },
        body: new URLSearchParams({ username, password: 'Wrong#Guess123' }),
      });
      return { status: response.status, upstream: response.headers.get(UPSTREAM_HEADER), response };
    };
    const answers: Awaited<ReturnType<typeof tries>>[] = [];
    for (let i = 0; i < 10; i += 1) {
      const answer = await tries(client);
      await answer.response.body?.cancel();
      answers.push(answer);
    }
    expect(answers.map((a) => a.status)).toEqual(Array<number>(10).fill(400));
    const split = [one, two].map((base) => answers.filter((a) => a.upstream === base).length);
    expect(split).toEqual([5, 5]);
    // The 11th try and the 12th, one on each instance, are over the limit both counted towards.
    for (let i = 0; i < 2; i += 1) {
      const { status: code, response, upstream } = await tries(client);
      expect(code, `try ${11 + i}, on ${upstream}`).toBe(429);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await response.json()).toEqual({ code: 'RATE_LIMITED', detail: translate('vi', 'errors.rate_limited') });
    }
    // Another client is not held back by it.
    const elsewhere = await tries(randomIp());
    await elsewhere.response.body?.cancel();
    expect(elsewhere.status).toBe(400);
    console.log(
      `[multi-instance] sign-in limit: 10 tries split ${split.join('/')} between the instances, the 11th 429 on both`,
    );
  });

  it('serves a photo uploaded through one instance through the other, from the bucket', async () => {
    const token = await signIn(one, world.emails[2]!);
    const post = await ok<{ id: string }>(api(one, 'POST', '/posts', { token, body: { content: 'A photo' } }));
    const form = multipart([{ name: 'photo.jpg', type: 'image/jpeg', body: await noisyJpeg(300, 200) }]);
    const upload = await fetch(`${one}/api/v1/utils/upload-files?path=posts/${post.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: form.payload,
    });
    expect(upload.status).toBe(200);

    const read = await ok<FeedPost>(api(two, 'GET', `/posts?post_id=${post.id}`, { token }));
    const url = read.media_files[0]?.url ?? '';
    expect(url.startsWith(`${proxy}${MEDIA_PREFIX}/posts/${post.id}/`)).toBe(true);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const key = decodeURIComponent(url.slice(`${proxy}${MEDIA_PREFIX}/`.length));
    const stored = await world.s3.client.send(new GetObjectCommand({ Bucket: world.s3.bucket, Key: key }));
    expect(bytes.equals(Buffer.from(await stored.Body!.transformToByteArray()))).toBe(true);
    expect(bytes.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    // Neither instance kept a copy of its own: the bucket is the only store.
    for (const dir of world.dataDirs) expect(filesUnder(path.join(dir, 'media'))).toEqual([]);
    console.log(`[multi-instance] a photo uploaded on one instance: ${bytes.length} bytes served from the bucket`);
  });

  it("puts a post made on one instance in a follower's feed read from the other, and moves its likes", async () => {
    const [author, follower] = await Promise.all([signIn(one, world.emails[3]!), signIn(two, world.emails[4]!)]);
    const { id: authorId } = await ok<{ id: string }>(api(proxy, 'GET', '/users/current/me', { token: author }));
    await ok(api(proxy, 'POST', `/users/current/me/follow-user?user_id=${authorId}`, { token: follower }));
    // The follower's feed page is in the other instance's cache before the post.
    expect((await feed(two, follower)).map((p) => p.id)).toEqual([]);
    expect((await feed(two, follower)).map((p) => p.id)).toEqual([]);

    const post = await ok<{ id: string }>(api(one, 'POST', '/posts', { token: author, body: { content: 'Hello' } }));
    const postSeen = await seenWithin(async () => (await feed(two, follower)).map((p) => p.id), [post.id]);

    await ok(api(one, 'PUT', `/post-interactions/${post.id}`, { token: follower, body: { liked: true } }));
    const likeSeen = await seenWithin(
      async () => (await feed(two, follower)).map((p) => [p.total_post_likes, p.interaction.liked]),
      [[1, true]],
    );
    // The author's page on the first instance holds the like (that instance applied it) when it goes.
    const likesOnOne = async () => (await feed(one, author)).find((p) => p.id === post.id)?.total_post_likes;
    expect(await likesOnOne()).toBe(1);
    await ok(api(two, 'PUT', `/post-interactions/${post.id}`, { token: follower, body: { liked: false } }));
    const unlikeSeen = await seenWithin(likesOnOne, 0);
    console.log(
      `[multi-instance] a post made on one instance was in the follower's feed on the other ${postSeen.toFixed(0)} ms later; ` +
        `a like moved the count there ${likeSeen.toFixed(0)} ms later, an unlike the other way ${unlikeSeen.toFixed(0)} ms later`,
    );
  });

  it('keeps answering the queries it prepared after a migration adds a column to every table or changes a type', async () => {
    const email = world.emails[5]!;
    const token = await signIn(one, email);
    const me = await ok<{ id: string }>(api(one, 'GET', '/users/current/me', { token }));
    const author = await signIn(one, world.emails[3]!);
    const { id: authorId } = await ok<{ id: string }>(api(one, 'GET', '/users/current/me', { token: author }));
    await ok(api(one, 'POST', `/users/current/me/follow-user?user_id=${authorId}`, { token }));
    const post = await ok<{ id: string }>(api(one, 'POST', '/posts', { token: author, body: { content: '#probe' } }));
    await ok(api(one, 'POST', `/post-comments/${post.id}`, { token, body: { comment: 'Well said' } }));
    await ok(api(one, 'PUT', `/post-interactions/${post.id}`, { token, body: { liked: true } }));
    const reads: [string, string, object?][] = [
      ['POST', '/posts/get-new-feeds', {}],
      ['GET', `/posts?post_id=${post.id}`],
      ['GET', `/users/${authorId}`],
      ['GET', '/users/current/me'],
      ['POST', `/post-comments/get-post-comments?post_id=${post.id}`, {}],
      ['POST', `/post-interactions/get-post-interactions?post_id=${post.id}`, {}],
      ['POST', '/users/current/me/notifications', {}],
      ['GET', '/users/current/me/notifications/unread-count'],
      ['POST', `/users/get-followers?user_id=${authorId}`, {}],
      ['POST', `/users/get-followings?user_id=${me.id}`, {}],
      ['POST', `/posts/get-by-user?user_id=${authorId}`, {}],
      ['POST', `/posts/get-activities?user_id=${me.id}`, {}],
      ['POST', '/posts/get-by-hashtag?hashtag=probe', {}],
      ['GET', '/users/current/me/search?keywords=multi'],
    ];
    const readAll = async () => {
      const statuses: Record<string, number> = {};
      for (const [method, url, body] of reads) {
        const response = await api(one, method, url, { token, body });
        statuses[url] = response.status;
        if (response.status === 200) await response.body?.cancel();
        else {
          const logged = world.servers[0]!.output().trim().split('\n').at(-1);
          console.log(`[multi-instance] ${method} ${url} -> ${await response.text()}; the instance logged ${logged}`);
        }
      }
      return statuses;
    };
    const allOk = Object.fromEntries(reads.map(([, url]) => [url, 200]));
    // Each read runs several times, so the instance's pool connections prepare its statements.
    for (let round = 0; round < 3; round += 1) expect(await readAll()).toEqual(allOk);

    const tables = await migrate(async (admin) => {
      const { rows } = await admin.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
      );
      for (const { name } of rows) await admin.query(`alter table "${name}" add column extra_probe text`);
      return rows.length;
    });

    // What the old instance prepared before the change answers as before, and so do new writes.
    for (let round = 0; round < 3; round += 1) expect(await readAll()).toEqual(allOk);
    await ok(api(one, 'POST', '/posts', { token: author, body: { content: '#probe again' } }));
    await ok(api(one, 'POST', `/post-comments/${post.id}`, { token, body: { comment: 'Again' } }));
    expect(await readAll()).toEqual(allOk);

    // A column's type changed: a member's row (read by every signed-in request) and a comment's.
    // New sessions at once, more than the instance's pool holds (10), so that each of its
    // connections prepares the session's statement and reads it again after the change.
    const newSessions = async () => {
      const tokens = await Promise.all(Array.from({ length: 12 }, () => signIn(one, email)));
      return Promise.all(tokens.map((fresh) => meAt(one, fresh)));
    };
    expect(await newSessions()).toEqual(Array<number>(12).fill(200));
    await migrate(async (admin) => {
      await admin.query('alter table users alter column bio type varchar(5000)');
      await admin.query('alter table post_comments alter column comment type varchar(5000)');
    });
    for (let round = 0; round < 3; round += 1) expect(await readAll()).toEqual(allOk);
    expect(await newSessions()).toEqual(Array<number>(12).fill(200));
    console.log(
      `[multi-instance] under a running instance a column added to ${tables} tables, then two columns' types changed: ` +
        `${reads.length} reads 200 before and after each, and 12 new sessions at once 200 before and after the type change`,
    );
  });

  it('a live notification stream open on one instance ends when its session is revoked through the other', async () => {
    const email = world.emails[6]!;
    const [token, kept] = [await signIn(one, email), await signIn(one, email)];
    const open = async (bearer: string) => {
      const stream = await openSse(`${two}/api/v1/users/current/me/notifications/stream`, {
        authorization: `Bearer ${bearer}`,
        'x-forwarded-for': randomIp(),
      });
      expect(stream.status).toBe(200);
      await stream.next('unread');
      return stream;
    };
    const reason = (events: SseEvent[]) => events.find((event) => event.event === 'end')?.data;
    const [stream, other] = [await open(token), await open(kept)];
    const start = performance.now();
    expect(await status(api(one, 'POST', '/logout', { token }))).toBe(200);
    expect(reason(await stream.ended())).toEqual({ reason: 'revoked' });
    const logoutEnded = performance.now() - start;
    // The member's other session kept its stream, until its password changes through the first instance.
    expect(
      await status(
        api(one, 'PUT', '/users/current/me/change-password', {
          token: kept,
          body: { current_password: PASSWORD, new_password: 'Another#Summit58' },
        }),
      ),
    ).toBe(200);
    expect(reason(await other.ended())).toEqual({ reason: 'revoked' });
    console.log(
      `[multi-instance] a stream on one instance ended ${logoutEnded.toFixed(0)} ms after a logout through the other answered`,
    );
  });

  it('goes on answering through the proxy when one instance is killed', async () => {
    const token = await signIn(proxy, world.emails[3]!);
    expect(await world.servers[1]!.stop('SIGKILL')).toBe(null);
    const statuses: number[] = [];
    const upstreams = new Set<string | null>();
    for (let i = 0; i < 20; i += 1) {
      const response = await api(proxy, i % 2 ? 'GET' : 'POST', i % 2 ? '/users/current/me' : '/posts/get-new-feeds', {
        token,
        body: i % 2 ? undefined : {},
      });
      statuses.push(response.status);
      upstreams.add(response.headers.get(UPSTREAM_HEADER));
      await response.body?.cancel();
    }
    expect(await status(api(proxy, 'POST', '/posts', { token, body: { content: 'Still here' } }))).toBe(201);
    expect(statuses).toEqual(Array<number>(20).fill(200));
    expect(upstreams).toEqual(new Set([one]));
    const { refused } = world.proxy.figures();
    expect(refused).toBeGreaterThan(0);
    console.log(
      `[multi-instance] one instance SIGKILLed: 21 calls through the proxy, all answered by the other (${refused} refused connection(s) retried)`,
    );
  });
});
