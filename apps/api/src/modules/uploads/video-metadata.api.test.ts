import { describe, expect, it } from 'vitest';
import { callApi, uploadFiles, useTestApp } from '../../../test/helper';
import { member } from '../../../test/factories';

const ctx = useTestApp();

const box = (type: string, ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const GPS = '+37.7749-122.4194/';
const DEVICE = 'iPhone of Nguyen Van An';

/** A small MP4 as a phone writes it: the movie header, a GPS position and a device name, then data. */
function phoneVideo(): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41'));
  const mvhd = box('mvhd', Buffer.alloc(100));
  const location = box('\u00a9xyz', Buffer.from([0, GPS.length, 0x15, 0xc7]), Buffer.from(GPS));
  const udta = box('udta', location);
  const meta = box('meta', Buffer.alloc(4), box('keys', Buffer.from(DEVICE)));
  const trak = box('trak', box('tkhd', Buffer.alloc(84)), box('udta', box('name', Buffer.from(DEVICE))));
  const moov = box('moov', mvhd, trak, udta, meta);
  const mdat = box('mdat', Buffer.from('frames of the video, kept as they are'));
  return Buffer.concat([ftyp, moov, mdat]);
}

describe('14. uploaded videos keep no metadata', () => {
  it('an MP4 is stored with its GPS position and device name blanked, its boxes and frames in place', async () => {
    const author = await member(ctx);
    const post = (await callApi(ctx, 'POST', '/posts', author.headers, { content: 'Video' })).json<{ id: string }>();
    const original = phoneVideo();
    const answer = await uploadFiles(ctx, author.headers, `posts/${post.id}`, [
      { name: 'clip.mp4', type: 'video/mp4', body: original },
    ]);
    expect(answer.statusCode).toBe(200);
    const url = new URL(answer.json<{ media_files: { url: string; kind: string }[] }>().media_files[0]?.url ?? '');
    const stored = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(stored.statusCode).toBe(200);
    const bytes = stored.rawPayload;
    expect(bytes.includes(GPS)).toBe(false);
    expect(bytes.includes(DEVICE)).toBe(false);
    expect(bytes.length).toBe(original.length);
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
    expect(bytes.includes('mvhd')).toBe(true);
    expect(bytes.includes('frames of the video, kept as they are')).toBe(true);
    expect(bytes.includes('free')).toBe(true);
  });

  it('a video whose boxes do not add up, and FLV or WMV files, are refused with a clear message', async () => {
    const author = await member(ctx);
    const post = (await callApi(ctx, 'POST', '/posts', author.headers, { content: 'Bad video' })).json<{
      id: string;
    }>();
    const broken = phoneVideo();
    broken.writeUInt32BE(0xffff, 32); // a box longer than the file
    const bad = await uploadFiles(ctx, author.headers, `posts/${post.id}`, [
      { name: 'broken.mp4', type: 'video/mp4', body: broken },
    ]);
    expect(bad.statusCode).toBe(415);
    const flv = Buffer.concat([Buffer.from('FLV'), Buffer.from([1, 5, 0, 0, 0, 9, 0, 0, 0, 0]), Buffer.alloc(64)]);
    const refused = await uploadFiles(ctx, { ...author.headers, 'accept-language': 'vi' }, `posts/${post.id}`, [
      { name: 'old.flv', type: 'video/x-flv', body: flv },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'VIDEO_METADATA', detail: expect.stringContaining('MP4 hoặc MOV') });
    const after = await callApi(ctx, 'GET', `/posts?post_id=${post.id}`, author.headers);
    expect(after.json().media_files).toEqual([]);
  });
});
