import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { randomIp, uniqueEmail } from '../../../test/helper';
import { googleCredential, useGoogleApp } from '../../../test/google-sign-in';

// A new account through Google or LinkedIn asks the same three boxes as the password sign-up,
// each with its own code, and records each (docs/decisions/0055-privacy-choices-and-sign-up-consent.md).
const { ctx, provider } = useGoogleApp();

const signIn = async (email: string, boxes: object, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login/external',
    headers: { 'accept-language': language },
    payload: { signin_with: 'google', credential: await googleCredential(ctx, provider, email), ...boxes },
    remoteAddress: randomIp(),
  });

const rowOf = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('the external sign-up’s three boxes', () => {
  it('refuses a new account without each box, with that box’s code, creating nothing', async () => {
    const email = uniqueEmail('gboxes');
    const cases = [
      [
        { terms: true, consent: true },
        'AGE_CONFIRMATION_REQUIRED',
        'adult',
        'Vui lòng xác nhận bạn từ 18 tuổi trở lên',
      ],
      [{ adult: true, consent: true }, 'TERMS_REQUIRED', 'terms', 'Vui lòng chấp nhận Thỏa thuận người dùng'],
      [{ adult: true, terms: true }, 'CONSENT_REQUIRED', 'consent', undefined],
      // The single box of before is no longer enough.
      [{ consent: true }, 'AGE_CONFIRMATION_REQUIRED', 'adult', undefined],
    ] as const;
    for (const [boxes, code, field, message] of cases) {
      const refused = await signIn(email, boxes, 'vi');
      expect(refused.statusCode, code).toBe(422);
      expect(refused.json(), code).toMatchObject({ code });
      expect(refused.json().errors?.[0]?.field, code).toBe(field);
      if (message) expect(refused.json().errors[0].message).toBe(message);
      expect(await rowOf(email)).toBeUndefined();
    }
  });

  it('records the three, each with its time, when all are ticked', async () => {
    const email = uniqueEmail('gboxes');
    const before = Date.now();
    const accepted = await signIn(email, { adult: true, terms: true, consent: true });
    expect(accepted.statusCode).toBe(200);
    const row = await rowOf(email);
    for (const at of [row?.adult_confirmed_at, row?.terms_accepted_at, row?.term_privacy_accepted_at])
      expect(at?.getTime() ?? 0).toBeGreaterThanOrEqual(before - 1000);
  });
});
