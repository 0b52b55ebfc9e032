import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { decryptor, encryptor, INCOMPLETE, WRONG_PASSPHRASE } from './backup-crypto';

const PASSPHRASE = 'a passphrase for frames';
const HEADER = 59;
const FRAME = 5 + 64 * 1024 + 16;

/** `data` sealed, fed to the encryptor in uneven pieces as gzip hands them over. */
async function seal(data: Buffer): Promise<Buffer> {
  const pieces = [];
  for (let at = 0; at < data.length; at += 10_007) pieces.push(data.subarray(at, at + 10_007));
  const sealer = await encryptor(PASSPHRASE);
  const out: Buffer[] = [];
  sealer.on('data', (chunk: Buffer) => out.push(chunk));
  await pipeline(Readable.from(pieces), sealer);
  return Buffer.concat(out);
}

/** `sealed` opened, read in pieces of 4,099 bytes (frames split across reads). */
async function open(sealed: Buffer, passphrase = PASSPHRASE): Promise<Buffer> {
  const pieces = [];
  for (let at = 0; at < sealed.length; at += 4_099) pieces.push(sealed.subarray(at, at + 4_099));
  return buffer(Readable.from(pieces).pipe(decryptor(passphrase)));
}

describe('sealed backups, frame by frame', () => {
  it('open to the same bytes over many frames, and refuse frames dropped, swapped or cut', async () => {
    const data = randomBytes(3 * 64 * 1024 + 1234);
    const sealed = await seal(data);
    expect(sealed.length).toBe(HEADER + 3 * FRAME + (5 + 1234 + 16));
    expect((await open(sealed)).equals(data)).toBe(true);

    const frames = [0, 1, 2].map((i) => sealed.subarray(HEADER + i * FRAME, HEADER + (i + 1) * FRAME));
    const header = sealed.subarray(0, HEADER);
    const last = sealed.subarray(HEADER + 3 * FRAME);
    const swapped = Buffer.concat([header, frames[1]!, frames[0]!, frames[2]!, last]);
    const dropped = Buffer.concat([header, frames[0]!, frames[2]!, last]);
    const withoutLast = Buffer.concat([header, ...frames]);
    const otherHeader = Buffer.concat([(await seal(Buffer.from('x'))).subarray(0, HEADER), ...frames, last]);
    for (const broken of [swapped, dropped, withoutLast, sealed.subarray(0, sealed.length - 1)]) {
      await expect(open(broken)).rejects.toThrow(INCOMPLETE);
    }
    // Frames moved under another backup's header (its own salt and key) fail too.
    await expect(open(otherHeader)).rejects.toThrow(INCOMPLETE);
    await expect(open(sealed, 'another passphrase')).rejects.toThrow(WRONG_PASSPHRASE);
  }, 120_000);

  it('seal an empty stream as one empty last frame', async () => {
    const sealed = await seal(Buffer.alloc(0));
    expect(sealed.length).toBe(HEADER + 5 + 16);
    expect((await open(sealed)).length).toBe(0);
  }, 60_000);
});
