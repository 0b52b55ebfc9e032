import type * as S3 from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { once } from '../lib/once';
import { mediaUrlFor } from './media-url';

/** Where uploaded media live. Keys are made by the server (`posts/{id}/{uuid}.jpg`), never by clients. */
export interface MediaStore {
  /**
   * Stores a whole object or nothing; a full disk or quota is 507 `STORAGE_FULL`. Until
   * `settle` is called the object is journaled as not yet named by a row.
   */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * `put` of a file on disk, read as a stream (a member's data export, docs/decisions/0039); the
   * file stays where it is, the caller removes it.
   */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The rows naming these objects are committed: they leave the journal. */
  settle(keys: string[]): Promise<void>;
  /**
   * Journals stored objects that a change about to commit will stop naming (a replaced photo),
   * as `put` journals a new one: if the process dies before it deletes them, the next start
   * removes those no row names. `delete` takes them off the journal.
   */
  journal(keys: string[]): Promise<void>;
  /**
   * Objects journaled by processes that are gone (killed mid-upload) or long ago: a row may or
   * may not name them. `clear` forgets them once the caller removed those no row names.
   */
  interrupted(graceMs: number): Promise<{ keys: string[]; clear: () => Promise<void> }>;
  /** The stored bytes (backups, docs/operations.md). */
  get(key: string): Promise<Buffer>;
  /** The stored bytes as a stream, with their length (a download of any size). */
  getStream(key: string): Promise<{ body: Readable; size: number }>;
  /** Removes objects; missing ones are not an error. */
  delete(keys: string[]): Promise<void>;
  /**
   * Removes everything under `users/{id}` or `posts/{id}` (an erased account's folders), objects
   * no row names included; in the local store, the folder itself too.
   */
  deleteFolder(folder: string): Promise<void>;
  /** Every stored object with when it was written, page by page (the orphan sweep). */
  list(): AsyncIterable<StoredObject[]>;
  url: (key: string | null) => string | null;
  kind: 'local' | 's3';
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Media, a member's documents (certificate files and evidence: PDFs only under `users/{id}/`) and
 * their data exports (zips, only under `users/{id}/exports/`): erasing the member removes those.
 */
const SAFE_KEY =
  /^((posts|users)\/[0-9a-f-]{36}\/([a-z_]+\/)?[0-9a-f-]{36}(-thumb|-small)?\.(jpg|png|gif|webp|mp4|mov)|users\/[0-9a-f-]{36}\/(certificates|evidence)\/[0-9a-f-]{36}\.pdf|users\/[0-9a-f-]{36}\/exports\/[0-9a-f-]{36}\.zip)$/;
const EXPORT_KEY = /^users\/[0-9a-f-]{36}\/exports\//;

/** A member's data export: private, never served at /media (docs/decisions/0039). */
export const isExportKey = (key: string) => EXPORT_KEY.test(key);

const LIST_PAGE = 500;
/** Files being written or not yet named by a committed row, per process (never a valid key). */
const INCOMING = '.incoming';
const PART = '.part';
const JOURNAL_SLASH = '~';
const PART_END = /\.part$/;

const SAFE_FOLDER = /^(posts|users)\/[0-9a-f-]{36}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`refusing an unsafe media key: ${key}`);
}

