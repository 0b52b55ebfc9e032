import { AppError } from '../../lib/app-error';

/** Boxes whose children are walked: metadata may sit in the movie, its tracks and their media. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf']);
/** Boxes that carry metadata (user data, QuickTime/ISO metadata, XMP): GPS position, device, names. */
const METADATA = new Set(['udta', 'meta', 'uuid', 'XMP_']);

/**
 * An MP4 or QuickTime file with every metadata box turned into a `free` box of the same size,
 * its bytes zeroed: nothing moves, so the chunk offsets stay right and the video still plays,
 * but no position, device or name survives. A box structure that does not add up is refused.
 */
export function stripIsoBmffMetadata(input: Buffer): Buffer {
  const output = Buffer.from(input);
  walk(output, 0, output.length, 0);
  return output;
}

function walk(buffer: Buffer, start: number, end: number, depth: number): void {
  let offset = start;
  while (offset < end) {
    if (end - offset < 8) throw refused();
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (end - offset < 16) throw refused();
      const large = buffer.readBigUInt64BE(offset + 8);
      if (large > BigInt(end - offset)) throw refused();
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) throw refused();
    if (METADATA.has(type)) {
      buffer.write('free', offset + 4, 'latin1');
      buffer.fill(0, offset + header, offset + size);
    } else if (CONTAINERS.has(type) && depth < 8) {
      walk(buffer, offset + header, offset + size, depth + 1);
    }
    offset += size;
  }
}

const refused = () => new AppError('UNSUPPORTED_FILE_TYPE');
