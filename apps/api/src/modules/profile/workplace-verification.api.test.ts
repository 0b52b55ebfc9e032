import { WORK_CODE_MAX_ATTEMPTS } from '@ladder/shared/schemas/profile-verification';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, type ApiCall, type Headers, useTestApp } from '../../../test/helper';
import { member, newTrack, type Member } from '../../../test/factories';
import { createLoggedApp } from '../../../test/logged-app';
import { expectRows } from '../../../test/row-shapes';
import { fullTrackRowSchema, trackViewsRepository } from '../career-tracks/track-views.repository';
import { dataExportRepository } from '../users/data-export.repository';
import { profileItemRowSchema, profileRepository } from './profile.repository';

// A verified workplace or school (docs/api/profile.md "Verified workplace or school"), on both
// databases (TEST_DB): a code mailed to a real SMTP server on loopback, read from its mailbox.
const ctx = useTestApp({ ACCOUNT_DELETION_GRACE_DAYS: '0' });
const api = (...call: ApiCall) => callApi(ctx, ...call);
const vi = { 'accept-language': 'vi' };

const job = (over: object = {}) => ({
  kind: 'experience',
  title: 'Backend engineer',
  organization: 'FPT Software',
  start_month: '2021-03',
  end_month: null,
  visibility: 'members',
  ...over,
});
let sequence = 0;
/** An address at the workplace's domain, new for each test so that mailboxes do not mix. */
const workAddress = (domain = 'fpt.com.vn') => `lan.nguyen${Date.now().toString(36)}${(sequence += 1)}@${domain}`;

const add = async (who: Member, body: object = job()) => {
  const answer = await api('POST', '/users/current/me/profile-items', who.headers, body);
  expect(answer.statusCode).toBe(201);
  return answer.json<{ id: string }>().id;
};
const path = (itemId: string) => `/users/current/me/profile-items/${itemId}/verification`;
const askCode = (headers: Headers, itemId: string, email: string) => api('POST', path(itemId), headers, { email });
const confirm = (headers: Headers, itemId: string, code: string) =>
  api('POST', `${path(itemId)}/confirm`, headers, { code });

