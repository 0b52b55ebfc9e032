import { MAX_MEDIA_BYTES } from '@ladder/shared/values/posts';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, type UploadArgs, uploadFiles } from '../../../test/helper';
import { member, newPost } from '../../../test/factories';
import { startS3 } from '../../../test/s3-server';

const jpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Nguyen Van A' } })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
/** The start of an MP4 file: an ftyp box of brand isom. */
const mp4 = () =>
  Buffer.concat([
    Buffer.from('00000020667479706973', 'hex'),
    Buffer.from('6f6d0000020069736f6d69736f32617663316d703431', 'hex'),
    Buffer.alloc(64),
  ]);

interface Backend {
  ctx: TestContext;
  objectExists: (url: string) => Promise<boolean>;
  /** How many objects the store holds under posts/{id}/, asked of the store itself. */
  countObjects: (postId: string) => Promise<number>;
  stop?: () => Promise<void>;
}

function uploadTests(label: string, setup: () => Promise<Backend>) {
  describe(label, () => {
    let ctx: TestContext;
    let objectExists: (url: string) => Promise<boolean>;
    let countObjects: (postId: string) => Promise<number>;
    let stop: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      ({ ctx, objectExists, countObjects, stop } = await setup());
    });
    afterAll(async () => {
      await ctx.close();
      await stop?.();
    });

    const upload = (...args: UploadArgs) => uploadFiles(ctx, ...args);

    it('stores two images re-encoded without metadata, with thumbnails, and deleting the post removes them', async () => {
      const author = await member(ctx);
      const postId = await newPost(ctx, author.headers);
      const response = await upload(author.headers, `posts/${postId}`, [
        { name: 'holiday.JPG', type: 'image/jpeg', body: await jpeg() },
        { name: 'logo.png', type: 'image/png', body: await png() },
      ]);
      expect(response.statusCode).toBe(200);
      const media = response.json().media_files as {
        url: string;
        thumbnail_url: string;
        kind: string;
        width: number;
        content_type: string;
      }[];
      expect(media).toHaveLength(2);
      expect(media.map((m) => m.content_type)).toEqual(['image/jpeg', 'image/png']);
      expect(media[0]).toMatchObject({ kind: 'image', width: 1200 });
      for (const m of media) {
        expect(m.url).not.toContain('holiday');
        expect(await objectExists(m.url)).toBe(true);
        expect(await objectExists(m.thumbnail_url)).toBe(true);
      }
      const stored = Buffer.from(await (await fetchObject(ctx, media[0]!.url)).arrayBuffer());
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);

      expect(
        (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${postId}`, headers: author.headers }))
          .statusCode,
      ).toBe(204);
      for (const m of media) expect(await objectExists(m.url)).toBe(false);
    });

    it('accepts a video by its bytes', async () => {
      const author = await member(ctx);
      const postId = await newPost(ctx, author.headers);
      const response = await upload(author.headers, `posts/${postId}`, [
        { name: 'clip.mp4', type: 'video/mp4', body: mp4() },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json().media_files[0]).toMatchObject({
        kind: 'video',
        content_type: 'video/mp4',
        thumbnail_url: null,
      });
    });

    it.each([
      [
        'a text file named .jpg',
        { name: 'cat.jpg', type: 'image/jpeg', body: Buffer.from('just some text, not an image at all') },
      ],
      [
        'an SVG',
        {
          name: 'x.svg',
          type: 'image/svg+xml',
          body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
      ],
      [
        'a PNG header with nothing after it',
        { name: 'x.png', type: 'image/png', body: Buffer.from('89504e470d0a1a0a0000000d4948445200', 'hex') },
      ],
    ])('refuses %s with 415 and stores nothing', async (_label, file) => {
      const author = await member(ctx);
      const postId = await newPost(ctx, author.headers);
      const response = await upload(author.headers, `posts/${postId}`, [file]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'UNSUPPORTED_FILE_TYPE', detail: "This file type isn't supported." });
      expect(await countObjects(postId)).toBe(0);
    });

    it('refuses a file of 5 MB + 1 byte with 413 "This file is too big…", and accepts 5 MB', async () => {
      const author = await member(ctx);
      const postId = await newPost(ctx, author.headers);
      const big = Buffer.concat([await jpeg(), Buffer.alloc(MAX_MEDIA_BYTES + 1)]).subarray(0, MAX_MEDIA_BYTES + 1);
      const response = await upload(author.headers, `posts/${postId}`, [
        { name: 'big.jpg', type: 'image/jpeg', body: big },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 'FILE_TOO_BIG', detail: 'This file is too big. The limit is 5 MB.' });
      const atLimit = Buffer.concat([await jpeg(), Buffer.alloc(MAX_MEDIA_BYTES)]).subarray(0, MAX_MEDIA_BYTES);
      expect(
        (await upload(author.headers, `posts/${postId}`, [{ name: 'ok.jpg', type: 'image/jpeg', body: atLimit }]))
          .statusCode,
      ).toBe(200);
    });

    it('refuses a sixth file, counted in the database across uploads, and stores none of it', async () => {
      const author = await member(ctx);
      const postId = await newPost(ctx, author.headers);
      const image = { name: 'a.png', type: 'image/png', body: await png() };
      expect((await upload(author.headers, `posts/${postId}`, [image, image, image])).statusCode).toBe(200);
      expect((await upload(author.headers, `posts/${postId}`, [image, image])).statusCode).toBe(200);
      const sixth = await upload(author.headers, `posts/${postId}`, [image]);
      expect(sixth.statusCode).toBe(422);
      expect(sixth.json()).toEqual({ code: 'TOO_MANY_FILES', detail: 'You can add up to 5 files.' });
      expect(await countObjects(postId)).toBe(10);
      const six = await upload(author.headers, `posts/${postId}`, Array(6).fill(image));
      expect(six.statusCode).toBe(422);
    });

    it.each([
      'posts/../users/x',
      '../../etc/passwd',
      '/etc/passwd',
      'users/00000000-0000-4000-8000-000000000000/avatar',
      'users/00000000-0000-4000-8000-000000000000/profile_photo/../cover_photo',
      'posts/not-a-uuid',
      'avatars/x',
    ])('refuses the path %s', async (target) => {
      const author = await member(ctx);
      const response = await upload(author.headers, target, [{ name: 'a.png', type: 'image/png', body: await png() }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('UPLOAD_PATH_INVALID');
    });

    it('refuses uploads to another member’s post with 404 and stores nothing', async () => {
      const author = await member(ctx);
      const intruder = await member(ctx);
      const postId = await newPost(ctx, author.headers);
      const response = await upload(intruder.headers, `posts/${postId}`, [
        { name: 'a.png', type: 'image/png', body: await png() },
      ]);
      expect(response.statusCode).toBe(404);
      expect(await countObjects(postId)).toBe(0);
    });

    it('keeps only the media listed when a post is edited, deleting the others', async () => {
      const author = await member(ctx);
      const postId = await newPost(ctx, author.headers);
      const image = { name: 'a.png', type: 'image/png', body: await png() };
      const media = (await upload(author.headers, `posts/${postId}`, [image, image])).json().media_files as {
        id: string;
        url: string;
      }[];
      const edited = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/posts/${postId}`,
        headers: author.headers,
        payload: { media_files: [media[1]!.id] },
      });
      expect(edited.json().media_files.map((m: { id: string }) => m.id)).toEqual([media[1]!.id]);
      expect(await objectExists(media[0]!.url)).toBe(false);
      expect(await objectExists(media[1]!.url)).toBe(true);
    });
  });
}

async function fetchObject(ctx: TestContext, url: string) {
  if (url.startsWith(ctx.config.publicUrl)) {
    const response = await ctx.app.inject({ method: 'GET', url: url.slice(ctx.config.publicUrl.length) });
    return new Response(response.rawPayload, { status: response.statusCode });
  }
  return fetch(url);
}

uploadTests('uploads to the local media directory', async () => {
  const ctx = await createTestApp();
  return {
    ctx,
    objectExists: async (url) => (await fetchObject(ctx, url)).status === 200,
    countObjects: async (postId) => {
      const dir = path.join(ctx.config.dataDir, 'media', 'posts', postId);
      return existsSync(dir) ? readdirSync(dir).length : 0;
    },
  };
});

uploadTests('uploads to an S3-compatible bucket (s3rver)', async () => {
  const s3 = await startS3();
  const ctx = await createTestApp(s3.env);
  return {
    ctx,
    objectExists: async (url) => {
      expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/posts/`)).toBe(true);
      return (await fetch(url)).status === 200;
    },
    countObjects: async (postId) => {
      const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `posts/${postId}/` }));
      return listed.KeyCount ?? 0;
    },
    stop: () => s3.stop(),
  };
});
