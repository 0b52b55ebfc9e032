import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** One file of the zip: bytes at hand (deflated), or a stream copied as it is (photos, videos). */
export type ZipEntry = { name: string; bytes: Uint8Array } | { name: string; stream: Readable };

/**
 * fflate writes no ZIP64 records, so sizes and offsets must fit 32 bits; and the size is kept in
 * an `integer` column. A bigger archive fails instead of being written wrong (docs/decisions/0039).
 */
export const MAX_ZIP_BYTES = 2 ** 31 - 1;

export class ZipTooLargeError extends Error {
  constructor() {
    super(`the archive would exceed ${MAX_ZIP_BYTES} bytes`);
  }
}

/**
 * Writes `entries` as a zip to `file` (which must not exist), one at a time and as a stream: what
 * is held in memory is one chunk of one entry and at most 1 MiB waiting for the disk, whatever the
 * archive's size (the disk's pace sets the reading's, by the write stream's backpressure). Answers
 * the file's size; on failure the file is closed and the caller removes it.
 */
export async function writeZipFile(file: string, entries: AsyncIterable<ZipEntry>): Promise<number> {
  const out = createWriteStream(file, { flags: 'wx', highWaterMark: 1 << 20 });
  let failure: Error | undefined;
  // A write error (a full disk) surfaces at the next entry or chunk instead of crashing the process.
  out.on('error', (error) => (failure ??= error));
  let size = 0;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure ??= error;
    else {
      size += chunk.byteLength;
      if (size > MAX_ZIP_BYTES) failure ??= new ZipTooLargeError();
      out.write(chunk);
      if (final) out.end();
    }
  });
  const flowed = async () => {
    if (failure) throw failure;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  try {
    for await (const entry of entries) {
      if ('bytes' in entry) {
        const deflated = new ZipDeflate(entry.name, { level: 6 });
        zip.add(deflated);
        deflated.push(entry.bytes, true);
      } else {
        // Photos and videos are compressed already: stored as they are.
        const stored = new ZipPassThrough(entry.name);
        zip.add(stored);
        for await (const chunk of entry.stream) {
          stored.push(chunk as Uint8Array);
          await flowed();
        }
        stored.push(new Uint8Array(0), true);
      }
      await flowed();
    }
    zip.end();
    await finished(out);
    if (failure) throw failure;
    return size;
  } catch (error) {
    // Answer only once the file is closed: the stream may still be opening it, and a caller that
    // removed the file before that open completed would leave it behind.
    const closed = out.closed ? Promise.resolve() : once(out, 'close');
    out.destroy();
    await closed;
    throw error;
  }
}
