import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverEn } from '@ladder/shared/i18n/server.en';
import { serverVi } from '@ladder/shared/i18n/server.vi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/helper';
import { createPost, noisyJpeg, signIn, startMediaWorld, type MediaWorld } from '../../test/media-faults';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { filesUnder, mediaDrift } from '../../test/reliability/invariants';

/**
 * The media directory on a small filesystem that fills up (docs/reliability.md, "Faults"): a
 * 2 MB tmpfs mounted over DATA_DIR/media, which needs root (the test runs as root in CI).
 */
let world: MediaWorld;
let server: ServerProcess | undefined;
let mounted = false;
const FILLER = 'filler.bin';

beforeAll(async () => {
  world = await startMediaWorld('media-full');
  mkdirSync(world.mediaDir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', world.mediaDir], { stdio: 'pipe' });
  } catch (error) {
    await world.close();
    throw new Error(`mounting a tmpfs needs root (the CI runs as root): ${String(error)}`);
  }
  mounted = true;
  server = await startServerProcess(world.env);
});

afterAll(async () => {
  try {
    await server?.stop('SIGKILL');
  } finally {
    // Lazily if something still holds it: the mount must not outlive the test.
    if (mounted) execFileSync('umount', ['-l', world.mediaDir], { stdio: 'pipe' });
    await world?.close();
  }
});

/** Fills the filesystem but for `spare` bytes, so that the next file starts and then fails. */
function fill(spare: number) {
  const stats = statfsSync(world.mediaDir);
  writeFileSync(path.join(world.mediaDir, FILLER), Buffer.alloc(Math.max(0, stats.bavail * stats.bsize - spare)));
}

async function upload(target: string, headers: Record<string, string>, body: Buffer, language: string) {
  const form = multipart([{ name: 'photo.jpg', type: 'image/jpeg', body }]);
  const answer = await fetch(`${server?.base}/api/v1/utils/upload-files?path=${encodeURIComponent(target)}`, {
    method: 'POST',
    headers: { ...headers, ...form.headers, 'accept-language': language },
    body: form.payload,
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe('Faults: the media directory full', () => {
  it('answers 507 STORAGE_FULL in the caller language, keeps nothing, and recovers when space returns', async () => {
    const base = server?.base ?? '';
    const headers = await signIn(base, world.email);
    const me = (await (await fetch(`${base}/api/v1/users/current/me`, { headers })).json()) as { id: string };
    const postId = await createPost(base, headers, 'A photo that does not fit yet');
    const photo = await noisyJpeg();
    const targets = [`posts/${postId}`, `users/${me.id}/profile_photo`, `users/${me.id}/cover_photo`];
    const expected = { en: serverEn.errors.storage_full, vi: serverVi.errors.storage_full };

    let refused = 0;
    // Nearly full (the write starts, then fails) and completely full (nothing can start).
    for (const spare of [16 * 1024, 0]) {
      fill(spare);
      for (const target of targets) {
        for (const language of ['en', 'vi'] as const) {
          const answer = await upload(target, headers, photo, language);
          expect(answer, `${target} with ${spare} bytes spare`).toEqual({
            status: 507,
            body: { code: 'STORAGE_FULL', detail: expected[language] },
          });
          refused += 1;
          // Nothing half written: no part of a file, nothing waiting to be committed.
          expect(filesUnder(world.mediaDir)).toEqual([FILLER]);
        }
      }
      rmSync(path.join(world.mediaDir, FILLER));
    }
    // The operator hears of it: one error line per refused upload, naming the cause.
    const logged = (server?.output() ?? '').split('\n').filter((line) => line.includes('the media store is full'));
    expect(logged).toHaveLength(refused);
    // No row either: the post has no media, the member no photo.
    const post = (await (await fetch(`${base}/api/v1/posts?post_id=${postId}`, { headers })).json()) as {
      media_files: unknown[];
    };
    expect(post.media_files).toEqual([]);
    const member = (await (await fetch(`${base}/api/v1/users/current/me`, { headers })).json()) as {
      photo_path: string | null;
      cover_photo_path: string | null;
    };
    expect([member.photo_path, member.cover_photo_path]).toEqual([null, null]);

    // Space is back: the same uploads succeed on the same server.
    for (const target of targets) expect((await upload(target, headers, photo, 'en')).status, target).toBe(200);
    const after = (await (await fetch(`${base}/api/v1/posts?post_id=${postId}`, { headers })).json()) as {
      media_files: unknown[];
    };
    expect(after.media_files).toHaveLength(1);
    const drift = await mediaDrift({ database: await world.database(), config: { dataDir: world.dataDir } });
    expect(drift).toEqual({ orphanFiles: [], missingFiles: [] });
    const stored = filesUnder(world.mediaDir);
    // The post's photo and its thumbnail, and two sizes of each member photo.
    expect(stored).toHaveLength(6);
    console.log(
      `[media-full] tmpfs 2 MB: ${refused} uploads refused with 507 (en and vi, nearly and completely full), ` +
        `${targets.length} succeeded once space returned, ${stored.length} files checked, 0 orphans`,
    );
  });
});
