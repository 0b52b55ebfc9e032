import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestContext } from './helper';

/**
 * What the tests of certificates' files and evidence on skills upload (docs/api/profile.md): a
 * small valid PDF, a JPEG carrying EXIF that must not survive, a PNG, and text named like a PDF.
 */
export const pdf = () =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
  );
export const jpegWithExif = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Nguyen Van A' } })
    .toBuffer();
export const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
export const textAsPdf = { name: 'certificate.pdf', type: 'application/pdf', body: Buffer.from('not a pdf at all\n') };

/** The files stored in the local media store under `users/{userId}/{folder}/`, as keys. */
export function storedFiles(ctx: TestContext, userId: string, folder: 'certificates' | 'evidence'): string[] {
  const dir = path.join(ctx.config.dataDir, 'media', 'users', userId, folder);
  return existsSync(dir) ? readdirSync(dir).map((name) => `users/${userId}/${folder}/${name}`) : [];
}

/** The stored bytes behind a media URL of this server (`/media/…`), or null when it answers otherwise. */
export async function fetchMedia(ctx: TestContext, url: string): Promise<Buffer | null> {
  const answer = await ctx.app.inject({ method: 'GET', url: url.slice(ctx.config.publicUrl.length) });
  return answer.statusCode === 200 ? answer.rawPayload : null;
}
