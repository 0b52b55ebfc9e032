import { PHONE_CODE_MAX_ATTEMPTS } from '@ladder/shared/schemas/phone';
import { sql } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, createTestApp, type Headers, type TestContext } from '../../../test/helper';
import { member, newIndustry, pickSkills, trackBody } from '../../../test/factories';
import { createLoggedApp } from '../../../test/logged-app';
import { newNumber, usePhoneApp } from '../../../test/phone-app';

/** Mobile number verification (docs/api/phone.md): PHONE_VERIFICATION on, SMS to a real HTTP provider on loopback. */
const { ctx, provider } = usePhoneApp();
const vi = { 'accept-language': 'vi' };
const askCode = (headers: Headers, phone: string, extra: Headers = {}) =>
  callApi(ctx, 'POST', '/users/current/me/phone', { ...headers, ...extra }, { phone });
const verify = (headers: Headers, code: string) =>
  callApi(ctx, 'POST', '/users/current/me/phone/verify', headers, { code });
const post = (headers: Headers, extra: Headers = {}) =>
  callApi(ctx, 'POST', '/posts', { ...headers, ...extra }, { content: 'Hello #phone' });
const comment = (headers: Headers, postId: string, parent?: string) =>
  callApi(ctx, 'POST', `/post-comments/${postId}`, headers, {
    comment: 'Nice',
    ...(parent ? { parent_comment_id: parent } : {}),
  });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** A member with a verified number, proven through the API. */
async function verifiedMember() {
  const someone = await member(ctx);
  const number = newNumber();
  expect((await askCode(someone.headers, number.typed)).statusCode).toBe(202);
  expect((await verify(someone.headers, provider.lastCode(number.e164))).statusCode).toBe(200);
  return { ...someone, number };
}

