import { sql } from 'drizzle-orm';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database, type DbOrTx } from '../db/client';
import { isExportKey, localMediaStore, type MediaStore } from '../storage/media-store';
import { createTestApp, createTestDatabase, uploadFiles, type Headers, type TestContext } from '../../test/helper';
import { member } from '../../test/factories';
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

/** Tables a backup writes empty: made again on request, or live secrets and mail (docs/operations.md). */
const LEFT_OUT = ['data_exports', 'mail_outbox', 'oauth_requests', 'one_time_tokens', 'sessions'];
const withoutLeftOut = (all: Record<string, number>) =>
  Object.fromEntries(Object.entries(all).map(([name, n]) => [name, LEFT_OUT.includes(name) ? 0 : n]));
const modeOf = (file: string) => statSync(file).mode & 0o777;

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
  // Told before the backup, or the source's instance would tell them while the test compares.
  await source.app.likeTelling.idle();
  file = path.join(tempDir(), 'ladder.backup');
});

afterAll(async () => {
  await source.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores into an empty database and media store the same rows and the same media bytes', async () => {
    // A file left by a backup that died, readable by all: the new backup does not inherit it.
    writeFileSync(`${file}.partial`, 'stale', { mode: 0o644 });
    let partialMode: number | undefined;
    const watched: MediaStore = {
      ...source.app.media,
      list: () => {
        partialMode = modeOf(`${file}.partial`);
        return source.app.media.list();
      },
    };
    const report = await backup(source.database.db, watched, file);
    expect(report.tables.users).toBe(3);
    expect(report.media).toBeGreaterThanOrEqual(4); // two photos and their thumbnails
    // Only the owner reads a backup, and the file being written, from its first byte.
    expect({ file: modeOf(file), partial: partialMode }).toEqual({ file: 0o600, partial: 0o600 });
    const target = await createTestDatabase();
    const targetMedia = emptyStore();
    try {
      expect(await restore(target.db, targetMedia, file)).toEqual(report);
      expect(await counts(target.db)).toEqual(withoutLeftOut(await counts(source.database.db)));
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
    const notGzip = path.join(tempDir(), 'text.backup');
    writeFileSync(notGzip, 'just some text\n');
    const target = await createTestDatabase();
    const targetMedia = emptyStore();
    try {
      const before = await counts(target.db);
      await expect(restore(target.db, targetMedia, cut)).rejects.toThrow(BackupError);
      await expect(restore(target.db, targetMedia, notBackup)).rejects.toThrow(BackupError);
      await expect(restore(target.db, targetMedia, notGzip)).rejects.toThrow('This file is not a Ladder backup.');
      await expect(restore(target.db, targetMedia, `${notGzip}.missing`)).rejects.toThrow(/cannot be read \(ENOENT\)/);
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
    // An encrypted backup: LADDER_BACKUP_PASSPHRASE reaches restore through the CLI.
    const sealed = path.join(tempDir(), 'cli.backup');
    await backup(source.database.db, source.app.media, sealed, { passphrase: 'cli passphrase 0123456789' });
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
    const cli = (passphrase: string) =>
      spawnSync('npm', ['run', '--silent', 'cli', '--', 'restore', sealed], {
        cwd: root,
        env: { ...env, LADDER_BACKUP_PASSPHRASE: passphrase },
        encoding: 'utf8',
      });
    try {
      const wrong = cli('not the cli passphrase');
      // One clear line (after the compiler's, when the CLI was stale), no stack.
      expect({ status: wrong.status, last: wrong.stderr.trim().split('\n').at(-1) }).toEqual({
        status: 1,
        last: 'The backup passphrase (LADDER_BACKUP_PASSPHRASE) is wrong: nothing was restored.',
      });
      expect(wrong.stderr).not.toMatch(/^\s+at /m);
      const run = cli('cli passphrase 0123456789');
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

describe('what a backup keeps secret', () => {
  const PASSPHRASE = 'correct horse battery staple 2026';

  it('leaves out sessions, unsent mail and live one-time links', async () => {
    const asker = await member(source);
    // A live password-reset link, and a mail that could not go yet.
    const recovery = await source.app.inject({
      method: 'POST',
      url: `/api/v1/password-recovery/${encodeURIComponent(asker.user.email)}`,
    });
    expect(recovery.statusCode).toBe(200);
    // The link is made after the answer is sent (docs/api/conventions.md): wait for it.
    await source.app.mailer.idle();
    await source.database.db.execute(
      sql`insert into mail_outbox (id, to_address, subject, text_body, html_body, next_attempt_at)
          values (${randomUUID()}::uuid, ${'unsent-mail@example.com'}, 'Later', 'Unsent body', '<p>Unsent body</p>', now() + interval '1 day')`,
    );
    const before = await counts(source.database.db);
    for (const table of ['sessions', 'one_time_tokens', 'mail_outbox']) expect(before[table], table).toBeGreaterThan(0);
    const [token] = await queryRows<{ token_hash: string }>(
      source.database.db,
      sql`select token_hash from one_time_tokens where user_id = ${asker.user.id}::uuid`,
    );
    const secretsFile = path.join(tempDir(), 'secrets.backup');
    const report = await backup(source.database.db, source.app.media, secretsFile);
    for (const table of LEFT_OUT) expect(report.tables[table], table).toBe(0);
    const text = gunzipSync(readFileSync(secretsFile)).toString();
    expect(text).toContain('["table","sessions"');
    expect(text).not.toContain(token?.token_hash ?? 'no token');
    expect(text).not.toContain('unsent-mail@example.com');

    const target = await createTestDatabase();
    try {
      await restore(target.db, emptyStore(), secretsFile);
      const restored = await counts(target.db);
      expect(restored).toEqual(withoutLeftOut(before));
    } finally {
      await target.close();
    }
  });

  it('encrypts with a passphrase: no plaintext, restored only with that passphrase', async () => {
    const sealed = path.join(tempDir(), 'sealed.backup');
    const report = await backup(source.database.db, source.app.media, sealed, { passphrase: PASSPHRASE });
    expect(modeOf(sealed)).toBe(0o600);
    const bytes = readFileSync(sealed);
    const [someone] = await queryRows<{ email: string }>(source.database.db, sql`select email from users limit 1`);
    expect(bytes.includes('ladder-backup')).toBe(false);
    expect(bytes.includes(someone?.email ?? 'no member')).toBe(false);
    expect(bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false); // not a gzip stream
    expect(() => gunzipSync(bytes)).toThrow();

    const target = await createTestDatabase();
    const targetMedia = emptyStore();
    try {
      const before = await counts(target.db);
      await expect(restore(target.db, targetMedia, sealed)).rejects.toThrow(/encrypted.*LADDER_BACKUP_PASSPHRASE/);
      await expect(restore(target.db, targetMedia, sealed, { passphrase: `${PASSPHRASE}!` })).rejects.toThrow(
        /passphrase .*wrong/,
      );
      // A plain backup is refused where a passphrase is expected: it could have been swapped in.
      const plain = path.join(tempDir(), 'plain.backup');
      await backup(source.database.db, source.app.media, plain);
      await expect(restore(target.db, targetMedia, plain, { passphrase: PASSPHRASE })).rejects.toThrow(/not encrypted/);
      expect(await counts(target.db)).toEqual(before);
      expect((await mediaBytes(targetMedia)).size).toBe(0);

      expect(await restore(target.db, targetMedia, sealed, { passphrase: PASSPHRASE })).toEqual(report);
      expect(await counts(target.db)).toEqual(withoutLeftOut(await counts(source.database.db)));
      const kept = [...(await mediaBytes(source.app.media))].filter(([key]) => !isExportKey(key));
      expect(await mediaBytes(targetMedia)).toEqual(new Map(kept));
    } finally {
      await target.close();
    }
  }, 120_000);

  it('refuses an encrypted file cut short or altered, and restores nothing of it', async () => {
    const sealed = path.join(tempDir(), 'whole.backup');
    await backup(source.database.db, source.app.media, sealed, { passphrase: PASSPHRASE });
    const bytes = readFileSync(sealed);
    const variant = (name: string, content: Buffer) => {
      const variantFile = path.join(tempDir(), name);
      writeFileSync(variantFile, content);
      return variantFile;
    };
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length * 0.9)]! ^= 0x01; // in the media, after every row
    const broken = [
      variant('cut-end.backup', bytes.subarray(0, bytes.length - 7)),
      variant('cut-half.backup', bytes.subarray(0, Math.floor(bytes.length / 2))),
      variant('flipped.backup', flipped),
      variant('header-only.backup', bytes.subarray(0, 80)),
      variant('longer.backup', Buffer.concat([bytes, Buffer.from('more')])),
    ];
    const target = await createTestDatabase();
    const targetMedia = emptyStore();
    try {
      const before = await counts(target.db);
      for (const brokenFile of broken) {
        await expect(
          restore(target.db, targetMedia, brokenFile, { passphrase: PASSPHRASE }),
          brokenFile,
        ).rejects.toThrow(/incomplete \(cut short or altered\): nothing was restored/);
        expect(await counts(target.db), brokenFile).toEqual(before);
        expect((await mediaBytes(targetMedia)).size, brokenFile).toBe(0);
      }
    } finally {
      await target.close();
    }
  }, 120_000);
});
