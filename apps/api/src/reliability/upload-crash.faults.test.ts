import { sql } from 'drizzle-orm';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { multipart } from '../../test/helper';
import { createPost, noisyJpeg, signIn, startMediaWorld, type MediaWorld } from '../../test/media-faults';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { filesUnder, mediaDrift } from '../../test/reliability/invariants';

/**
 * SIGKILL in the middle of uploads, 20 times (docs/reliability.md, "Faults"): after every
 * restart on the same database and data directory, no file without its row, no row without its
 * file, and every upload all or nothing.
 */
const ROUNDS = 20;
/** Where the kill falls: half the body sent; the whole body sent; a file being stored. */
const MOMENTS = ['mid-body', 'after-body', 'storing'] as const;
type Moment = (typeof MOMENTS)[number];
const TARGETS = ['post', 'profile_photo', 'cover_photo', 'post'] as const;
const CHUNK = 16 * 1024;

let world: MediaWorld;
let server: ServerProcess | undefined;

beforeAll(async () => {
  world = await startMediaWorld('upload-crash');
});

afterAll(async () => {
  try {
    await server?.stop('SIGKILL');
  } finally {
    await world?.close();
  }
});

const incoming = () => path.join(world.mediaDir, '.incoming');
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Sends the upload in chunks and SIGKILLs the server at `moment`; resolves with the status if it answered. */
async function uploadAndKill(target: string, headers: Record<string, string>, body: Buffer[], moment: Moment) {
  const live = server;
  if (!live) throw new Error('no server');
  const filesBefore = filesUnder(world.mediaDir).length;
  const form = multipart(body.map((file, i) => ({ name: `photo${i}.jpg`, type: 'image/jpeg', body: file })));
  const request = http.request(`${live.base}/api/v1/utils/upload-files?path=${encodeURIComponent(target)}`, {
    method: 'POST',
    agent: false,
    headers: { ...headers, ...form.headers, 'content-length': form.payload.length },
  });
  let status: number | null = null;
  const answered = new Promise<void>((resolve) => {
    request.on('response', (response: http.IncomingMessage) => {
      status = response.statusCode ?? null;
      response.resume();
      response.on('end', resolve);
      response.on('error', resolve);
    });
    request.on('error', () => resolve());
  });
  const half = Math.floor(form.payload.length / 2);
  for (let at = 0; at < (moment === 'mid-body' ? half : form.payload.length); at += CHUNK) {
    const chunk = form.payload.subarray(at, Math.min(at + CHUNK, moment === 'mid-body' ? half : form.payload.length));
    await new Promise((resolve) => request.write(chunk, resolve));
  }
  if (moment !== 'mid-body') await new Promise((resolve) => request.end(resolve));
  // While storing: as soon as a new file appears in the media directory (or the answer came first).
  while (moment === 'storing' && status === null && filesUnder(world.mediaDir).length <= filesBefore) await settle();
  await live.stop('SIGKILL');
  server = undefined;
  request.destroy();
  await answered;
  return status;
}

/** The API's view of a target: how many files a post has, or whether the member has the photo. */
async function stored(base: string, headers: Record<string, string>, target: string): Promise<number> {
  if (target.startsWith('posts/')) {
    const postId = target.slice('posts/'.length);
    const post = (await (await fetch(`${base}/api/v1/posts?post_id=${postId}`, { headers })).json()) as {
      media_files: unknown[];
    };
    return post.media_files.length;
  }
  const me = (await (await fetch(`${base}/api/v1/users/current/me`, { headers })).json()) as Record<string, unknown>;
  return me[target.endsWith('cover_photo') ? 'cover_photo_path' : 'photo_path'] ? 1 : 0;
}

