import { PRIVACY_POLICY_VERSION } from '@ladder/shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { PASSWORD, useTestApp, randomIp, uniqueEmail } from '../../../test/helper';

const ctx = useTestApp();

const register = (payload: object, language: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/open',
    payload: { name: 'Sign Up', password: PASSWORD, ...payload },
    headers: { 'accept-language': language },
    remoteAddress: randomIp(),
  });

const rowOf = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

/** docs/decisions/0055-privacy-choices-and-sign-up-consent.md: three boxes, each its own code. */
describe('sign-up asks for the age, the terms and the consent to processing, each on its own', () => {
  it.each([
    ['en', 'Please confirm that you are 18 or older', 'Please accept the User Agreement'],
    ['vi', 'Vui lòng xác nhận bạn từ 18 tuổi trở lên', 'Vui lòng chấp nhận Thỏa thuận người dùng'],
  ])('refuses each missing box with its own code and message (%s), storing nothing', async (language, age, terms) => {
    const email = uniqueEmail('boxes');
    for (const adult of [undefined, false]) {
      const response = await register({ email, adult, terms: true, consent: true }, language);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'AGE_CONFIRMATION_REQUIRED',
        detail: age,
        errors: [{ field: 'adult', message: age }],
      });
    }
    for (const accepted of [undefined, false]) {
      const response = await register({ email, adult: true, terms: accepted, consent: true }, language);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'TERMS_REQUIRED',
        detail: terms,
        errors: [{ field: 'terms', message: terms }],
      });
    }
    const noConsent = await register({ email, adult: true, terms: true }, language);
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json()).toMatchObject({ code: 'CONSENT_REQUIRED', errors: [{ field: 'consent' }] });
    expect(await rowOf(email)).toBeUndefined();
  });

  it('records the time of each box and the policy version', async () => {
    const email = uniqueEmail('boxes-ok');
    const before = Date.now();
    const response = await register({ email, adult: true, terms: true, consent: true }, 'en');
    expect(response.statusCode).toBe(201);
    const row = await rowOf(email);
    for (const at of [row?.adult_confirmed_at, row?.terms_accepted_at, row?.term_privacy_accepted_at]) {
      expect(at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(row?.term_privacy_version).toBe(PRIVACY_POLICY_VERSION);
  });
});
