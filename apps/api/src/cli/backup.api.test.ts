import { sql } from 'drizzle-orm';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database, type DbOrTx } from '../db/client';
import { localMediaStore, type MediaStore } from '../storage/media-store';
import {
  createTestApp,
  createTestDatabase,
  member,
  uploadFiles,
  type Headers,
  type TestContext,
} from '../../test/helper';
import { backup, BackupError, restore } from './backup';

const root = path.resolve(import.meta.dirname, '../../../..');
const photo = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function counts(db: DbOrTx): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, number> = {};
  for (const { name } of tables)
    result[name] = Number(
      (await queryRows<{ n: string }>(db, sql`select count(*)::text as n from ${sql.identifier(name)}`))[0]?.n,
    );
  return result;
}

async function mediaBytes(media: MediaStore): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for await (const objects of media.list())
    for (const { key } of objects) files.set(key, (await media.get(key)).toString('base64'));
  return files;
}

let source: TestContext;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ladder-backup-test-'));
  dirs.push(dir);
  return dir;
};
const emptyStore = () => localMediaStore(tempDir(), () => null);
let file: string;
let posts: { id: string }[];

beforeAll(async () => {
  source = await createTestApp();
  const people = await Promise.all([member(source), member(source), member(source)]);
  const post = async (headers: Headers, content: string, color: string) => {
    const created = (
      await source.app.inject({ method: 'POST', url: '/api/v1/posts', headers, payload: { content } })
    ).json<{ id: string }>();
    const uploaded = await uploadFiles(source, headers, `posts/${created.id}`, [
      { name: 'photo.jpg', type: 'image/jpeg', body: await photo(color) },
    ]);
    expect(uploaded.statusCode).toBe(200);
    return created;
  };
  posts = [
    await post(people[0].headers, 'Bước đầu tiên trên nấc thang #career', '#3366cc'),
    await post(people[1].headers, 'Second rung, with a photo', '#cc6633'),
  ];
  for (const fan of people)
    for (const { id } of posts) {
      const liked = await source.app.inject({
        method: 'PUT',
        url: `/api/v1/post-interactions/${id}`,
        headers: fan.headers,
        payload: { liked: true },
      });
      expect(liked.statusCode).toBe(200);
    }
  file = path.join(tempDir(), 'ladder.backup');
});

afterAll(async () => {
  await source.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores into an empty database and media store the same rows and the same media bytes', async () => {
    const report = await backup(source.database.db, source.app.media, file);
    expect(report.tables.users).toBe(3);
    expect(report.media).toBeGreaterThanOrEqual(4); // two photos and their thumbnails
    const target = await createTestDatabase();
    const targetMedia = emptyStore();
    try {
      expect(await restore(target.db, targetMedia, file)).toEqual(report);
      expect(await counts(target.db)).toEqual(await counts(source.database.db));
      expect(await mediaBytes(targetMedia)).toEqual(await mediaBytes(source.app.media));
      const spot = (db: DbOrTx) =>
        queryRows(
          db,
          sql`select u.email, u.hashed_password, p.content, p.hashtags, p.created_at::text, p.total_post_likes,
                (select array_agg(m.key order by m.key) from post_media m where m.post_id = p.id) as media
              from posts p join users u on u.id = p.user_id where p.id = ${posts[0]?.id}`,
        );
      const [restored] = await spot(target.db);
      expect(restored).toMatchObject({ content: 'Bước đầu tiên trên nấc thang #career', total_post_likes: 3 });
      expect(restored).toEqual((await spot(source.database.db))[0]);
    } finally {
      await target.close();
    }
  });

  it('refuses a database with members, a file cut short or not a backup, and leaves nothing behind', async () => {
    await backup(source.database.db, source.app.media, file);
    await expect(restore(source.database.db, emptyStore(), file)).rejects.toThrow(/already has members/);

    const lines = gunzipSync(readFileSync(file)).toString().split('\n');
    const cut = path.join(tempDir(), 'cut.backup');
    writeFileSync(cut, gzipSync(lines.slice(0, -3).join('\n')));
    const notBackup = path.join(tempDir(), 'other.backup');
    writeFileSync(notBackup, gzipSync('{"hello":"world"}\n'));
    const target = await createTestDatabase();
    const targetMedia = emptyStore();
    try {
      const before = await counts(target.db);
      await expect(restore(target.db, targetMedia, cut)).rejects.toThrow(BackupError);
      await expect(restore(target.db, targetMedia, notBackup)).rejects.toThrow(BackupError);
      expect(await counts(target.db)).toEqual(before);
      expect((await mediaBytes(targetMedia)).size).toBe(0);
      // The database is still usable as restore left it: a whole backup goes in afterwards.
      await restore(target.db, targetMedia, file);
      expect((await counts(target.db)).users).toBe(3);
    } finally {
      await target.close();
    }
  });

  it('npm run cli runs the compiled CLI from the repository root: a relative DATA_DIR is the one npm start uses', async () => {
    await backup(source.database.db, source.app.media, file);
    const dataDir = path.join('.tmp', `cli-restore-${randomUUID()}`);
    dirs.push(path.join(root, dataDir));
    let target: (Database & { url?: string }) | undefined = await createTestDatabase();
    const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    // On PostgreSQL the CLI restores into a fresh test database; on PGlite, into DATA_DIR/db.
    if (target.url) env.DATABASE_URL = target.url;
    else {
      await target.close();
      target = undefined;
    }
    try {
      const run = spawnSync('npm', ['run', '--silent', 'cli', '--', 'restore', file], {
        cwd: root,
        env,
        encoding: 'utf8',
      });
      expect({ status: run.status, stderr: run.stderr }).toMatchObject({ status: 0 });
      expect(run.stdout).toMatch(/^Restored \d+ rows in \d+ tables, \d+ media files from /);
      const keys = [...(await mediaBytes(source.app.media)).keys()];
      for (const key of keys) expect(existsSync(path.join(root, dataDir, 'media', key))).toBe(true);
      const restored = target ?? (await openDatabase({ kind: 'pglite', dataDir: path.join(root, dataDir, 'db') }));
      try {
        expect((await counts(restored.db)).likes).toBe((await counts(source.database.db)).likes);
      } finally {
        if (!target) await restored.close();
      }
    } finally {
      await target?.close();
    }
  }, 180_000);

  it('leaves out members’ data exports, rows and archives (made again on request)', async () => {
    const asker = await member(source);
    await source.app.inject({ method: 'POST', url: '/api/v1/users/current/me/export', headers: asker.headers });
    await source.app.runHourlyWork();
    const ready = await queryRows<{ key: string }>(
      source.database.db,
      sql`select archive_key as key from data_exports where user_id = ${asker.user.id}::uuid and status = 'ready'`,
    );
    expect(ready).toEqual([{ key: expect.stringMatching(/\/exports\//) }]);
    const exportsFile = path.join(tempDir(), 'without-exports.backup');
    const report = await backup(source.database.db, source.app.media, exportsFile);
    expect(report.tables.data_exports).toBe(0);
    const text = gunzipSync(readFileSync(exportsFile)).toString();
    expect(text).toContain('["table","data_exports"');
    expect(text).not.toContain(ready[0]?.key ?? '');
    expect(text).not.toContain('/exports/');
  });
});