async function expectNoDrift(when: string) {
  const drift = await mediaDrift({ database: await world.database(), config: { dataDir: world.dataDir } });
  expect(drift, when).toEqual({ orphanFiles: [], missingFiles: [] });
  const [broken] = await queryRows<{ media_without_post: number; images_without_thumbnail: number }>(
    (await world.database()).db,
    sql`select (select count(*) from post_media m where not exists (select 1 from posts p where p.id = m.post_id))::int
               as media_without_post,
               (select count(*) from post_media where kind = 'image' and thumbnail_key is null)::int
               as images_without_thumbnail`,
  );
  expect(broken, when).toEqual({ media_without_post: 0, images_without_thumbnail: 0 });
}

describe('Faults: uploads interrupted by SIGKILL', () => {
  it(`${ROUNDS} kills mid-upload leave no orphan file and no half-made post after restart`, async () => {
    const photo = await noisyJpeg();
    server = await startServerProcess(world.env);
    const headers = await signIn(server.base, world.email);
    const me = (await (await fetch(`${server.base}/api/v1/users/current/me`, { headers })).json()) as { id: string };
    const figures = { journaled: 0, orphansAtKill: 0, committedBeforeKill: 0, retried: 0, answered: 0 };
    const moments: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      const live = server ?? (server = await startServerProcess(world.env));
      const moment = MOMENTS[round % MOMENTS.length] ?? 'mid-body';
      const kind = TARGETS[round % TARGETS.length] ?? 'post';
      const target =
        kind === 'post' ? `posts/${await createPost(live.base, headers, `Round ${round}`)}` : `users/${me.id}/${kind}`;
      // A post takes three photos at once, so that a kill while storing can fall between them.
      const files = kind === 'post' ? [photo, photo, photo] : [photo];
      const status = await uploadAndKill(target, headers, files, moment);
      moments[moment] = (moments[moment] ?? 0) + 1;
      if (status !== null) figures.answered += 1;
      figures.journaled += filesUnder(incoming()).length;
      const left = await mediaDrift({ database: await world.database(), config: { dataDir: world.dataDir } });
      figures.orphansAtKill += left.orphanFiles.length;

      // The restart settles what the killed process left before it listens.
      server = await startServerProcess(world.env);
      await expectNoDrift(`round ${round} (${moment}, ${kind}) after restart`);
      expect(filesUnder(incoming()), `round ${round}: the journal is cleared`).toEqual([]);
      // All or nothing; when nothing, the member's retry completes the post or the photo.
      const before = kind === 'post' ? await stored(server.base, headers, target) : null;
      if (before !== null) expect([0, files.length], `round ${round}`).toContain(before);
      if (before === files.length) figures.committedBeforeKill += 1;
      if (before === 0 || kind !== 'post') {
        const form = multipart(files.map((body, i) => ({ name: `retry${i}.jpg`, type: 'image/jpeg', body })));
        const retry = await fetch(`${server.base}/api/v1/utils/upload-files?path=${encodeURIComponent(target)}`, {
          method: 'POST',
          headers: { ...headers, ...form.headers },
          body: form.payload,
        });
        expect(retry.status, `round ${round}: the retry`).toBe(200);
        figures.retried += 1;
      }
      expect(await stored(server.base, headers, target), `round ${round}`).toBe(files.length);
    }
    await expectNoDrift('after every round');
    const checked = filesUnder(world.mediaDir).length;
    const [rows] = await queryRows<{ media: number; posts: number }>(
      (await world.database()).db,
      sql`select (select count(*) from post_media)::int as media, (select count(*) from posts)::int as posts`,
    );
    console.log(
      `[upload-crash] ${ROUNDS} SIGKILLs (${Object.entries(moments)
        .map(([moment, count]) => `${count} ${moment}`)
        .join(', ')}): ${figures.answered} answered before the kill, ${figures.orphansAtKill} files without a row ` +
        `after the kills (${figures.journaled} of them journal names), all settled at restart, ${figures.committedBeforeKill} post uploads committed before the kill, ` +
        `${figures.retried} retries succeeded; at the end ${checked} files checked against ${rows?.media} media rows ` +
        `of ${rows?.posts} posts and the member's photos: 0 orphans, 0 missing`,
    );
  }, 900_000);
});
