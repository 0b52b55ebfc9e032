import { sql } from 'drizzle-orm';
import { textArray, uuidArray } from '../../db/arrays';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { counterDrift, mediaDrift } from '../../../test/reliability/invariants';
import { api } from '../../../test/reliability/world';
import { callApi, createTestApp, login, uploadFiles, type ApiCall, type TestContext } from '../../../test/helper';
import { member, newIndustry, pickSkills, trackBody, type Member } from '../../../test/factories';
import { until } from '../../../test/until';

// docs/decisions/0033-erasing-an-account.md; on both databases (TEST_DB).
let ctx: TestContext;
let atOnce: TestContext;
let jpeg: Buffer;
beforeAll(async () => {
  [ctx, atOnce] = await Promise.all([createTestApp(), createTestApp({ ACCOUNT_DELETION_GRACE_DAYS: '0' })]);
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7a5b' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await Promise.all([ctx.close(), atOnce.close()]);
});

const call = (...args: ApiCall) => callApi(ctx, ...args);
const DAY_MS = 24 * 3600 * 1000;

/** A member with a unique name, headline and hashtag, so that any trace of them can be searched for. */
async function leaver(c: TestContext) {
  const mark = randomUUID().replaceAll('-', '').slice(0, 10);
  const who = await member(c, { name: `Quynh Zx${mark}`, headline: `Hw${mark} planner` });
  return { ...who, mark, needles: [who.user.id, who.user.email, who.user.username.slice(1), mark] };
}

