import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { mediaUrlFor } from './media-url';

/** Where uploaded media live. Keys are made by the server (`posts/{id}/{uuid}.jpg`), never by clients. */
export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes (a member's download of their data). */
  read(key: string): Promise<Uint8Array>;
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

const SAFE_KEY =
  /^(posts|users)\/[0-9a-f-]{36}\/([a-z_]+\/)?[0-9a-f-]{36}(-thumb|-small)?\.(jpg|png|gif|webp|mp4|mov)$/;

const LIST_PAGE = 500;

const SAFE_FOLDER = /^(posts|users)\/[0-9a-f-]{36}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`refusing an unsafe media key: ${key}`);
}

function assertSafeFolder(folder: string): void {
  if (!SAFE_FOLDER.test(folder)) throw new Error(`refusing an unsafe media folder: ${folder}`);
}

/** DATA_DIR/media, served by this process at /media. */
export function localMediaStore(root: string, url: (key: string | null) => string | null): MediaStore {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flag: 'wx' });
    },
    read: (key) => readFile(fileOf(key)),
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
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
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async read(key) {
      assertSafeKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      if (!answer.Body) throw new Error(`no body for ${key}`);
      return answer.Body.transformToByteArray();
    },
    async delete(keys) {
      if (keys.length === 0) return;
      keys.forEach(assertSafeKey);
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
      );
      // A batch delete answers 200 even when some objects could not be removed.
      if (answer.Errors?.length) throw new Error(`${answer.Errors.length} objects could not be deleted`);
    },
    async deleteFolder(folder) {
      assertSafeFolder(folder);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
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
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s3.bucket, MaxKeys: LIST_PAGE, ContinuationToken: token }),
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