function assertSafeFolder(folder: string): void {
  if (!SAFE_FOLDER.test(folder)) throw new Error(`refusing an unsafe media folder: ${folder}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** The content type a key's extension stands for (every safe key has one of these). */
export function contentTypeOf(key: string): string {
  assertSafeKey(key);
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** A full disk or quota is the member's 507, not a bug (docs/api/conventions.md, Errors). */
function storageError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' ? new AppError('STORAGE_FULL') : error;
}

/**
 * Whether the process that journaled under `.incoming/{pid}@{host}@{boot id}` is gone. Only a
 * process of this host can tell; another host's journal waits for the grace period.
 */
function isGone(owner: string): boolean {
  const [pid, host] = owner.split('@');
  if (host !== hostname()) return false;
  // Our own pid, under another boot id: an earlier run (a container's server is often pid 1).
  if (Number(pid) === process.pid) return true;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as { code?: string }).code === 'ESRCH';
  }
}

/**
 * DATA_DIR/media, served by this process at /media. Each key is first journaled as an empty
 * file under `.incoming/{this process}/`, the body written next to it (`.part`) and renamed to
 * its key once whole, so no half file ever has a key. The journal file stays until the row is
 * committed (`settle`): after a crash, the next start knows which files may lack a row
 * (docs/decisions/0031).
 */
export function localMediaStore(root: string, url: (key: string | null) => string | null): MediaStore {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  const incoming = path.join(root, INCOMING);
  const owner = `${process.pid}@${hostname()}@${randomUUID()}`;
  // Flat, `/` written `~` (never in a key): settling leaves no empty folder behind.
  const journalOf = (key: string) => path.join(incoming, owner, key.replaceAll('/', JOURNAL_SLASH));
  // This process's journal folder is made by its first upload, not at every one; made again
  // only if it went away (removed by hand), which the journal's write finds.
  let journalFolder: Promise<unknown> | undefined;
  const makeJournalFolder = () =>
    (journalFolder ??= mkdir(path.join(incoming, owner), { recursive: true }).catch((error: unknown) => {
      journalFolder = undefined;
      throw error;
    }));
  const startJournal = async (journal: string, flag = 'wx') => {
    await makeJournalFolder();
    try {
      await writeFile(journal, '', { flag });
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
      journalFolder = undefined;
      await makeJournalFolder();
      await writeFile(journal, '', { flag });
    }
  };
  /** Journals `key`, has `write` make its `.part` file, and names that file `key`. */
  const place = async (key: string, write: (part: string) => Promise<void>) => {
    const file = fileOf(key);
    const journal = journalOf(key);
    try {
      await startJournal(journal);
      await write(`${journal}${PART}`);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(`${journal}${PART}`, file);
    } catch (error) {
      await Promise.all([rm(journal, { force: true }), rm(`${journal}${PART}`, { force: true })]);
      throw storageError(error);
    }
  };
  return {
    kind: 'local',
    put: (key, body) => place(key, (part) => writeFile(part, body, { flag: 'wx' })),
    // A second name for the file when it is on the same disk (no copy), else a copy.
    putFile: (key, source) =>
      place(key, (part) =>
        link(source, part).catch((error: unknown) => {
          if ((error as { code?: string }).code !== 'EXDEV') throw error;
          return copyFile(source, part);
        }),
      ),
    async settle(keys) {
      await Promise.all(keys.map((key) => rm(journalOf(key), { force: true })));
    },
    async journal(keys) {
      // An object journaled twice (two changes at once) is one entry: 'w', not 'wx'.
      await Promise.all(
        keys.map((key) => {
          assertSafeKey(key);
          return startJournal(journalOf(key), 'w');
        }),
      );
    },
    async interrupted(graceMs) {
      const owners = await readdir(incoming, { withFileTypes: true }).catch(() => []);
      const keys = new Set<string>();
      const cleared: string[] = [];
      for (const entry of owners) {
        if (!entry.isDirectory() || entry.name === owner) continue;
        const dir = path.join(incoming, entry.name);
        const gone = isGone(entry.name);
        for (const name of await readdir(dir)) {
          const full = path.join(dir, name);
          if (!gone && Date.now() - (await stat(full)).mtimeMs < graceMs) continue;
          const key = name.replace(PART_END, '').replaceAll(JOURNAL_SLASH, '/');
          cleared.push(full);
          if (SAFE_KEY.test(key)) keys.add(key);
        }
        if (gone) cleared.push(dir);
      }
      return {
        keys: [...keys],
        clear: async () => {
          await Promise.all(cleared.map((name) => rm(name, { recursive: true, force: true })));
        },
      };
    },
    get: (key) => readFile(fileOf(key)),
    async getStream(key) {
      const file = fileOf(key);
      const { size } = await stat(file);
      return { body: createReadStream(file), size };
    },
    async delete(keys) {
      const files = keys.flatMap((key) => [fileOf(key), journalOf(key), `${journalOf(key)}${PART}`]);
      await Promise.all(files.map((file) => rm(file, { force: true })));
    },
    async deleteFolder(folder) {
      assertSafeFolder(folder);
      await rm(path.join(root, ...folder.split('/')), { recursive: true, force: true });
    },
    async *list() {
      const files = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      const objects: StoredObject[] = [];
      for (const entry of files) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        if (!SAFE_KEY.test(key)) continue;
        objects.push({ key, modifiedAt: (await stat(file)).mtime });
        if (objects.length === LIST_PAGE) yield objects.splice(0, objects.length);
      }
      if (objects.length > 0) yield objects;
    },
    url,
  };
}

/** An S3-compatible bucket (AWS S3, MinIO, R2...), read from S3_PUBLIC_URL or the endpoint. */
export function s3MediaStore(s3: NonNullable<Config['s3']>, url: (key: string | null) => string | null): MediaStore {
  // The AWS SDK is loaded on first use: it is the heaviest import, and a server on local media
  // never needs it (docs/operations.md, "A compiled server").
  const aws = once(() =>
    import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: s3.region,
        // A streamed body (a data export) is then sent as it is, with its length: with a checksum
        // the SDK frames it as `aws-chunked`, which S3-compatible stores do not all decode.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
        ...(s3.accessKeyId && s3.secretAccessKey
          ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
          : {}),
      }),
    })),
  );
  /** Stores an object under a safe key; `fields` are asked for once the key is known to be safe. */
  const putObject = async (key: string, fields: () => Promise<Omit<S3.PutObjectCommandInput, 'Bucket' | 'Key'>>) => {
    assertSafeKey(key);
    const { sdk, client } = await aws();
    await client.send(new sdk.PutObjectCommand({ Bucket: s3.bucket, Key: key, ...(await fields()) }));
  };
  const getObject = async (key: string) => {
    assertSafeKey(key);
    const { sdk, client } = await aws();
    return client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  };
  return {
    kind: 's3',
    put: (key, body, contentType) =>
      putObject(key, async () => ({
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      })),
    putFile: (key, file, contentType) =>
      putObject(key, async () => {
        // The size first: a stream opened on a missing file would fail with no one listening.
        const { size } = await stat(file);
        return {
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: 'private, no-store',
        };
      }),
    // A PUT is whole or nothing, and nothing journals it: the grace sweep removes what a crash left.
    async settle() {},
    async journal() {},
    async interrupted() {
      return { keys: [], clear: async () => undefined };
    },
    async get(key) {
      const answer = await getObject(key);
      if (!answer.Body) throw new Error(`the store answered no body for ${key}`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async getStream(key) {
      const answer = await getObject(key);
      if (!answer.Body || answer.ContentLength === undefined) throw new Error(`the store answered no body for ${key}`);
      // In Node the SDK's body is a Readable (an IncomingMessage).
      return { body: answer.Body as Readable, size: answer.ContentLength };
    },
    async delete(keys) {
      if (keys.length === 0) return;
      keys.forEach(assertSafeKey);
      const { sdk, client } = await aws();
      const answer = await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: s3.bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      // A batch delete answers 200 even when some objects could not be removed.
      if (answer.Errors?.length) throw new Error(`${answer.Errors.length} objects could not be deleted`);
    },
    async deleteFolder(folder) {
      assertSafeFolder(folder);
      const { sdk, client } = await aws();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: s3.bucket,
            Prefix: `${folder}/`,
            MaxKeys: LIST_PAGE,
            ContinuationToken: token,
          }),
        );
        await this.delete(
          (page.Contents ?? []).flatMap((object) => (object.Key && SAFE_KEY.test(object.Key) ? [object.Key] : [])),
        );
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async *list() {
      let token: string | undefined;
      const { sdk, client } = await aws();
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: s3.bucket, MaxKeys: LIST_PAGE, ContinuationToken: token }),
        );
        yield (page.Contents ?? [])
          .filter((object) => object.Key && SAFE_KEY.test(object.Key))
          .map((object) => ({ key: object.Key ?? '', modifiedAt: object.LastModified ?? new Date() }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    url,
  };
}

export function createMediaStore(config: Pick<Config, 'dataDir' | 'publicUrl' | 's3'>): MediaStore {
  const url = mediaUrlFor(config);
  return config.s3 ? s3MediaStore(config.s3, url) : localMediaStore(path.join(config.dataDir, 'media'), url);
}
