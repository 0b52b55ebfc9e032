import { PRIVACY_POLICY_VERSION } from '@ladder/shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { PASSWORD, callApi, useTestApp, randomIp, uniqueEmail } from '../../../test/helper';
import { member } from '../../../test/factories';

const ctx = useTestApp({
  DATA_CONTROLLER_NAME: 'Công ty TNHH Ladder Việt Nam',
  DATA_CONTROLLER_ADDRESS: '12 Nguyễn Huệ, Quận 1, Thành phố Hồ Chí Minh',
  DATA_PROTECTION_EMAIL: 'dpo@ladder.test',
  SUPPORT_EMAIL: 'help@ladder.test',
});

const register = (payload: object, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/open',
    payload,
    headers: { 'accept-language': language },
    remoteAddress: randomIp(),
  });

const rowOf = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('registration by email asks for consent', () => {
  it.each([
    ['en', 'To create an account, please agree to the Privacy Policy', 'Check the box to agree to the Privacy Policy.'],
    [
      'vi',
      'Để tạo tài khoản, vui lòng đồng ý với Chính sách quyền riêng tư',
      'Vui lòng đánh dấu vào ô để đồng ý với Chính sách quyền riêng tư',
    ],
  ])('refuses a registration without it (%s): 422, nothing stored, no mail', async (language, detail, message) => {
    const email = uniqueEmail('noconsent');
    for (const consent of [undefined, false]) {
      const response = await register(
        { name: 'No Consent', email, password: PASSWORD, adult: true, terms: true, consent },
        language,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'CONSENT_REQUIRED', detail, errors: [{ field: 'consent', message }] });
    }
    await ctx.app.mailer.idle();
    expect(await rowOf(email)).toBeUndefined();
    expect(ctx.mailbox.to(email)).toEqual([]);
  });

  it('refuses a consent that is not a boolean as a validation error', async () => {
    const response = await register({ name: 'Yes', email: uniqueEmail(), password: PASSWORD, consent: 'yes' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'consent', message: 'Check the box to agree to the Privacy Policy.' }],
    });
  });

  it('records when consent was given and to which version, and the member is not asked again', async () => {
    const email = uniqueEmail('consent');
    const before = Date.now();
    expect(
      (await register({ name: 'Đồng Ý', email, password: PASSWORD, adult: true, terms: true, consent: true }))
        .statusCode,
    ).toBe(201);
    const row = await rowOf(email);
    expect(row?.term_privacy_version).toBe(PRIVACY_POLICY_VERSION);
    expect(row?.term_privacy_accepted_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.term_privacy_accepted_at?.getTime()).toBeLessThanOrEqual(Date.now());

    await ctx.app.mailer.idle();
    const activated = await callApi(
      ctx,
      'POST',
      `/new-account/${ctx.mailbox.last(email).token ?? ''}`,
      {},
      {
        password: PASSWORD,
      },
    );
    expect(activated.statusCode).toBe(200);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login/access-token',
      remoteAddress: randomIp(),
      payload: { username: email, password: PASSWORD },
    });
    const me = await callApi(ctx, 'GET', '/users/current/me', {
      authorization: `Bearer ${signedIn.json().access_token}`,
    });
    expect(me.json()).toMatchObject({
      term_privacy_version: PRIVACY_POLICY_VERSION,
      term_privacy_accepted_at: row?.term_privacy_accepted_at?.toISOString(),
      consent_required: false,
    });
  });

  it('registering again for a pending address records the new consent', async () => {
    const email = uniqueEmail('again');
    expect(
      (await register({ name: 'Lần Một', email, password: PASSWORD, adult: true, terms: true, consent: true }))
        .statusCode,
    ).toBe(201);
    await ctx.database.db
      .update(users)
      .set({ term_privacy_version: '2025-01-01', term_privacy_accepted_at: new Date(0) })
      .where(eq(users.email, email));
    expect(
      (await register({ name: 'Lần Hai', email, password: PASSWORD, adult: true, terms: true, consent: true }))
        .statusCode,
    ).toBe(201);
    const row = await rowOf(email);
    expect(row?.term_privacy_version).toBe(PRIVACY_POLICY_VERSION);
    expect(row?.term_privacy_accepted_at?.getTime()).toBeGreaterThan(0);
  });
});

describe('a new version of the policy asks again', () => {
  it.each([
    ['agreed to an earlier version', { term_privacy_version: '2025-01-01', term_privacy_accepted_at: new Date(0) }],
    ['never agreed', { term_privacy_version: null, term_privacy_accepted_at: null }],
  ])('a member who %s is asked, and their consent is then recorded', async (_label, record) => {
    const { user, headers } = await member(ctx, record);
    const asked = await callApi(ctx, 'GET', '/users/current/me', headers);
    expect(asked.json()).toMatchObject({ consent_required: true, term_privacy_version: record.term_privacy_version });

    const before = Date.now();
    const agreed = await callApi(ctx, 'POST', '/users/current/me/consent', headers, {
      version: PRIVACY_POLICY_VERSION,
    });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toMatchObject({ consent_required: false, term_privacy_version: PRIVACY_POLICY_VERSION });
    const row = (await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0];
    expect(row?.term_privacy_version).toBe(PRIVACY_POLICY_VERSION);
    expect(row?.term_privacy_accepted_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await callApi(ctx, 'GET', '/users/current/me', headers)).json().consent_required).toBe(false);
  });

  it('records nothing for a version other than the one in force, in the reader’s language', async () => {
    const { user, headers } = await member(ctx, { term_privacy_version: '2025-01-01' });
    for (const [language, message] of [
      ['en', 'The policy has changed since this page loaded. Reload the page and read it again.'],
      ['vi', 'Đây không phải phiên bản hiện hành của chính sách: hãy tải lại trang và đọc lại'],
    ] as const) {
      const response = await callApi(
        ctx,
        'POST',
        '/users/current/me/consent',
        { ...headers, 'accept-language': language },
        { version: '2025-01-01' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        detail: message,
        errors: [{ field: 'version', message }],
      });
    }
    const row = (await ctx.database.db.select().from(users).where(eq(users.id, user.id)))[0];
    expect(row?.term_privacy_version).toBe('2025-01-01');
  });

  it('asks a signed-in member: a visitor gets 401', async () => {
    const response = await callApi(ctx, 'POST', '/users/current/me/consent', {}, { version: PRIVACY_POLICY_VERSION });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /legal', () => {
  it('names the controller, the data-protection and support contacts from the settings, and the version in force', async () => {
    const response = await callApi(ctx, 'GET', '/legal');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      controller_name: 'Công ty TNHH Ladder Việt Nam',
      controller_address: '12 Nguyễn Huệ, Quận 1, Thành phố Hồ Chí Minh',
      contact_email: 'dpo@ladder.test',
      support_email: 'help@ladder.test',
      policy_version: PRIVACY_POLICY_VERSION,
    });
  });
});
