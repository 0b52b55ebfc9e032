import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { callApi, uploadFiles, useTestApp } from '../../test/helper';
import { member, newIndustry, pickSkills, trackBody } from '../../test/factories';
import { recoverInterruptedUploads, sweepOrphanMedia } from './media-sweep';

const ctx = useTestApp();

const fileOf = (key: string) => path.join(ctx.config.dataDir, 'media', ...key.split('/'));
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f78e0' } })
    .png()
    .toBuffer();
const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
const logged: string[] = [];
const log = {
  info: () => undefined,
  warn: () => undefined,
  error: (fields: { keys?: string[] }, message: string) => logged.push(`${message} ${fields.keys?.join(',') ?? ''}`),
} as unknown as Parameters<typeof sweepOrphanMedia>[0]['log'];

async function postWithImage() {
  const author = await member(ctx);
  const post = (await callApi(ctx, 'POST', '/posts', author.headers, { content: 'With a photo' })).json<{
    id: string;
  }>();
  const upload = await uploadFiles(ctx, author.headers, `posts/${post.id}`, [
    { name: 'a.png', type: 'image/png', body: await png() },
  ]);
  expect(upload.statusCode).toBe(200);
  const url = new URL(upload.json<{ media_files: { url: string }[] }>().media_files[0]?.url ?? '');
  return { author, post, key: url.pathname.replace(/^\/media\//, '') };
}

describe('15. no stored file without a row', () => {
  it('deleting a career track removes the files of its post', async () => {
    const author = await member(ctx);
    const track = (
      await callApi(
        ctx,
        'POST',
        '/career-tracks',
        author.headers,
        trackBody((await newIndustry(ctx)).id, await pickSkills(ctx)),
      )
    ).json<{ id: string; post_id: string }>();
    const upload = await uploadFiles(ctx, author.headers, `posts/${track.post_id}`, [
      { name: 'ladder.png', type: 'image/png', body: await png() },
    ]);
    expect(upload.statusCode).toBe(200);
    const key = new URL(upload.json<{ media_files: { url: string }[] }>().media_files[0]?.url ?? '').pathname.slice(7);
    expect(existsSync(fileOf(key))).toBe(true);
    expect((await callApi(ctx, 'DELETE', `/career-tracks/${track.id}`, author.headers)).statusCode).toBe(204);
    expect(existsSync(fileOf(key))).toBe(false);
  });

  it('the sweep removes files no row names once past the grace period; fresh and named ones stay', async () => {
    const { key: named } = await postWithImage();
    const old = `posts/${randomUUID()}/${randomUUID()}.jpg`;
    const fresh = `posts/${randomUUID()}/${randomUUID()}.jpg`;
    await ctx.app.media.put(old, Buffer.from('left by a crash'), 'image/jpeg');
    await ctx.app.media.put(fresh, Buffer.from('an upload still committing'), 'image/jpeg');
    for (const key of [old, named]) utimesSync(fileOf(key), twoHoursAgo, twoHoursAgo);

    const result = await sweepOrphanMedia({ db: ctx.database.db, media: ctx.app.media, log });
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(existsSync(fileOf(old))).toBe(false);
    expect(existsSync(fileOf(fresh))).toBe(true);
    expect(existsSync(fileOf(named))).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/media/${named}` })).statusCode).toBe(200);
  });

  it('a certificate’s file and a piece of evidence’s file are named by their rows: the sweep keeps them', async () => {
    const me = await member(ctx);
    const item = (
      await callApi(ctx, 'POST', '/users/current/me/profile-items', me.headers, {
        kind: 'certificate',
        title: 'Swept certificate',
        organization: 'Issuer',
        start_month: '2024-01',
        visibility: 'public',
      })
    ).json<{ id: string }>();
    const skillId = (await pickSkills(ctx)).tool_and_tech[0] ?? '';
    await callApi(ctx, 'POST', '/users/current/me/skills', me.headers, { skill_id: skillId, level: 'Expert' });
    const keyOf = (url: string | undefined) => new URL(url ?? '').pathname.replace(/^\/media\//, '');
    const certificate = await uploadFiles(ctx, me.headers, `users/${me.user.id}/profile-items/${item.id}/file`, [
      { name: 'a.png', type: 'image/png', body: await png() },
    ]);
    const evidence = await uploadFiles(ctx, me.headers, `users/${me.user.id}/skills/${skillId}/evidence`, [
      { name: 'b.png', type: 'image/png', body: await png() },
    ]);
    const named = [
      keyOf(certificate.json<{ file?: { url: string } }>().file?.url),
      keyOf(evidence.json<{ url?: string }>().url),
    ];
    const unnamed = [
      `users/${me.user.id}/certificates/${randomUUID()}.pdf`,
      `users/${me.user.id}/evidence/${randomUUID()}.png`,
    ];
    for (const key of unnamed) await ctx.app.media.put(key, Buffer.from('left by a crash'), 'application/pdf');
    for (const key of [...named, ...unnamed]) utimesSync(fileOf(key), twoHoursAgo, twoHoursAgo);

    await sweepOrphanMedia({ db: ctx.database.db, media: ctx.app.media, log });
    expect(named.map((key) => existsSync(fileOf(key)))).toEqual([true, true]);
    expect(unnamed.map((key) => existsSync(fileOf(key)))).toEqual([false, false]);
  });

  it('a deletion that fails is logged with its keys', async () => {
    const { author, post, key } = await postWithImage();
    // Something else stands where the file was (a real failure: rm refuses a directory).
    rmSync(fileOf(key));
    mkdirSync(path.join(fileOf(key), 'blocker'), { recursive: true });
    const logs: string[] = [];
    const previous = ctx.app.log.error.bind(ctx.app.log);
    ctx.app.log.error = ((fields: { keys?: string[] }, message: string) => {
      logs.push(`${message} ${fields.keys?.join(',') ?? ''}`);
    }) as typeof ctx.app.log.error;
    try {
      expect((await callApi(ctx, 'DELETE', `/posts/${post.id}`, author.headers)).statusCode).toBe(204);
    } finally {
      ctx.app.log.error = previous;
    }
    expect(logs.some((line) => line.includes('could not be deleted') && line.includes(key))).toBe(true);
  });

  it('at start, a killed process journal is settled: named files stay, the others and the journal go', async () => {
    const { key: named } = await postWithImage();
    // A committed upload leaves nothing in the journal, not even a folder.
    const incoming = path.join(ctx.config.dataDir, 'media', '.incoming');
    const journaled = readdirSync(incoming).flatMap((owner) => readdirSync(path.join(incoming, owner)));
    expect(journaled.filter((name) => name.startsWith(named.replaceAll('/', '~')) || !name.includes('~'))).toEqual([]);
    const unnamed = `posts/${randomUUID()}/${randomUUID()}.jpg`;
    const half = `posts/${randomUUID()}/${randomUUID()}.jpg`;
    const young = `posts/${randomUUID()}/${randomUUID()}.jpg`;
    // A process that is gone (it ran and exited), and one that is running (our parent).
    const gone = `${spawnSync('true').pid}@${hostname()}@${randomUUID()}`;
    const running = `${process.ppid}@${hostname()}@${randomUUID()}`;
    const journal = (owner: string, key: string) => path.join(incoming, owner, key.replaceAll('/', '~'));
    const write = (file: string, body: string) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, body);
    };
    // Killed after storing (committed or not), and while writing a body never renamed to its key.
    write(journal(gone, unnamed), '');
    write(fileOf(unnamed), 'stored, never committed');
    write(journal(gone, named), '');
    write(journal(gone, half), '');
    write(`${journal(gone, half)}.part`, 'half a fi');
    write(journal(running, young), '');

    expect(await recoverInterruptedUploads({ db: ctx.database.db, media: ctx.app.media, log })).toEqual({
      interrupted: 3,
      removed: 2,
    });
    expect(existsSync(fileOf(named))).toBe(true);
    expect(existsSync(fileOf(unnamed))).toBe(false);
    expect(existsSync(path.join(incoming, gone))).toBe(false);
    expect(existsSync(journal(running, young))).toBe(true);
  });
});
