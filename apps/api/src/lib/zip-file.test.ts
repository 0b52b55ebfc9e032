import { strFromU8, strToU8, unzipSync } from 'fflate';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { writeZipFile, type ZipEntry } from './zip-file';

const dir = mkdtempSync(path.join(tmpdir(), 'ladder-zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function* entries(list: ZipEntry[]) {
  for (const entry of list) yield entry;
}

describe('a zip written as a stream', () => {
  it('holds the deflated documents and the streamed files byte for byte, and answers its size', async () => {
    const file = path.join(dir, 'whole.zip');
    // A "video" of many chunks, larger than one write of the stream.
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16_384, i));
    const size = await writeZipFile(
      file,
      entries([
        { name: 'profile.json', bytes: strToU8(JSON.stringify({ name: 'Phạm Thu Hà' })) },
        { name: 'media/posts/a/b.mp4', stream: Readable.from(chunks) },
        { name: 'media/posts/a/c.jpg', stream: Readable.from([Buffer.from('jpeg')]) },
      ]),
    );
    expect(statSync(file).size).toBe(size);
    const files = unzipSync(new Uint8Array(readFileSync(file)));
    expect(Object.keys(files)).toEqual(['profile.json', 'media/posts/a/b.mp4', 'media/posts/a/c.jpg']);
    expect(JSON.parse(strFromU8(files['profile.json'] ?? new Uint8Array()))).toEqual({ name: 'Phạm Thu Hà' });
    // Compared as bytes: a deep equality of 1 MiB walks it element by element (seconds on a busy machine).
    expect(Buffer.from(files['media/posts/a/b.mp4'] ?? []).equals(Buffer.concat(chunks))).toBe(true);
    expect(strFromU8(files['media/posts/a/c.jpg'] ?? new Uint8Array())).toBe('jpeg');
  });

  it('fails when a file cannot be read, and refuses to write over a file', async () => {
    const file = path.join(dir, 'broken.zip');
    const broken = new Readable({
      read() {
        this.destroy(Object.assign(new Error('gone'), { code: 'ENOENT' }));
      },
    });
    await expect(writeZipFile(file, entries([{ name: 'media/x.jpg', stream: broken }]))).rejects.toThrow('gone');
    expect(existsSync(file)).toBe(true);
    await expect(writeZipFile(file, entries([]))).rejects.toMatchObject({ code: 'EEXIST' });
  });
});
