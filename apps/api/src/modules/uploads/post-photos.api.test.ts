import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fetchMedia } from '../../../test/documents';
import { uploadFiles, useTestApp } from '../../../test/helper';
import { member, newPost } from '../../../test/factories';

const ctx = useTestApp();

/** A photo as a phone takes it: 12 megapixels, turned by its EXIF orientation when `orientation` is 6. */
const phonePhoto = (orientation?: number) => {
  const image = sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#2a7a5b' } }).jpeg({
    quality: 90,
  });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

interface StoredMedia {
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
}

async function postWith(file: { name: string; type: string; body: Buffer }): Promise<StoredMedia> {
  const author = await member(ctx);
  const postId = await newPost(ctx, author.headers);
  const response = await uploadFiles(ctx, author.headers, `posts/${postId}`, [file]);
  expect(response.statusCode).toBe(200);
  const [media] = response.json().media_files as StoredMedia[];
  if (!media) throw new Error('no media in the answer');
  return media;
}

const storedSize = async (url: string) => {
  const stored = await fetchMedia(ctx, url);
  expect(stored).not.toBeNull();
  const { width, height } = await sharp(stored ?? Buffer.alloc(0)).metadata();
  return [width, height];
};

// docs/product.md "Validation rules", post: a post's photo is kept at most 2048 pixels on its long
// edge (decision 0065): a phone's 12-megapixel photo cost a second of CPU inside the request.
describe('a post’s photos are kept at a size a screen shows', () => {
  it('a phone’s 12-megapixel photo is stored at 2048 × 1536, its thumbnail at 480 × 360', async () => {
    const media = await postWith({ name: 'IMG_0001.JPG', type: 'image/jpeg', body: await phonePhoto() });
    expect([media.width, media.height]).toEqual([2048, 1536]);
    expect(await storedSize(media.url)).toEqual([2048, 1536]);
    expect(await storedSize(media.thumbnail_url)).toEqual([480, 360]);
  });

  it('a photo taken upright (EXIF orientation 6) is stored turned, at 1536 × 2048', async () => {
    const media = await postWith({ name: 'IMG_0002.JPG', type: 'image/jpeg', body: await phonePhoto(6) });
    expect([media.width, media.height]).toEqual([1536, 2048]);
    expect(await storedSize(media.url)).toEqual([1536, 2048]);
  });

  it('a PNG screenshot taller than 2048 is stored at 2048 high; a smaller photo keeps its size', async () => {
    const screenshot = await sharp({ create: { width: 1170, height: 2532, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const tall = await postWith({ name: 'screenshot.png', type: 'image/png', body: screenshot });
    expect([tall.width, tall.height]).toEqual([946, 2048]);
    expect(await storedSize(tall.url)).toEqual([946, 2048]);

    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const kept = await postWith({ name: 'small.jpg', type: 'image/jpeg', body: small });
    expect([kept.width, kept.height]).toEqual([800, 600]);
  });
});