describe('with PHONE_VERIFICATION on, publishing needs a verified mobile number', () => {
  it('refuses a post, a comment, a reply and a shared track before, in the caller’s language, and writes nothing', async () => {
    const author = await verifiedMember();
    const postId = (await post(author.headers)).json<{ id: string }>().id;
    const parent = (await comment(author.headers, postId)).json<{ id: string }>().id;
    const newcomer = await member(ctx);

    const me = (await callApi(ctx, 'GET', '/users/current/me', newcomer.headers)).json<Record<string, unknown>>();
    expect(me).toMatchObject({ verified_phone: null, phone_verification_required: true });
    const refused = await post(newcomer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'PHONE_VERIFICATION_REQUIRED',
      detail: 'To post, comment or share a career track, please verify your mobile number first',
    });
    expect((await post(newcomer.headers, vi)).json<{ detail: string }>().detail).toBe(
      'Để đăng bài viết, bình luận hoặc chia sẻ lộ trình sự nghiệp, vui lòng xác minh số điện thoại di động trước',
    );
    for (const response of [await comment(newcomer.headers, postId), await comment(newcomer.headers, postId, parent)])
      expect(response.json<{ code: string }>().code).toBe('PHONE_VERIFICATION_REQUIRED');

    // Complete & Post publishes the track in the feed; a draft publishes nothing.
    const [industry, pick] = [await newIndustry(ctx), await pickSkills(ctx)];
    const shared = await callApi(ctx, 'POST', '/career-tracks', newcomer.headers, trackBody(industry.id, pick));
    expect(shared.statusCode).toBe(403);
    expect(shared.json<{ code: string }>().code).toBe('PHONE_VERIFICATION_REQUIRED');
    const draft = await callApi(ctx, 'POST', '/career-tracks', newcomer.headers, {
      ...trackBody(industry.id, pick),
      status: 'new',
    });
    expect(draft.statusCode).toBe(201);
    const draftId = draft.json<{ id: string }>().id;
    const sharing = await callApi(
      ctx,
      'PUT',
      `/career-tracks/${draftId}`,
      newcomer.headers,
      trackBody(industry.id, pick),
    );
    expect(sharing.json<{ code: string }>().code).toBe('PHONE_VERIFICATION_REQUIRED');

    const [written] = await queryRows<{ posts: number; comments: number; shared: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from posts where user_id = ${newcomer.user.id}::uuid) as posts,
                 (select count(*)::int from post_comments where user_id = ${newcomer.user.id}::uuid) as comments,
                 (select count(*)::int from career_tracks where user_id = ${newcomer.user.id}::uuid and status = 'shared') as shared`,
    );
    expect(written).toEqual({ posts: 0, comments: 0, shared: 0 });
  });

  it('sends the code to the provider in the member’s language; the right code verifies and publishing works', async () => {
    const lan = await member(ctx, { default_language: 'vi' });
    const number = newNumber();
    const sent = await askCode(lan.headers, number.typed);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({
      message: `We sent a 6-digit code by SMS to +84 91${number.e164.slice(5, 6)} ${number.e164.slice(6, 9)} ${number.e164.slice(9)}`,
      phone: number.e164,
      expires_in_seconds: 300,
    });
    const [sms] = provider.to(number.e164);
    expect(sms?.text).toMatch(/^Ladder: ma xac minh cua ban la \d{6}, het han sau 5 phut\./);
    expect(provider.state.unauthorized).toBe(0);

    // Only a keyed hash of the code is stored.
    const code = provider.lastCode(number.e164);
    const [stored] = await queryRows<{ code_hash: string }>(
      ctx.database.db,
      sql`select code_hash from phone_codes where user_id = ${lan.user.id}::uuid`,
    );
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code_hash).not.toContain(code);

    const verified = await verify(lan.headers, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified_phone: number.e164, phone_verification_required: false });
    expect((await post(lan.headers)).statusCode).toBe(201);
    const postId = (await post(lan.headers)).json<{ id: string }>().id;
    expect((await comment(lan.headers, postId)).statusCode).toBe(201);
    const [industry, pick] = [await newIndustry(ctx), await pickSkills(ctx)];
    expect((await callApi(ctx, 'POST', '/career-tracks', lan.headers, trackBody(industry.id, pick))).statusCode).toBe(
      201,
    );
  });

  it('refuses a wrong, a superseded, an expired and a reused code, and any code after too many guesses', async () => {
    const { headers, user } = await member(ctx);
    const number = newNumber();

    await askCode(headers, number.typed);
    const first = provider.lastCode(number.e164);
    const wrongGuess = await verify(headers, wrong(first));
    expect(wrongGuess.statusCode).toBe(400);
    expect(wrongGuess.json()).toEqual({
      code: 'PHONE_CODE_INVALID',
      detail: 'This code is wrong or has expired. Check the last SMS, or ask for a new code',
    });

    // A new code supersedes the last.
    await askCode(headers, number.typed);
    const second = provider.lastCode(number.e164);
    if (first !== second) expect((await verify(headers, first)).statusCode).toBe(400);

    // Too many guesses retire the code, the right one included.
    await askCode(headers, number.typed);
    const third = provider.lastCode(number.e164);
    for (let guess = 0; guess < PHONE_CODE_MAX_ATTEMPTS; guess += 1)
      expect((await verify(headers, wrong(third))).statusCode).toBe(400);
    expect((await verify(headers, third)).json<{ code: string }>().code).toBe('PHONE_CODE_INVALID');

    // Expired. (Three codes an hour to one number: the earlier ones are made an hour old.)
    await ctx.database.db.execute(
      sql`update phone_codes set created_at = now() - interval '61 minutes' where user_id = ${user.id}::uuid`,
    );
    await askCode(headers, number.typed);
    const fourth = provider.lastCode(number.e164);
    await ctx.database.db.execute(
      sql`update phone_codes set expires_at = now() - interval '1 second' where user_id = ${user.id}::uuid`,
    );
    expect((await verify(headers, fourth)).json<{ code: string }>().code).toBe('PHONE_CODE_INVALID');

    // Used once, then never again.
    await askCode(headers, number.typed);
    const fifth = provider.lastCode(number.e164);
    expect((await verify(headers, fifth)).statusCode).toBe(200);
    expect((await verify(headers, fifth)).json<{ code: string }>().code).toBe('PHONE_CODE_INVALID');
  });

  it('keeps a number to the member who verified it first (409), telling only someone who holds the phone', async () => {
    const first = await verifiedMember();
    const second = await member(ctx);
    expect((await askCode(second.headers, first.number.typed)).statusCode).toBe(202);
    const taken = await verify(second.headers, provider.lastCode(first.number.e164));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ code: string }>().code).toBe('PHONE_TAKEN');
    const me = (await callApi(ctx, 'GET', '/users/current/me', second.headers)).json<{ verified_phone: unknown }>();
    expect(me.verified_phone).toBeNull();
  });

  it('is never set by a profile update: only a code verifies a number', async () => {
    const { headers } = await member(ctx);
    const update = await callApi(ctx, 'PUT', '/users/current/me', headers, { verified_phone: newNumber().e164 });
    expect(update.statusCode).toBe(422);
    expect(update.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('verified_phone');
    expect((await post(headers)).statusCode).toBe(403);
  });

  it.each([
    ['a landline', '028 3812 3456'],
    ['a foreign mobile number', '+33 6 12 34 56 78'],
    ['a number in the United States', '+1 415 555 2671'],
    ['a prefix no network has', '0412345678'],
    ['garbage', 'call me maybe'],
    ['nothing', ''],
  ])('refuses %s with 422 in the caller’s language, sending nothing', async (_what, phone) => {
    const { headers } = await member(ctx);
    const before = provider.messages.length;
    const en = await askCode(headers, phone);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'phone', message: 'Enter a Vietnamese mobile number, such as 0912 345 678 or +84 912 345 678' },
      ],
    });
    const inVietnamese = await askCode(headers, phone, vi);
    expect(inVietnamese.json<{ detail: string }>().detail).toBe(
      'Hãy nhập số điện thoại di động Việt Nam, ví dụ 0912 345 678 hoặc +84 912 345 678',
    );
    expect(provider.messages.length).toBe(before);
  });

  it('refuses a code that is not 6 digits with 422', async () => {
    const { headers } = await member(ctx);
    const response = await verify(headers, '12345');
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: unknown }>().errors).toEqual([
      { field: 'code', message: 'Enter the 6-digit code.' },
    ]);
  });

  it('answers 503 when the provider is down, keeping no code for what was not sent (the last one still works)', async () => {
    const { headers, user } = await member(ctx);
    const number = newNumber();
    await askCode(headers, number.typed);
    const delivered = provider.lastCode(number.e164);
    provider.state.failing = true;
    try {
      const down = await askCode(headers, number.typed);
      expect(down.statusCode).toBe(503);
      expect(down.json<{ code: string }>().code).toBe('UNAVAILABLE');
    } finally {
      provider.state.failing = false;
    }
    const [codes] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from phone_codes where user_id = ${user.id}::uuid`,
    );
    expect(codes?.n).toBe(1);
    expect((await verify(headers, delivered)).statusCode).toBe(200);
  });

  it('removes codes a day old in the hourly housekeeping, with the numbers they name, and keeps newer ones', async () => {
    const { headers, user } = await member(ctx);
    const [old, recent] = [newNumber(), newNumber()];
    await askCode(headers, old.typed);
    await ctx.database.db.execute(
      sql`update phone_codes set created_at = now() - interval '25 hours' where user_id = ${user.id}::uuid`,
    );
    await askCode(headers, recent.typed);
    await ctx.app.runHourlyWork();
    const left = await queryRows<{ phone: string }>(
      ctx.database.db,
      sql`select phone from phone_codes where user_id = ${user.id}::uuid`,
    );
    expect(left).toEqual([{ phone: recent.e164 }]);
  });

  it('limits code requests per member, and per member and number (429; more in phone-limits.api.test.ts)', async () => {
    const { headers } = await member(ctx);
    for (let sent = 0; sent < 5; sent += 1) expect((await askCode(headers, newNumber().typed)).statusCode).toBe(202);
    const perMember = await askCode(headers, newNumber().typed);
    expect(perMember.statusCode).toBe(429);
    expect(perMember.headers['retry-after']).toBeDefined();

    // One number, asked for by one member three times, then a fourth; then by its owner.
    const number = newNumber();
    const asker = await member(ctx);
    for (let sent = 0; sent < 3; sent += 1) expect((await askCode(asker.headers, number.typed)).statusCode).toBe(202);
    expect((await askCode(asker.headers, number.typed)).statusCode).toBe(429);
    expect((await askCode((await member(ctx)).headers, number.typed)).statusCode).toBe(202);
    expect(provider.to(number.e164)).toHaveLength(4);
  });

  it('never shows the number to anyone else: profiles, posts and comments carry none of it', async () => {
    const owner = await verifiedMember();
    const postId = (await post(owner.headers)).json<{ id: string }>().id;
    await comment(owner.headers, postId);
    const viewer = await member(ctx);
    const digits = owner.number.e164.slice(3);
    const answers = [
      await callApi(ctx, 'GET', `/users/${owner.user.id}`, viewer.headers),
      await callApi(ctx, 'GET', `/users/info/${encodeURIComponent(owner.user.username)}`),
      await callApi(ctx, 'GET', `/posts?post_id=${postId}`, viewer.headers),
      await callApi(ctx, 'POST', `/post-comments/get-post-comments?post_id=${postId}`, viewer.headers, { limit: 5 }),
      await callApi(ctx, 'POST', `/posts/get-by-user?user_id=${owner.user.id}`, viewer.headers, { limit: 5 }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(digits);
      expect(answer.body).not.toContain('verified_phone');
    }
  });
});