/** The code in the newest mail to the address, once the outbox has sent it. */
async function mailedCode(address: string): Promise<string> {
  await ctx.app.mailer.idle();
  await expect.poll(() => ctx.mailbox.to(address).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const code = /\b(\d{6})\b/.exec(ctx.mailbox.last(address).text)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** The item as a reader sees it (undefined when not shown). */
const itemAs = async (owner: Member, itemId: string, headers?: Headers) =>
  (await api('GET', `/users/${owner.user.id}/profile-items`, headers))
    .json<{ items: { id: string; verified_domain: string | null; verified_until: string | null }[] }>()
    .items.find((item) => item.id === itemId);

async function verifiedItem(who: Member, body: object = job()) {
  const itemId = await add(who, body);
  const address = workAddress();
  expect((await askCode(who.headers, itemId, address)).statusCode).toBe(202);
  expect((await confirm(who.headers, itemId, await mailedCode(address))).statusCode).toBe(204);
  return { itemId, address };
}

describe('verifying a workplace or school by a mailed code', () => {
  it('mails a code in the member’s language; the right one sets the badge, which readers see by the item’s visibility', async () => {
    const me = await member(ctx, { default_language: 'vi' });
    const reader = await member(ctx);
    const itemId = await add(me);
    const address = workAddress();

    const sent = await askCode({ ...me.headers, ...vi }, itemId, ` ${address.toUpperCase()} `);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({
      message: 'Chúng tôi đã gửi mã 6 chữ số đến địa chỉ của bạn tại fpt.com.vn',
      domain: 'fpt.com.vn',
      expires_in_seconds: 900,
    });
    expect(JSON.stringify(sent.json())).not.toContain('lan.nguyen');
    const code = await mailedCode(address);
    const mail = ctx.mailbox.last(address);
    expect(mail.language).toBe('vi');
    expect(mail.subject).not.toContain(code);
    expect(mail.text).toContain('FPT Software');

    // Only the domain and an HMAC are kept: neither the address nor the code.
    const [row] = await queryRows<{ domain: string; code_hash: string }>(
      ctx.database.db,
      sql`select domain, code_hash from profile_item_codes where item_id = ${itemId}::uuid`,
    );
    expect(row?.domain).toBe('fpt.com.vn');
    expect(row?.code_hash).not.toContain(code);

    expect((await itemAs(me, itemId, reader.headers))?.verified_domain).toBeNull();
    expect((await confirm(me.headers, itemId, code)).statusCode).toBe(204);
    const shown = await itemAs(me, itemId, reader.headers);
    expect(shown?.verified_domain).toBe('fpt.com.vn');
    expect(Date.parse(shown?.verified_until ?? '') - Date.now()).toBeGreaterThan(364 * 86_400_000);
    expect(await itemAs(me, itemId)).toBeUndefined(); // members only: a visitor does not see the item
    expectRows(profileItemRowSchema, await profileRepository.itemsOf(ctx.database.db, me.user.id, 'owner'), 1);

    // A code works once.
    const again = await confirm(me.headers, itemId, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'WORK_CODE_INVALID' });
  });

  it('counts a wrong guess, and refuses even the right code after five', async () => {
    const me = await member(ctx);
    const itemId = await add(me);
    const address = workAddress();
    expect((await askCode(me.headers, itemId, address)).statusCode).toBe(202);
    const code = await mailedCode(address);

    const refused = await confirm({ ...me.headers, ...vi }, itemId, wrong(code));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'WORK_CODE_INVALID',
      detail: 'Mã này sai hoặc đã hết hạn. Hãy xem email mới nhất, hoặc yêu cầu mã mới.',
    });
    for (let i = 1; i < WORK_CODE_MAX_ATTEMPTS; i += 1) await confirm(me.headers, itemId, wrong(code));
    expect((await confirm(me.headers, itemId, code)).statusCode).toBe(422);
    expect((await itemAs(me, itemId, me.headers))?.verified_domain).toBeNull();
    const malformed = await confirm(me.headers, itemId, '12ab');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'code' }] });
  });

  it('refuses free mail (and its subdomains) and a malformed address, on the email field, mailing nothing', async () => {
    const me = await member(ctx);
    const itemId = await add(me);
    for (const address of ['lan@gmail.com', 'lan@yahoo.com.vn', 'lan@mail.yahoo.com', 'lan@OUTLOOK.com']) {
      const refused = await askCode(me.headers, itemId, address);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'FREE_MAIL_DOMAIN',
        errors: [{ field: 'email', message: expect.stringContaining('Gmail') as unknown }],
      });
    }
    const inVietnamese = await askCode({ ...me.headers, ...vi }, itemId, 'lan@gmail.com');
    expect(inVietnamese.json<{ detail: string }>().detail).toContain('Email miễn phí');
    const malformed = await askCode(me.headers, itemId, 'not-an-address@');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'email' }] });
    // A company under a registry's suffix that is on the list as a domain is not free mail.
    expect((await askCode(me.headers, itemId, 'lan@acme.com.ar')).statusCode).toBe(202);
    const [left] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from profile_item_codes where user_id = ${me.user.id}::uuid`,
    );
    expect(left?.n).toBe(1);
  });

  it('answers 404 for another member’s item or none, and 409 for a certificate', async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    const itemId = await add(me);
    for (const response of [
      await askCode(other.headers, itemId, workAddress()),
      await confirm(other.headers, itemId, '123456'),
      await api('DELETE', path(itemId), other.headers),
      await askCode(me.headers, 'nope', workAddress()),
      await api('DELETE', path('nope'), me.headers),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROFILE_ITEM_NOT_FOUND' });
    }
    const certificate = await add(me, job({ kind: 'certificate', title: 'AWS SAA', organization: 'AWS' }));
    const refused = await askCode(me.headers, certificate, workAddress());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROFILE_ITEM_NOT_VERIFIABLE' });
  });

  it('limits the codes a member is mailed in an hour (429 with Retry-After)', async () => {
    const me = await member(ctx);
    const itemId = await add(me);
    const limit = 5 * ctx.config.rateLimitScale;
    await ctx.database.db.execute(
      sql`insert into profile_item_codes (user_id, item_id, domain, code_hash, expires_at)
          select ${me.user.id}::uuid, ${itemId}::uuid, 'fpt.com.vn', 'x', now() from generate_series(1, ${limit})`,
    );
    const refused = await askCode(me.headers, itemId, workAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the badge', () => {
  it('goes when the member removes it, when the organization changes, and a year after its proof', async () => {
    const me = await member(ctx);
    const { itemId } = await verifiedItem(me);
    expect((await api('DELETE', path(itemId), me.headers)).statusCode).toBe(204);
    expect((await itemAs(me, itemId, me.headers))?.verified_domain).toBeNull();

    const renamed = await verifiedItem(me);
    await api('PUT', `/users/current/me/profile-items/${renamed.itemId}`, me.headers, job({ title: 'Lead engineer' }));
    expect((await itemAs(me, renamed.itemId, me.headers))?.verified_domain).toBe('fpt.com.vn');
    await api('PUT', `/users/current/me/profile-items/${renamed.itemId}`, me.headers, job({ organization: 'Tiki' }));
    expect((await itemAs(me, renamed.itemId, me.headers))?.verified_domain).toBeNull();

    const old = await verifiedItem(me);
    const age = async (interval: string) => {
      await ctx.database.db.execute(
        sql`update profile_items set verified_at = now() - ${interval}::interval where id = ${old.itemId}::uuid`,
      );
      return (await itemAs(me, old.itemId, me.headers))?.verified_domain;
    };
    expect(await age('364 days')).toBe('fpt.com.vn');
    expect(await age('1 year 1 minute')).toBeNull();
    // Verifying again renews it.
    const address = workAddress();
    await askCode(me.headers, old.itemId, address);
    await confirm(me.headers, old.itemId, await mailedCode(address));
    expect((await itemAs(me, old.itemId, me.headers))?.verified_domain).toBe('fpt.com.vn');
  });

  it('is on the track author line, and in the data download', async () => {
    const author = await member(ctx);
    const reader = await member(ctx);
    const { id } = await newTrack(ctx, author.headers);
    const { itemId } = await verifiedItem(author);
    const track = await api('GET', `/career-tracks/?career_track_id=${id}`, reader.headers);
    expect(track.json<{ author_role: unknown }>().author_role).toEqual({
      title: 'Backend engineer',
      organization: 'FPT Software',
      verified_domain: 'fpt.com.vn',
    });
    // The raw row of the full track, checked against its declared schema with the badge in it.
    const row = await trackViewsRepository.full(ctx.database.db, reader.user.id, 'en', id, 'original');
    expectRows(fullTrackRowSchema, [row]);
    expect(row?.author_role?.verified_domain).toBe('fpt.com.vn');
    const exported = await dataExportRepository.part(ctx.database.db, 'my_experience_and_education', author.user.id);
    expect(exported).toMatchObject([{ id: itemId, verified_domain: 'fpt.com.vn' }]);
    expect(JSON.stringify(exported)).toMatch(/"verified_at":"\d{4}-/);
  });

  it('and its codes leave with the account; old codes are purged', async () => {
    const me = await member(ctx);
    const itemId = await add(me);
    await askCode(me.headers, itemId, workAddress());
    const codes = async () =>
      (
        await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from profile_item_codes where user_id = ${me.user.id}::uuid`,
        )
      )[0]?.n;
    expect(await codes()).toBe(1);
    await ctx.database.db.execute(
      sql`update profile_item_codes set created_at = now() - interval '25 hours' where user_id = ${me.user.id}::uuid`,
    );
    await askCode(me.headers, itemId, workAddress());
    expect(await codes()).toBe(2);
    await ctx.app.runHourlyWork();
    expect(await codes()).toBe(1);
    const gone = await api('POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    expect(gone.statusCode).toBe(200);
    expect(await codes()).toBe(0);
  });
});

describe('log lines', () => {
  it('carry neither the address nor the code', async () => {
    const logged = await createLoggedApp();
    try {
      const me = await member(logged);
      const call = (url: string, payload: object) =>
        logged.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: me.headers, payload });
      const item = await call('/users/current/me/profile-items', job());
      const itemId = item.json<{ id: string }>().id;
      const address = workAddress();
      expect((await call(path(itemId), { email: address })).statusCode).toBe(202);
      await logged.app.mailer.idle();
      await expect.poll(() => logged.mailbox.to(address).length, { timeout: 30_000 }).toBeGreaterThan(0);
      const code = /\b(\d{6})\b/.exec(logged.mailbox.last(address).text)?.[1] ?? '';
      expect((await call(`${path(itemId)}/confirm`, { code })).statusCode).toBe(204);

      expect(logged.lines.some((line) => line.includes('mail sent'))).toBe(true);
      const alone = new RegExp(`(?<![\\d.])${code}(?!\\d)`);
      const local = address.split('@')[0] ?? '';
      expect(logged.lines.filter((line) => line.includes(local) || alone.test(line))).toEqual([]);
    } finally {
      await logged.close();
    }
  });
});
