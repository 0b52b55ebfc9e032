import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { api } from '../../../test/reliability/world';
import { callApi, uploadFiles, type ApiCall, useTestApp } from '../../../test/helper';
import { member, newIndustry, pickSkills, trackBody } from '../../../test/factories';
import { chosenColumns } from './member-columns';

// A member downloads their data as one archive (docs/api/people-and-career-tracks.md
// "Downloading one's data"); on both databases (TEST_DB).
const ctx = useTestApp();

const call = (...args: ApiCall) => callApi(ctx, ...args);

const statusOf = async (headers: Record<string, string>) =>
  (await call('GET', '/users/current/me/export', headers)).json<{ status: string } | null>()?.status;

describe('downloading one’s data', () => {
  it('builds the archive in the background, mails the member, and offers it to them alone', async () => {
    const me = await member(ctx, { name: 'Phạm Thu Hà' });
    const other = await member(ctx);
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const photo = await uploadFiles(ctx, me.headers, `users/${me.user.id}/profile_photo`, [
      { name: 'me.jpg', type: 'image/jpeg', body: jpeg },
    ]);
    const photoKey = new URL(photo.json<{ photo_path: string }>().photo_path).pathname.replace(/^\/media\//, '');
    const post = await api(ctx, 'POST', '/posts', me.headers, { content: 'Hành trình của tôi #ladder' });
    await uploadFiles(ctx, me.headers, `posts/${String(post.id)}`, [{ name: 'a.jpg', type: 'image/jpeg', body: jpeg }]);
    const theirs = await api(ctx, 'POST', '/posts', other.headers, { content: 'Someone else' });
    await api(ctx, 'PUT', `/post-interactions/${String(theirs.id)}`, me.headers, { liked: true });
    await api(ctx, 'POST', `/post-comments/${String(theirs.id)}`, me.headers, { comment: 'Rất hay' });
    await api(ctx, 'POST', `/users/current/me/follow-user?user_id=${other.user.id}`, me.headers);
    const skills = await pickSkills(ctx);
    const industry = await newIndustry(ctx);
    await api(ctx, 'POST', '/career-tracks', me.headers, trackBody(industry.id, skills, { title: 'Data lead' }));

    expect(await statusOf(me.headers)).toBeUndefined();
    const asked = await call('POST', '/users/current/me/export', me.headers);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'pending', size: null, ready_at: null });
    await expect.poll(() => statusOf(me.headers), { timeout: 30_000 }).toBe('ready');
    await expect
      .poll(() => ctx.mailbox.to(me.user.email).map((mail) => mail.subject), { timeout: 30_000 })
      .toContain('Your Ladder data is ready to download');

    // Nobody else sees or downloads it.
    expect((await call('GET', '/users/current/me/export', other.headers)).json()).toBeNull();
    expect((await call('GET', '/users/current/me/export/download', other.headers)).statusCode).toBe(404);
    expect((await call('GET', '/users/current/me/export/download')).statusCode).toBe(401);

    const download = await call('GET', '/users/current/me/export/download', me.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as unknown;
    expect(json('profile.json')).toMatchObject({ id: me.user.id, email: me.user.email, name: 'Phạm Thu Hà' });
    expect(json('profile.json')).not.toHaveProperty('hashed_password');
    // Exactly the columns chosen for the download: the account's own state (deletion_due_at) stays out.
    expect(Object.keys(json('profile.json') as object).sort()).toEqual(chosenColumns('exported').sort());
    expect(chosenColumns('exported')).not.toContain('deletion_due_at');
    // Their post, and the post their shared track published.
    const posts = json('posts.json') as { content: string; media: { file: string; kind: string }[] }[];
    expect(posts.map((row) => row.content).sort()).toEqual(['Data lead', 'Hành trình của tôi #ladder']);
    const mediaFile = posts.find((row) => row.media.length > 0)?.media[0]?.file ?? '';
    expect(json('comments.json')).toEqual([expect.objectContaining({ comment: 'Rất hay', post_id: theirs.id })]);
    expect(json('likes_saves_shares.json')).toEqual([expect.objectContaining({ post_id: theirs.id, liked: true })]);
    expect(json('follows.json')).toMatchObject({ people: [{ username: other.user.username }], followers: [] });
    expect(json('career_tracks.json')).toEqual([expect.objectContaining({ title: 'Data lead' })]);
    // Their photo and their post's media, byte for byte as stored.
    const stored = (key: string) => readFileSync(path.join(ctx.config.dataDir, 'media', ...key.split('/')));
    expect(Buffer.from(files[`media/${photoKey}`] ?? [])).toEqual(stored(photoKey));
    expect(Buffer.from(files[mediaFile] ?? [])).toEqual(stored(mediaFile.replace(/^media\//, '')));
  });

  it('answers the export still being built instead of starting a second', async () => {
    const me = await member(ctx);
    const answers = await Promise.all([
      call('POST', '/users/current/me/export', me.headers),
      call('POST', '/users/current/me/export', me.headers),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    await expect.poll(() => statusOf(me.headers), { timeout: 30_000 }).toBe('ready');
    // Only the newest archive is kept.
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from data_exports where user_id = ${me.user.id}::uuid`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('tries a failed build again in the hourly work, and gives up after three attempts', async () => {
    const me = await member(ctx);
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#abcdef' } })
      .jpeg()
      .toBuffer();
    const post = await api(ctx, 'POST', '/posts', me.headers, { content: 'A file goes missing' });
    await uploadFiles(ctx, me.headers, `posts/${String(post.id)}`, [{ name: 'a.jpg', type: 'image/jpeg', body: jpeg }]);
    // The stored file is lost: the archive cannot be built.
    rmSync(path.join(ctx.config.dataDir, 'media', 'posts', String(post.id)), { recursive: true });
    await call('POST', '/users/current/me/export', me.headers);
    const attempts = async () =>
      (
        await queryRows<{ attempts: number; status: string }>(
          ctx.database.db,
          sql`select attempts, status from data_exports where user_id = ${me.user.id}::uuid`,
        )
      )[0];
    await expect.poll(attempts, { timeout: 30_000 }).toEqual({ attempts: 1, status: 'pending' });
    await ctx.app.runHourlyWork();
    expect(await attempts()).toEqual({ attempts: 2, status: 'pending' });
    await ctx.app.runHourlyWork();
    expect(await attempts()).toEqual({ attempts: 3, status: 'failed' });
    expect(await statusOf(me.headers)).toBe('failed');
    expect((await call('GET', '/users/current/me/export/download', me.headers)).statusCode).toBe(404);
  });
});
