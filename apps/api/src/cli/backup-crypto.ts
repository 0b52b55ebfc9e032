import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Encrypted backups (docs/decisions/0044-encrypted-backups.md): the gzip'd backup stream sealed
 * with AES-256-GCM under a key derived by scrypt from LADDER_BACKUP_PASSPHRASE, in frames of at
 * most 64 KiB so that a backup of any size streams through in constant memory.
 *
 *   header  "LDRENC01" · log2 N · r · p · salt (16) · check (32)              59 bytes
 *   frame   last (1: 0 or 1) · length (4, big-endian) · ciphertext · tag (16)  repeated
 *
 * scrypt gives 64 bytes: the first 32 are the key, the SHA-256 of the other 32 is `check`, which
 * tells a wrong passphrase from an altered file before anything is decrypted. Each frame's IV is
 * its index (8 bytes) and its `last` flag, and the header is every frame's additional data: a
 * frame altered, moved, dropped or copied from another backup fails its tag, and a file whose last
 * frame is missing (cut short) or that goes on after it is refused.
 */
export const ENCRYPTED_MAGIC = Buffer.from('LDRENC01', 'ascii');
const SCRYPT = { logN: 17, r: 8, p: 1 };
const SALT_BYTES = 16;
const CHECK_BYTES = 32;
const HEADER_BYTES = ENCRYPTED_MAGIC.length + 3 + SALT_BYTES + CHECK_BYTES;
const FRAME_HEAD = 5;
const TAG_BYTES = 16;
const CHUNK = 64 * 1024;
/** A passphrase shorter than this is refused: scrypt slows guessing, it cannot make up for a short one. */
export const MIN_PASSPHRASE_LENGTH = 12;

/** A backup file or a target that restore refuses; the CLI prints the message as its one line. */
export class BackupError extends Error {}

export const WRONG_PASSPHRASE = 'The backup passphrase (LADDER_BACKUP_PASSPHRASE) is wrong: nothing was restored.';
export const INCOMPLETE = 'The backup is incomplete (cut short or altered): nothing was restored.';

function deriveKey(passphrase: string, salt: Buffer, params: typeof SCRYPT): Promise<{ key: Buffer; check: Buffer }> {
  const N = 2 ** params.logN;
  return new Promise((resolve, reject) => {
    scrypt(
      passphrase.normalize('NFC'),
      salt,
      64,
      { N, r: params.r, p: params.p, maxmem: 256 * N * params.r },
      (error, bytes) => {
        if (error) reject(error);
        else resolve({ key: bytes.subarray(0, 32), check: createHash('sha256').update(bytes.subarray(32)).digest() });
      },
    );
  });
}

const ivOf = (index: bigint, last: boolean) => {
  const iv = Buffer.alloc(12);
  iv.writeBigUInt64BE(index, 0);
  iv[11] = last ? 1 : 0;
  return iv;
};

/** A stream that seals what goes through it: the header first, then one frame per 64 KiB. */
export async function encryptor(passphrase: string): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES);
  const { key, check } = await deriveKey(passphrase, salt, SCRYPT);
  const header = Buffer.concat([ENCRYPTED_MAGIC, Buffer.from([SCRYPT.logN, SCRYPT.r, SCRYPT.p]), salt, check]);
  let index = 0n;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const frame = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, ivOf(index, last));
    cipher.setAAD(header);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const head = Buffer.alloc(FRAME_HEAD);
    head[0] = last ? 1 : 0;
    head.writeUInt32BE(plain.length, 1);
    index += 1n;
    return Buffer.concat([head, body, cipher.getAuthTag()]);
  };
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!started) {
        this.push(header);
        started = true;
      }
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= CHUNK) {
        const all = Buffer.concat(pending);
        let at = 0;
        // Whole frames only while more follows: the last frame is written by flush.
        for (; all.length - at > CHUNK; at += CHUNK) this.push(frame(all.subarray(at, at + CHUNK), false));
        pending = [all.subarray(at)];
        pendingBytes = all.length - at;
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      done(null, frame(Buffer.concat(pending), true));
    },
  });
}

/** Whether these first bytes of a file begin a sealed backup. */
export const isSealed = (head: Buffer) => head.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC);

/**
 * A stream that opens a sealed backup: a wrong passphrase fails on the header, before any frame;
 * an altered frame, a missing last frame or bytes after it fail the stream with INCOMPLETE.
 */
export function decryptor(passphrase: string): Transform {
  let buffered: Buffer = Buffer.alloc(0);
  let header: Buffer | undefined;
  let key: Buffer | undefined;
  let index = 0n;
  let ended = false;
  const readHeader = async (): Promise<void> => {
    const head = buffered.subarray(0, HEADER_BYTES);
    const [logN = 0, r = 0, p = 0] = head.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + 3);
    // Only costs a restore can afford: a forged header must not ask for gigabytes.
    if (!isSealed(head) || logN < 14 || logN > 18 || r < 1 || r > 16 || p < 1 || p > 4)
      throw new BackupError(INCOMPLETE);
    const saltAt = ENCRYPTED_MAGIC.length + 3;
    const derived = await deriveKey(passphrase, head.subarray(saltAt, saltAt + SALT_BYTES), { logN, r, p });
    if (!timingSafeEqual(derived.check, head.subarray(saltAt + SALT_BYTES, HEADER_BYTES)))
      throw new BackupError(WRONG_PASSPHRASE);
    header = Buffer.from(head);
    key = derived.key;
    buffered = buffered.subarray(HEADER_BYTES);
  };
  const openFrames = (push: (plain: Buffer) => void) => {
    while (buffered.length >= FRAME_HEAD) {
      if (ended) throw new BackupError(INCOMPLETE);
      const last = buffered[0];
      const length = buffered.readUInt32BE(1);
      if ((last !== 0 && last !== 1) || length > CHUNK) throw new BackupError(INCOMPLETE);
      const size = FRAME_HEAD + length + TAG_BYTES;
      if (buffered.length < size) return;
      const decipher = createDecipheriv('aes-256-gcm', key!, ivOf(index, last === 1));
      decipher.setAAD(header!);
      decipher.setAuthTag(buffered.subarray(FRAME_HEAD + length, size));
      let plain: Buffer;
      try {
        plain = Buffer.concat([decipher.update(buffered.subarray(FRAME_HEAD, FRAME_HEAD + length)), decipher.final()]);
      } catch {
        throw new BackupError(INCOMPLETE);
      }
      buffered = buffered.subarray(size);
      index += 1n;
      ended = last === 1;
      push(plain);
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      const work = async () => {
        if (!key) {
          if (buffered.length < HEADER_BYTES) return;
          await readHeader();
        }
        openFrames((plain) => this.push(plain));
      };
      work().then(() => done(), done);
    },
    flush(done: TransformCallback) {
      done(ended && buffered.length === 0 ? null : new BackupError(INCOMPLETE));
    },
  });
}
