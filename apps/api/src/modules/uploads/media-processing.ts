import { AppError } from '../../lib/app-error';
import { once } from '../../lib/once';
import { stripIsoBmffMetadata } from './video-metadata';

export interface ProcessedMedia {
  kind: 'image' | 'video';
  ext: 'jpg' | 'png' | 'gif' | 'mp4' | 'mov';
  contentType: string;
  body: Buffer;
  thumbnail: Buffer | null;
  width: number | null;
  height: number | null;
}

/** What the bytes say, mapped to what posts accept (docs/product.md "Validation rules"); WMV files are ASF containers. */
const ACCEPTED: Record<string, { kind: 'image' | 'video'; ext: ProcessedMedia['ext']; contentType: string }> = {
  'image/png': { kind: 'image', ext: 'png', contentType: 'image/png' },
  'image/jpeg': { kind: 'image', ext: 'jpg', contentType: 'image/jpeg' },
  'image/gif': { kind: 'image', ext: 'gif', contentType: 'image/gif' },
  'video/mp4': { kind: 'video', ext: 'mp4', contentType: 'video/mp4' },
  'video/quicktime': { kind: 'video', ext: 'mov', contentType: 'video/quicktime' },
};

/** Containers whose metadata Ladder cannot remove (docs/decisions/0022): refused with a reason. */
const UNSTRIPPABLE = new Set(['video/x-flv', 'video/x-ms-asf', 'application/vnd.ms-asf']);

/** Decompression bombs stop here: 50 megapixels is far beyond any phone photo. */
const MAX_PIXELS = 50_000_000;
const THUMBNAIL_SIZE = 480;
/**
 * libwebp's effort (0-6) for a post's thumbnail: at sharp's default (4) its encoding was three
 * quarters of a small photo's CPU (16.6 of 21 ms for a 480 × 360 JPEG); at 1 it takes 7.3 ms for
 * 4 % more bytes (docs/capacity.md, 2026-12-03).
 */
const THUMBNAIL_EFFORT = 1;
/**
 * A post's photo is kept at most this many pixels on its long edge (decision 0065): what a screen
 * shows. A phone's 12-megapixel JPEG took a second of CPU inside the request (mozjpeg); fitted to
 * 2048 and encoded by libjpeg-turbo it takes ~0.13 s, and half the bytes.
 */
const MAX_PHOTO_EDGE = 2048;

/**
 * sharp (libvips) is loaded with the first photo, not at start (docs/operations.md, "A compiled
 * server"), and outside the decoding `try`, so that a broken install is a 500, not a 415.
 * Its operation cache is off: every upload is a new image, so the cache (up to 50 MB of native
 * memory by default) only grew the process under load (bench/soak, docs/reliability.md).
 */
const loadSharp = once(() =>
  import('sharp').then((module) => {
    module.default.cache(false);
    return module.default;
  }),
);

/** file-type (and the decompressors it brings) is loaded with the first upload too. */
const loadFileType = once(() => import('file-type'));
const detectType = async (input: Buffer) => (await loadFileType()).fileTypeFromBuffer(input);

/**
 * Decides the type from the bytes (never the name), then re-encodes images so that no
 * metadata (GPS position, camera serial) survives, turned upright, with a WebP thumbnail.
 * Videos (MP4, MOV) keep their streams, with every metadata box blanked in place.
 */
export async function processMedia(input: Buffer, allowed: 'any' | 'photo' = 'any'): Promise<ProcessedMedia> {
  const detected = await detectType(input);
  if (allowed === 'any' && detected && UNSTRIPPABLE.has(detected.mime)) throw new AppError('VIDEO_METADATA');
  const accepted = detected ? ACCEPTED[detected.mime] : undefined;
  if (!accepted || (allowed === 'photo' && (accepted.kind !== 'image' || accepted.ext === 'gif'))) {
    throw new AppError('UNSUPPORTED_FILE_TYPE');
  }
  if (accepted.kind === 'video') {
    return { ...accepted, body: stripIsoBmffMetadata(input), thumbnail: null, width: null, height: null };
  }
  const sharp = await loadSharp();
  try {
    const isGif = accepted.ext === 'gif';
    const upright = sharp(input, { animated: isGif, limitInputPixels: MAX_PIXELS }).rotate();
    // An animated GIF keeps its frames as they are; a photo is fitted within the long edge.
    const image = isGif
      ? upright
      : upright.resize(MAX_PHOTO_EDGE, MAX_PHOTO_EDGE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      accepted.ext === 'jpg'
        ? image.jpeg({ quality: 85 })
        : accepted.ext === 'png'
          ? image.png({ compressionLevel: 6 })
          : image.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75, effort: THUMBNAIL_EFFORT })
      .toBuffer();
    return {
      ...accepted,
      body: data,
      thumbnail,
      width: info.width,
      height: isGif ? (info.pageHeight ?? info.height) : info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Bytes that start like an image but do not decode (truncated, corrupt, too large).
    throw new AppError('UNSUPPORTED_FILE_TYPE');
  }
}

export interface ProcessedPhoto {
  large: Buffer;
  small: Buffer;
}

/**
 * A profile or cover photo: PNG or JPEG by its bytes (else 415), turned upright, cropped to
 * fill each size and re-encoded as WebP, so that nothing of the original file survives.
 */
export async function processPhoto(
  input: Buffer,
  sizes: { large: [number, number]; small: [number, number] },
): Promise<ProcessedPhoto> {
  const detected = await detectType(input);
  if (detected?.mime !== 'image/png' && detected?.mime !== 'image/jpeg') throw new AppError('UNSUPPORTED_FILE_TYPE');
  const sharp = await loadSharp();
  const render = ([width, height]: [number, number], quality: number) =>
    sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .webp({ quality })
      .toBuffer();
  try {
    const [large, small] = await Promise.all([render(sizes.large, 82), render(sizes.small, 75)]);
    return { large, small };
  } catch {
    // Bytes that start like an image but do not decode (truncated, corrupt, too large).
    throw new AppError('UNSUPPORTED_FILE_TYPE');
  }
}

export interface ProcessedDocument {
  ext: 'pdf' | 'png' | 'jpg';
  contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
  body: Buffer;
}

/**
 * A certificate's file or a piece of evidence on a skill: a PDF by its bytes, kept as it is, or a
 * PNG or JPEG re-encoded as posts' images are (no metadata survives); anything else is 415.
 */
export async function processDocument(input: Buffer): Promise<ProcessedDocument> {
  if ((await detectType(input))?.mime === 'application/pdf') {
    return { ext: 'pdf', contentType: 'application/pdf', body: input };
  }
  const image = await processMedia(input, 'photo');
  return image.ext === 'png'
    ? { ext: 'png', contentType: 'image/png', body: image.body }
    : { ext: 'jpg', contentType: 'image/jpeg', body: image.body };
}