/** Every table (a table added later too) whose rows' text holds one of the needles, in lower case. */
async function traces(c: TestContext, needles: string[]): Promise<string[]> {
  const tables = await queryRows<{ table_name: string }>(
    c.database.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const patterns = textArray(needles.map((needle) => `%${needle.toLowerCase()}%`));
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const [row] = await queryRows<{ n: number }>(
      c.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} t where lower(t::text) like any(${patterns})`,
    );
    if ((row?.n ?? 0) > 0) found.push(table);
  }
  return found;
}

/** Every column that references users: the scan above must read each of their tables. */
async function tablesReferencingUsers(c: TestContext): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    c.database.db,
    sql`select distinct k.table_name from information_schema.referential_constraints r
        join information_schema.key_column_usage k on k.constraint_name = r.constraint_name
        join information_schema.constraint_column_usage u on u.constraint_name = r.unique_constraint_name
        where u.table_name = 'users' and k.table_schema = 'public' order by k.table_name`,
  );
  return rows.map((row) => row.table_name);
}

function mediaFiles(c: TestContext): string[] {
  const root = path.join(c.config.dataDir, 'media');
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
}

async function deletionDue(c: TestContext, id: string): Promise<Date | null | undefined> {
  const [row] = await queryRows<{ deletion_due_at: string | Date | null }>(
    c.database.db,
    sql`select deletion_due_at from users where id = ${id}::uuid`,
  );
  return row ? (row.deletion_due_at === null ? null : new Date(row.deletion_due_at)) : undefined;
}

/**
 * What a lively member leaves everywhere: photo, posts with media and a hashtag only they use,
 * likes, saves and shares, comments and replies both ways, follows of people, hashtags and skills,
 * a shared track another member derived from and names as next, an outdated vote, skills, goals,
 * a plan, notifications to and from them, a download of their data and a mail waiting for them.
 */
async function footprint(c: TestContext, me: Awaited<ReturnType<typeof leaver>>, other: Member) {
  const run = (...args: ApiCall) => api(c, ...args);
  const photo = await uploadFiles(c, me.headers, `users/${me.user.id}/profile_photo`, [
    { name: 'me.jpg', type: 'image/jpeg', body: jpeg },
  ]);
  expect(photo.statusCode).toBe(200);
  // One hashtag only they use (it goes with them), one another member uses too (it stays).
  const common = `common${randomUUID().slice(0, 8)}`;
  const mine = await run('POST', '/posts', me.headers, { content: `Mine #Tag${me.mark} #${common}` });
  const media = await uploadFiles(c, me.headers, `posts/${String(mine.id)}`, [
    { name: 'a.jpg', type: 'image/jpeg', body: jpeg },
  ]);
  expect(media.statusCode).toBe(200);
  const theirs = await run('POST', '/posts', other.headers, { content: `Theirs #${common}` });
  await run('PUT', `/post-interactions/${String(theirs.id)}`, me.headers, { liked: true, saved: true, shared: true });
  await run('PUT', `/post-interactions/${String(mine.id)}`, other.headers, { liked: true });
  // Comments: theirs with another's reply under it, and their reply under another's comment.
  const myComment = await run('POST', `/post-comments/${String(theirs.id)}`, me.headers, { comment: 'Mine' });
  await run('POST', `/post-comments/${String(theirs.id)}`, other.headers, {
    comment: 'A reply to it',
    parent_comment_id: myComment.id,
  });
  const otherComment = await run('POST', `/post-comments/${String(theirs.id)}`, other.headers, { comment: 'Theirs' });
  await run('POST', `/post-comments/${String(theirs.id)}`, me.headers, {
    comment: 'My reply',
    parent_comment_id: otherComment.id,
  });
  await run('POST', `/post-comments/${String(mine.id)}`, other.headers, { comment: 'On your post' });
  await run('POST', `/users/current/me/follow-user?user_id=${other.user.id}`, me.headers);
  await run('POST', `/users/current/me/follow-user?user_id=${me.user.id}`, other.headers);
  await run('POST', `/hashtags/follow-hashtag?hashtag=${common}`, me.headers);
  const skills = await pickSkills(c);
  await run('POST', `/skills/follow-skill?skill_id=${skills.other[0] ?? ''}`, me.headers);
  await run('POST', '/users/current/me/skills', me.headers, { skill_id: skills.other[0], level: 'Expert' });
  // Evidence on that skill (a link and a file) and a certificate with its file: rows and objects go.
  await run('POST', `/users/current/me/skills/${skills.other[0] ?? ''}/evidence`, me.headers, {
    title: 'My project',
    url: 'https://example.com/project',
  });
  const evidence = await uploadFiles(c, me.headers, `users/${me.user.id}/skills/${skills.other[0] ?? ''}/evidence`, [
    { name: 'proof.jpg', type: 'image/jpeg', body: jpeg },
  ]);
  expect(evidence.statusCode).toBe(200);
  const certificate = await run('POST', '/users/current/me/profile-items', me.headers, {
    kind: 'certificate',
    title: 'My certificate',
    organization: 'Issuer',
    start_month: '2024-01',
    visibility: 'public',
  });
  const certificateFile = await uploadFiles(
    c,
    me.headers,
    `users/${me.user.id}/profile-items/${String(certificate.id)}/file`,
    [{ name: 'certificate.jpg', type: 'image/jpeg', body: jpeg }],
  );
  expect(certificateFile.statusCode).toBe(200);
  const industry = await newIndustry(c);
  const myTrack = await run(
    'POST',
    '/career-tracks',
    me.headers,
    trackBody(industry.id, skills, { title: 'Team lead' }),
  );
  const derived = await run('POST', `/career-tracks/${String(myTrack.id)}/copy`, other.headers);
  const otherTrack = await run(
    'POST',
    '/career-tracks',
    other.headers,
    trackBody(industry.id, skills, { title: 'Their lead', next_career_tracks: [myTrack.id] }),
  );
  await run('POST', '/career-tracks/vote-career-track-outdated', me.headers, {
    career_track_id: otherTrack.id,
    vote_notes: 'The tools changed',
  });
  await run('POST', '/users/current/me/goals', me.headers, { career_track_id: otherTrack.id });
  await run('POST', '/users/current/me/goals', other.headers, { career_track_id: myTrack.id });
  await run('POST', `/user-subscriptions/${me.user.id}`, me.headers);
  await run('POST', '/users/current/me/export', me.headers);
  await c.database.db.execute(
    sql`insert into mail_outbox (id, to_address, subject, text_body, html_body, next_attempt_at)
        values (ladder_uuid_v7(), ${me.user.email}, 'Later', 'Later', 'Later', now() + interval '1 day')`,
  );
  return {
    theirsId: String(theirs.id),
    otherCommentId: String(otherComment.id),
    derivedId: String(derived.id),
    otherTrackId: String(otherTrack.id),
    industryId: industry.id,
  };
}

describe('deleting one’s account (docs/decisions/0033-erasing-an-account.md)', () => {
  it('asks for the password, then schedules the erasure and signs the member out everywhere', async () => {
    const me = await leaver(ctx);
    const phone = (await login(ctx, me.user.email)).json<{ access_token: string }>().access_token;
    const wrong = await call('POST', '/users/current/me/delete', me.headers, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG' });
    const none = await call('POST', '/users/current/me/delete', me.headers, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([{ field: 'password', message: 'Password is required' }]);
    expect(await deletionDue(ctx, me.user.id)).toBeNull();
    expect((await call('GET', '/users/current/me', me.headers)).statusCode).toBe(200);

    const before = Date.now();
    const answer = await call('POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    expect(answer.statusCode).toBe(200);
    const due = new Date(answer.json<{ deletion_due_at: string }>().deletion_due_at).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(answer.json().message).toBe('Your account will be deleted in 30 days. Sign in before then to keep it');
    expect((await call('GET', '/users/current/me', me.headers)).statusCode).toBe(401);
    expect((await call('GET', '/users/current/me', { authorization: `Bearer ${phone}` })).statusCode).toBe(401);
    // Not due yet: the hourly work leaves the account alone.
    await ctx.app.runHourlyWork();
    expect((await deletionDue(ctx, me.user.id))?.getTime()).toBe(due);
  });

  it('answers in the member’s language', async () => {
    const me = await leaver(ctx);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/current/me/delete',
      headers: { ...me.headers, 'accept-language': 'vi' },
      payload: { password: 'Ladder#Climb42' },
    });
    expect(answer.json().message).toBe(
      'Tài khoản của bạn sẽ bị xóa sau 30 ngày. Hãy đăng nhập trước thời hạn đó nếu muốn giữ lại',
    );
  });

  it('mails the member the date of the erasure and how to keep the account, in their language', async () => {
    const me = await leaver(ctx);
    const answer = await call('POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    const due = new Date(answer.json<{ deletion_due_at: string }>().deletion_due_at);
    await ctx.app.mailer.idle();
    const [mail, ...more] = ctx.mailbox.to(me.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your Ladder account will be deleted');
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(due);
    expect(mail?.text).toContain(`Your Ladder account will be deleted on ${date}`);
    expect(mail?.text).toContain('https://ladder.test/login');
    // A notice of something done, not a request one may ignore.
    expect(mail?.text).not.toContain('ignore this email');

    const vi = await leaver(ctx);
    await call('PUT', '/users/current/me', vi.headers, { default_language: 'vi' });
    await call('POST', '/users/current/me/delete', vi.headers, { password: 'Ladder#Climb42' });
    await ctx.app.mailer.idle();
    expect(ctx.mailbox.last(vi.user.email)).toMatchObject({
      language: 'vi',
      subject: 'Tài khoản Ladder của bạn sẽ bị xóa',
    });
  });

  it('sends no mail when the account is erased at once', async () => {
    const me = await leaver(atOnce);
    await api(atOnce, 'POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    await atOnce.app.mailer.idle();
    expect(atOnce.mailbox.to(me.user.email)).toEqual([]);
  });

  it('is cancelled by signing in during the grace period, and the sign-in says so', async () => {
    const me = await leaver(ctx);
    await api(ctx, 'POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    const back = await login(ctx, me.user.email);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ token_type: 'bearer', deletion_cancelled: true });
    expect(await deletionDue(ctx, me.user.id)).toBeNull();
    // Even past the date it would have had, nothing is erased.
    await ctx.app.runHourlyWork();
    expect(await deletionDue(ctx, me.user.id)).toBeNull();
    const again = await login(ctx, me.user.email);
    expect(again.json()).not.toHaveProperty('deletion_cancelled');
  });

  it('once due, erases everything of the member, their files, and keeps every count exact', async () => {
    const me = await leaver(ctx);
    const other = await member(ctx);
    const made = await footprint(ctx, me, other);
    expect(await counterDrift(ctx)).toEqual([]);
    const referencing = await tablesReferencingUsers(ctx);
    // The scan can fail: before the erasure it finds the member in every kind of table.
    const before = await traces(ctx, me.needles);
    for (const table of ['users', 'sessions', 'posts', 'post_comments', 'post_interactions', 'search_postings'])
      expect(before).toContain(table);
    for (const table of ['search_words', 'hashtags', 'mail_outbox', 'notifications', 'data_exports'])
      expect(before).toContain(table);
    expect(mediaFiles(ctx).some((file) => file.includes(me.user.id))).toBe(true);
    // Their data export is a file of the media store too (docs/decisions/0039).
    await until(() => mediaFiles(ctx).some((file) => file.startsWith(path.join('users', me.user.id, 'exports'))));

    await api(ctx, 'POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    await ctx.database.db.execute(
      sql`update users set deletion_due_at = now() - interval '1 second' where id = ${me.user.id}::uuid`,
    );
    await ctx.app.runHourlyWork();

    expect(await traces(ctx, me.needles)).toEqual([]);
    expect(referencing.length).toBeGreaterThan(10);
    expect(mediaFiles(ctx).filter((file) => file.includes(me.user.id))).toEqual([]);
    expect(await mediaDrift(ctx)).toEqual({ orphanFiles: [], missingFiles: [] });
    expect(await counterDrift(ctx)).toEqual([]);
    // What others built stays: their post (without the like), their comment (without the reply),
    // the track derived from the member's (without the link), their own track (without the rung).
    const [post] = await queryRows<{ likes: number; comments: number }>(
      ctx.database.db,
      sql`select total_post_likes as likes, total_post_comments as comments from posts where id = ${made.theirsId}::uuid`,
    );
    expect(post).toEqual({ likes: 0, comments: 1 });
    const tracks = await queryRows<{ id: string; derived: string | null; next: number }>(
      ctx.database.db,
      sql`select t.id, t.derived_career_track_id as derived,
                 (select count(*)::int from career_track_next n where n.career_track_id = t.id) as next
          from career_tracks t where t.id in (${made.derivedId}::uuid, ${made.otherTrackId}::uuid) order by t.id`,
    );
    expect(tracks).toHaveLength(2);
    expect(tracks.every((track) => track.derived === null && track.next === 0)).toBe(true);
    const followers = await api(ctx, 'GET', `/users/${other.user.id}`, other.headers);
    expect(followers).toMatchObject({ total_followers: 0, total_followings: 0 });
    expect((await login(ctx, me.user.email)).json()).toMatchObject({ code: 'LOGIN_FAILED' });
  });

  it('with a grace period of 0 days, erases the account at once', async () => {
    const me = await leaver(atOnce);
    const other = await member(atOnce);
    await footprint(atOnce, me, other);
    const answer = await callApi(atOnce, 'POST', '/users/current/me/delete', me.headers, {
      password: 'Ladder#Climb42',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      message: 'Your account and everything in it have been deleted',
      deletion_due_at: null,
    });
    expect(await traces(atOnce, me.needles)).toEqual([]);
    // The export the footprint asked for may be building: it ends without a trace of them
    // (docs/decisions/0039); the hourly work's pass waits for it.
    await atOnce.app.runHourlyWork();
    expect(mediaFiles(atOnce).filter((file) => file.includes(me.user.id))).toEqual([]);
    expect(await mediaDrift(atOnce)).toEqual({ orphanFiles: [], missingFiles: [] });
    expect(await counterDrift(atOnce)).toEqual([]);
  });

  it('erases at once even while another transaction holds the member’s row (a row being written that points at them)', async () => {
    const me = await leaver(atOnce);
    const other = await member(atOnce);
    await footprint(atOnce, me, other);
    const deleting = () =>
      callApi(atOnce, 'POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    let answer;
    if (atOnce.database.kind === 'postgres') {
      // Any insert of a row that references the member (a notification, a feed entry) holds
      // their row FOR KEY SHARE until it commits: the erasure waits for it, it does not skip it.
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let signalHeld = () => undefined as void;
      const held = new Promise<void>((resolve) => (signalHeld = resolve));
      const holder = atOnce.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from users where id = ${me.user.id}::uuid for key share`);
        signalHeld();
        await released;
      });
      await held;
      let settled = false;
      const request = deleting().finally(() => (settled = true));
      await expect
        .poll(async () => {
          if (settled) return 'answered while the row was held';
          const [row] = await queryRows<{ n: number }>(
            atOnce.database.db,
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`,
          );
          return (row?.n ?? 0) > 0 ? 'waiting' : 'running';
        })
        .toBe('waiting');
      release();
      await holder;
      answer = await request;
    } else {
      // PGlite has one connection: no other transaction can hold the row meanwhile.
      answer = await deleting();
    }
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ deletion_due_at: null });
    expect(await traces(atOnce, me.needles)).toEqual([]);
    expect(await counterDrift(atOnce)).toEqual([]);
  });

  it('several instances erasing at once erase each due account once', async () => {
    const leavers = await Promise.all([leaver(ctx), leaver(ctx), leaver(ctx)]);
    const other = await member(ctx);
    for (const me of leavers) await footprint(ctx, me, other);
    const ids = leavers.map((me) => me.user.id);
    await ctx.database.db.execute(
      sql`update users set deletion_due_at = now() - interval '1 second' where id = any(${uuidArray(ids)})`,
    );
    await Promise.all([ctx.app.runHourlyWork(), ctx.app.runHourlyWork(), ctx.app.runHourlyWork()]);
    expect(
      await traces(
        ctx,
        leavers.flatMap((me) => me.needles),
      ),
    ).toEqual([]);
    expect(await counterDrift(ctx)).toEqual([]);
    expect(await mediaDrift(ctx)).toEqual({ orphanFiles: [], missingFiles: [] });
  });
});