describe('with PHONE_VERIFICATION off (the default)', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());

  it('members post and comment without a number, and a code requested goes to the SMS outbox files', async () => {
    const { headers } = await member(off);
    const me = (await callApi(off, 'GET', '/users/current/me', headers)).json<Record<string, unknown>>();
    expect(me).toMatchObject({ verified_phone: null, phone_verification_required: false });
    const created = await callApi(off, 'POST', '/posts', headers, { content: 'No number needed' });
    expect(created.statusCode).toBe(201);
    const postId = created.json<{ id: string }>().id;
    expect((await callApi(off, 'POST', `/post-comments/${postId}`, headers, { comment: 'Fine' })).statusCode).toBe(201);

    // Without SMS_URL, the SMS is a file under DATA_DIR/sms-outbox (development), and works.
    const number = newNumber();
    expect((await callApi(off, 'POST', '/users/current/me/phone', headers, { phone: number.typed })).statusCode).toBe(
      202,
    );
    const dir = `${off.config.dataDir}/sms-outbox`;
    const [file] = await readdir(dir);
    const text = await readFile(`${dir}/${file ?? ''}`, 'utf8');
    expect(text).toContain(`To: ${number.e164}`);
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    const verified = await callApi(off, 'POST', '/users/current/me/phone/verify', headers, { code });
    expect(verified.json()).toMatchObject({ verified_phone: number.e164, phone_verification_required: false });
  });
});

