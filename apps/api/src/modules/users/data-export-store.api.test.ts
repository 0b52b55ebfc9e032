import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { execFileSync } from 'node:child_process';
import { closeSync, constants, existsSync, mkdirSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { utimesSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { mediaDrift } from '../../../test/reliability/invariants';
import { api } from '../../../test/reliability/world';
import { sweepOrphanMedia } from '../../storage/media-sweep';
import { callApi, uploadFiles, useTestApp, type Headers } from '../../../test/helper';
import { member } from '../../../test/factories';
import { until } from '../../../test/until';

// A member's archive is built as a stream outside any transaction, kept in the media store and
// streamed to them (docs/decisions/0039); on both databases (TEST_DB). A stored file made a FIFO
// holds the build on its read, for as long as the test wants: a real slow read, no mock.
const ctx = useTestApp({ ACCOUNT_DELETION_GRACE_DAYS: '0' });

const mediaRoot = () => path.join(ctx.config.dataDir, 'media');
const fileOf = (key: string) => path.join(mediaRoot(), ...key.split('/'));
const ask = (headers: Headers) => callApi(ctx, 'POST', '/users/current/me/export', headers);
const statusOf = async (headers: Headers) =>
  (await callApi(ctx, 'GET', '/users/current/me/export', headers)).json<{ status: string } | null>()?.status;
const rowsOf = (userId: string) =>
  queryRows<{ id: string; status: string; archive_key: string | null; has_bytes: boolean; size: number | null }>(
    ctx.database.db,
    sql`select id, status, archive_key, archive is not null as has_bytes, size from data_exports
        where user_id = ${userId}::uuid order by created_at`,
  );

/** A member with one post whose image is the `post/{id}/...` key answered. */
async function memberWithImage() {
  const me = await member(ctx);
  const jpeg = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#345678' } })
    .jpeg()
    .toBuffer();
  const post = await api(ctx, 'POST', '/posts', me.headers, { content: 'Slow to read' });
  await uploadFiles(ctx, me.headers, `posts/${String(post.id)}`, [{ name: 'a.jpg', type: 'image/jpeg', body: jpeg }]);
  const [media] = await queryRows<{ key: string }>(
    ctx.database.db,
    sql`select key from post_media where post_id = ${String(post.id)}::uuid`,
  );
  return { me, key: media?.key ?? '', jpeg };
}

/** Makes the stored file a FIFO; answers its write end once a build is blocked reading it. */
async function holdRead(key: string): Promise<number> {
  rmSync(fileOf(key));
  execFileSync('mkfifo', [fileOf(key)]);
  let fd = -1;
  // Opening a FIFO's write end without blocking fails (ENXIO) until a reader has it open.
  await until(() => {
    try {
      fd = openSync(fileOf(key), constants.O_WRONLY | constants.O_NONBLOCK);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'ENXIO') return false;
      throw error;
    }
  });
  return fd;
}

function release(fd: number, bytes: Buffer) {
  writeSync(fd, bytes);
  closeSync(fd);
}

describe('an archive of one’s data, in the media store', () => {
  it('is built with no transaction open while media are read, stored as a file and streamed', async () => {
    const { me, key, jpeg } = await memberWithImage();
    const held = holdRead(key);
    expect((await ask(me.headers)).statusCode).toBe(202);
    const fd = await held;
    try {
      // The build waits on the read: its claim is committed, and no lock holds the member's export.
      const [row] = await queryRows<{ attempts: number; claimed: boolean }>(
        ctx.database.db,
        sql`select attempts, claimed_at is not null as claimed from data_exports
            where user_id = ${me.user.id}::uuid for update nowait`,
      );
      expect(row).toEqual({ attempts: 1, claimed: true });
      expect(await statusOf(me.headers)).toBe('pending');
    } finally {
      release(fd, jpeg);
    }
    await until(async () => (await statusOf(me.headers)) === 'ready');
    // The FIFO becomes the file it stood for again (writing to a FIFO would wait for a reader).
    rmSync(fileOf(key));
    writeFileSync(fileOf(key), jpeg);

    const [ready] = await rowsOf(me.user.id);
    expect(ready).toMatchObject({
      has_bytes: false,
      archive_key: expect.stringMatching(`^users/${me.user.id}/exports/`),
    });
    const stored = fileOf(ready?.archive_key ?? '');
    expect(statSync(stored).size).toBe(ready?.size);
    // Nobody fetches it by its key, however spelled: only the member's download serves it; the
    // same route serves the post's image.
    const atMedia = async (spelled: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/media/${spelled}` })).statusCode;
    expect(await atMedia(key)).toBe(200);
    const archiveKey = ready?.archive_key ?? '';
    for (const spelled of [
      archiveKey,
      archiveKey.replace('/exports/', '/%65xports/'),
      archiveKey.replaceAll('/', '%2F'),
    ])
      expect(await atMedia(spelled)).toBe(404);

    const download = await callApi(ctx, 'GET', '/users/current/me/export/download', me.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject({
      'content-type': 'application/zip',
      'content-length': String(ready?.size),
      'content-disposition': 'attachment; filename="ladder-data.zip"',
    });
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Buffer.from(files[`media/${key}`] ?? [])).toEqual(jpeg);
    expect(strFromU8(files['profile.json'] ?? new Uint8Array())).toContain(me.user.email);
    expect(await mediaDrift(ctx)).toEqual({ orphanFiles: [], missingFiles: [] });
  });

  it('replaces the previous archive’s file, and the orphan sweep keeps the newest', async () => {
    const me = await member(ctx);
    await ask(me.headers);
    await until(async () => (await statusOf(me.headers)) === 'ready');
    const [first] = await rowsOf(me.user.id);
    await ask(me.headers);
    // The hourly work's pass runs after the one the request started, which removes the old file.
    await ctx.app.runHourlyWork();
    expect(await rowsOf(me.user.id)).toEqual([expect.objectContaining({ status: 'ready' })]);
    const rows = await rowsOf(me.user.id);
    expect(rows[0]?.id).not.toBe(first?.id);
    expect(existsSync(fileOf(first?.archive_key ?? ''))).toBe(false);
    expect(readdirSync(path.join(mediaRoot(), 'users', me.user.id, 'exports'))).toEqual([
      path.basename(rows[0]?.archive_key ?? ''),
    ]);
    await sweepOrphanMedia({ db: ctx.database.db, media: ctx.app.media, log: ctx.app.log, graceMs: 0 });
    expect(existsSync(fileOf(rows[0]?.archive_key ?? ''))).toBe(true);
    expect(await mediaDrift(ctx)).toEqual({ orphanFiles: [], missingFiles: [] });
  });

  it('is dropped with its file, and mails nobody, when the member is erased during the build', async () => {
    const { me, key, jpeg } = await memberWithImage();
    const held = holdRead(key);
    await ask(me.headers);
    const fd = await held;
    try {
      const erased = await callApi(ctx, 'POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
      expect(erased.json()).toMatchObject({ deletion_due_at: null });
    } finally {
      release(fd, jpeg);
    }
    // The hourly work's pass waits for the one in progress.
    await ctx.app.runHourlyWork();
    expect(existsSync(path.join(mediaRoot(), 'users', me.user.id))).toBe(false);
    expect(readdirSync(path.join(ctx.config.dataDir, 'exports'))).toEqual([]);
    const mail = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from mail_outbox where to_address = ${me.user.email}`,
    );
    expect(mail).toEqual([{ n: 0 }]);
    expect(ctx.mailbox.to(me.user.email)).toEqual([]);
    expect(await mediaDrift(ctx)).toEqual({ orphanFiles: [], missingFiles: [] });
  });

  it('is built again once a crashed build’s lease is over, never while a live build holds it', async () => {
    const me = await member(ctx);
    const [row] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`insert into data_exports (id, user_id, attempts, claimed_at)
          values (ladder_uuid_v7(), ${me.user.id}::uuid, 1, now()) returning id`,
    );
    // What a crashed build left half written, untouched since.
    const tmp = path.join(ctx.config.dataDir, 'exports');
    mkdirSync(tmp, { recursive: true });
    writeFileSync(path.join(tmp, 'left-by-a-crash.zip'), 'PK');
    utimesSync(path.join(tmp, 'left-by-a-crash.zip'), new Date('2026-01-01'), new Date('2026-01-01'));
    await ctx.app.runHourlyWork();
    expect(await rowsOf(me.user.id)).toEqual([expect.objectContaining({ status: 'pending', archive_key: null })]);
    expect(readdirSync(tmp)).toEqual([]);

    await ctx.database.db.execute(
      sql`update data_exports set claimed_at = now() - interval '1 day' where id = ${row?.id ?? ''}::uuid`,
    );
    await ctx.app.runHourlyWork();
    expect(await rowsOf(me.user.id)).toEqual([expect.objectContaining({ status: 'ready', has_bytes: false })]);
  });

  it('serves an archive an earlier release kept in its row', async () => {
    const me = await member(ctx);
    const bytes = Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000'), 'latin1');
    await ctx.database.db.execute(
      sql`insert into data_exports (id, user_id, status, archive, size, ready_at)
          values (ladder_uuid_v7(), ${me.user.id}::uuid, 'ready', ${bytes}, ${bytes.length}, now())`,
    );
    const download = await callApi(ctx, 'GET', '/users/current/me/export/download', me.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(Buffer.from(download.rawPayload)).toEqual(bytes);
  });
});
