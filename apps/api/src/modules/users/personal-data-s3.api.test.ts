import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/reliability/world';
import { callApi, createTestApp, uploadFiles, type TestContext } from '../../../test/helper';
import { member } from '../../../test/factories';
import { startS3 } from '../../../test/s3-server';

// The download and the erasure of a member's data with the media in an S3 bucket (a real
// S3-compatible server on loopback), with a grace period of 0 days.
let s3: Awaited<ReturnType<typeof startS3>>;
let ctx: TestContext;
beforeAll(async () => {
  s3 = await startS3();
  ctx = await createTestApp({ ...s3.env, ACCOUNT_DELETION_GRACE_DAYS: '0' });
});
afterAll(async () => {
  await ctx.close();
  await s3.stop();
});

const keysUnder = async (prefix: string) =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key ?? '',
  );

describe('personal data in an S3 bucket', () => {
  it('puts the member’s files in their archive, and erasing them empties their folders', async () => {
    const me = await member(ctx);
    const jpeg = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#654321' } })
      .jpeg()
      .toBuffer();
    expect(
      (
        await uploadFiles(ctx, me.headers, `users/${me.user.id}/profile_photo`, [
          { name: 'me.jpg', type: 'image/jpeg', body: jpeg },
        ])
      ).statusCode,
    ).toBe(200);
    const post = await api(ctx, 'POST', '/posts', me.headers, { content: 'In the bucket' });
    await uploadFiles(ctx, me.headers, `posts/${String(post.id)}`, [{ name: 'a.jpg', type: 'image/jpeg', body: jpeg }]);
    expect(await keysUnder(`users/${me.user.id}/`)).toHaveLength(2);
    // The image and its thumbnail.
    expect(await keysUnder(`posts/${String(post.id)}/`)).toHaveLength(2);

    await api(ctx, 'POST', '/users/current/me/export', me.headers);
    const status = async () =>
      (await callApi(ctx, 'GET', '/users/current/me/export', me.headers)).json<{ status: string }>().status;
    await expect.poll(status, { timeout: 30_000 }).toBe('ready');
    // The archive is an object of the member's folder, streamed to them with its length.
    const [archive] = await keysUnder(`users/${me.user.id}/exports/`);
    expect(archive).toMatch(/\.zip$/);
    const zip = await callApi(ctx, 'GET', '/users/current/me/export/download', me.headers);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-length']).toBe(String(zip.rawPayload.byteLength));
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const names = Object.keys(files);
    expect(names.filter((name) => name.startsWith(`media/users/${me.user.id}/profile_photo/`))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith(`media/posts/${String(post.id)}/`))).toHaveLength(1);
    expect(strFromU8(files['profile.json'] ?? new Uint8Array())).toContain(me.user.email);

    const erased = await callApi(ctx, 'POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    expect(erased.json()).toMatchObject({ deletion_due_at: null });
    expect(await keysUnder(`users/${me.user.id}/`)).toEqual([]);
    expect(await keysUnder(`posts/${String(post.id)}/`)).toEqual([]);
  });
});