describe('log lines', () => {
  it('carry no number, no code and nothing the provider answered, sent or refused', async () => {
    const logged = await createLoggedApp(undefined, {
      PHONE_VERIFICATION: '1',
      SMS_URL: provider.url,
      SMS_TOKEN: provider.token,
    });
    try {
      const { headers } = await member(logged);
      const number = newNumber();
      const call = (url: string, payload: object) =>
        logged.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
      expect((await call('/users/current/me/phone', { phone: number.typed })).statusCode).toBe(202);
      provider.state.failing = true;
      try {
        expect((await call('/users/current/me/phone', { phone: number.typed })).statusCode).toBe(503);
      } finally {
        provider.state.failing = false;
      }
      const code = provider.lastCode(number.e164);
      expect((await call('/users/current/me/phone/verify', { code })).statusCode).toBe(200);

      expect(logged.lines.some((line) => line.includes('SMS provider answered 502'))).toBe(true);
      // Alone, not inside a longer number (a timestamp, a duration).
      const alone = (digits: string) => new RegExp(`(?<![\\d.])${digits}(?!\\d)`);
      const leaks = logged.lines.filter(
        (line) => line.includes(number.e164) || alone(number.e164.slice(3)).test(line) || alone(code).test(line),
      );
      expect(leaks).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
