import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type UploadArgs, uploadFiles, useTestApp } from '../../../test/helper';
import { member } from '../../../test/factories';
import { recoverInterruptedUploads } from '../../storage/media-sweep';

const ctx = useTestApp();

const jpeg = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7a5b' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'secret-owner' } })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffaa0080' } })
    .png()
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();

const upload = (...args: UploadArgs) => uploadFiles(ctx, ...args);
const fetchMedia = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: url.slice(ctx.config.publicUrl.length) });
  return { status: response.statusCode, body: response.rawPayload };
};
const filesUnder = (userId: string, kind: string) => {
  const dir = path.join(ctx.config.dataDir, 'media', 'users', userId, kind);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe('profile and cover photos', () => {
  it('stores a JPEG profile photo in two WebP sizes and answers the member with URLs', async () => {
    const me = await member(ctx);
    const response = await upload(me.headers, `users/${me.user.id}/profile_photo`, [
      { name: 'me.jpg', type: 'image/jpeg', body: await jpeg() },
    ]);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ id: me.user.id, email: me.user.email, plan: 'user' });
    expect(user.photo_path).toMatch(
      /^https:\/\/ladder\.test\/media\/users\/[0-9a-f-]+\/profile_photo\/[0-9a-f-]+\.webp$/,
    );
    expect(user.photo_small_path).toBe(user.photo_path.replace(/\.webp$/, '-small.webp'));

    const large = await fetchMedia(user.photo_path);
    const small = await fetchMedia(user.photo_small_path);
    expect(large.status).toBe(200);
    expect(await sharp(large.body).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(await sharp(small.body).metadata()).toMatchObject({ format: 'webp', width: 96, height: 96 });
    expect(large.body.includes(Buffer.from('secret-owner'))).toBe(false);

    const me2 = (await ctx.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers: me.headers })).json();
    expect(me2).toMatchObject({ photo_path: user.photo_path, photo_small_path: user.photo_small_path });
    const seen = (await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${me.user.id}` })).json();
    expect(seen.photo_small_path).toBe(user.photo_small_path);
  });

  it('stores a PNG cover at 1500×500 and 600×200', async () => {
    const me = await member(ctx);
    const response = await upload(me.headers, `users/${me.user.id}/cover_photo/`, [
      { name: 'cover.png', type: 'image/png', body: await png() },
    ]);
    expect(response.statusCode).toBe(200);
    const cover = response.json().cover_photo_path as string;
    expect(cover).toContain(`/users/${me.user.id}/cover_photo/`);
    expect(await sharp((await fetchMedia(cover)).body).metadata()).toMatchObject({ width: 1500, height: 500 });
    const smallName = filesUnder(me.user.id, 'cover_photo').find((f) => f.endsWith('-small.webp'));
    const small = await fetchMedia(`${cover.slice(0, cover.lastIndexOf('/'))}/${smallName}`);
    expect(await sharp(small.body).metadata()).toMatchObject({ width: 600, height: 200 });
    expect(response.json().photo_path).toBeNull();
  });

  it('removes the old files once the new photo is stored', async () => {
    const me = await member(ctx);
    const first = (
      await upload(me.headers, `users/${me.user.id}/profile_photo`, [
        { name: 'a.jpg', type: 'image/jpeg', body: await jpeg() },
      ])
    ).json();
    expect(filesUnder(me.user.id, 'profile_photo')).toHaveLength(2);
    const second = (
      await upload(me.headers, `users/${me.user.id}/profile_photo`, [
        { name: 'b.png', type: 'image/png', body: await png() },
      ])
    ).json();
    expect(second.photo_path).not.toBe(first.photo_path);
    expect((await fetchMedia(first.photo_path)).status).toBe(404);
    expect((await fetchMedia(first.photo_small_path)).status).toBe(404);
    expect((await fetchMedia(second.photo_path)).status).toBe(200);
    expect(filesUnder(me.user.id, 'profile_photo')).toHaveLength(2);
  });

  it('leaves the old files to the next start when the process dies before removing them', async () => {
    const me = await member(ctx);
    const photo = async (name: string) =>
      (
        await upload(me.headers, `users/${me.user.id}/profile_photo`, [
          { name, type: 'image/jpeg', body: await jpeg() },
        ])
      ).json<{ photo_path: string }>().photo_path;
    const first = await photo('a.jpg');
    const oldFiles = filesUnder(me.user.id, 'profile_photo');
    // The process "dies" once the member row names the new photo: the old files are never removed.
    const media = ctx.app.media;
    const remove = media.delete.bind(media);
    media.delete = () => Promise.reject(new Error('killed'));
    let second: string;
    try {
      second = await photo('b.jpg');
    } finally {
      media.delete = remove;
    }
    expect(second).not.toBe(first);
    expect(filesUnder(me.user.id, 'profile_photo')).toEqual(expect.arrayContaining(oldFiles));
    // The next start finds them in the dead process's journal, and removes them: no row names them.
    const incoming = path.join(ctx.config.dataDir, 'media', '.incoming');
    const mine = readdirSync(incoming).find((owner) =>
      readdirSync(path.join(incoming, owner)).some((name) => name.includes(oldFiles[0] ?? '?')),
    );
    expect(mine, 'the old files are journaled before the row stops naming them').toBeDefined();
    const gone = `${spawnSync('true').pid}@${hostname()}@${randomUUID()}`;
    renameSync(path.join(incoming, mine ?? ''), path.join(incoming, gone));
    const recovered = await recoverInterruptedUploads({ db: ctx.database.db, media, log: ctx.app.log });
    expect(recovered.removed).toBe(2);
    expect(filesUnder(me.user.id, 'profile_photo')).toHaveLength(2);
    expect(filesUnder(me.user.id, 'profile_photo')).not.toEqual(expect.arrayContaining(oldFiles));
    expect((await fetchMedia(second)).status).toBe(200);
  });

  it.each([
    ['a GIF', { name: 'x.gif', type: 'image/gif', body: Buffer.alloc(0) }],
    [
      'an SVG',
      {
        name: 'x.svg',
        type: 'image/svg+xml',
        body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'),
      },
    ],
    ['text named .png', { name: 'x.png', type: 'image/png', body: Buffer.from('plain text pretending to be a png') }],
  ])('refuses %s with 415 and stores nothing', async (_label, file) => {
    const me = await member(ctx);
    const body = file.type === 'image/gif' ? { ...file, body: await gif() } : file;
    const response = await upload(me.headers, `users/${me.user.id}/profile_photo`, [body]);
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(filesUnder(me.user.id, 'profile_photo')).toEqual([]);
  });

  it('refuses another member’s path with 403, two files, and visitors', async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    const image = { name: 'a.jpg', type: 'image/jpeg', body: await jpeg(200, 200) };
    const response = await upload(me.headers, `users/${other.user.id}/profile_photo`, [image]);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(filesUnder(other.user.id, 'profile_photo')).toEqual([]);
    const two = await upload(me.headers, `users/${me.user.id}/cover_photo`, [image, image]);
    expect(two.statusCode).toBe(422);
    expect(two.json().code).toBe('TOO_MANY_FILES');
    expect(filesUnder(me.user.id, 'cover_photo')).toEqual([]);
    expect((await upload({}, `users/${me.user.id}/cover_photo`, [image])).statusCode).toBe(401);
  });
});
