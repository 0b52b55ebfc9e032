import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, type Headers } from '../../../test/helper';
import { member } from '../../../test/factories';
import { newNumber, usePhoneApp } from '../../../test/phone-app';
import { PHONE_CODE_LIMITS } from './phone-verification.service';

/**
 * Issue 30, item 8: the limits on SMS codes (docs/api/phone.md, "Limits"). They count per member
 * and per member and number, so another member cannot block someone's verification; a global
 * hourly budget (SMS_HOURLY_BUDGET) stops SMS pumping; a refused request costs nothing.
 */
const BUDGET = 12;
/** `allowed` answers 202, then 429 up to `count` answers. */
const limitedAfter = (allowed: number, count: number) =>
  Array.from({ length: count }, (_, i) => (i < allowed ? 202 : 429));
const { ctx, provider } = usePhoneApp({ SMS_HOURLY_BUDGET: String(BUDGET) });

const askCode = (headers: Headers, phone: string, extra: Headers = {}) =>
  callApi(ctx, 'POST', '/users/current/me/phone', { ...headers, ...extra }, { phone });
/** Makes the codes of the last hour an hour old: they no longer count against any limit. */
const ageCodes = () => ctx.database.db.execute(sql`update phone_codes set created_at = now() - interval '61 minutes'`);
const statuses = async (asks: (() => Promise<{ statusCode: number }>)[]) => {
  const answers: number[] = [];
  for (const ask of asks) answers.push((await ask()).statusCode);
  return answers;
};

describe('SMS code limits', () => {
  it('another member asking for someone’s number does not block that person’s own request', async () => {
    await ageCodes();
    const victim = await member(ctx);
    const other = await member(ctx);
    const number = newNumber();
    // More requests than any limit allows, all for the victim's number: they count against `other`.
    const byOther = await statuses(
      Array.from({ length: PHONE_CODE_LIMITS.member }, () => () => askCode(other.headers, number.typed)),
    );
    expect(byOther).toEqual(limitedAfter(PHONE_CODE_LIMITS.memberNumber, PHONE_CODE_LIMITS.member));
    const own = await askCode(victim.headers, number.typed);
    expect(own.statusCode).toBe(202);
    expect(provider.lastCode(number.e164)).toMatch(/^\d{6}$/);
  });

  it('counts a member’s requests per member (5 an hour) and per number (3 an hour), with Retry-After', async () => {
    await ageCodes();
    const { headers } = await member(ctx);
    const number = newNumber();
    const { member: perMember, memberNumber: perNumber } = PHONE_CODE_LIMITS;
    const oneNumber = await statuses(Array.from({ length: perNumber + 1 }, () => () => askCode(headers, number.typed)));
    expect(oneNumber).toEqual(limitedAfter(perNumber, perNumber + 1));
    // The rest of the member's allowance, on other numbers, then one more.
    const rest = perMember - perNumber + 1;
    const others = await statuses(Array.from({ length: rest }, () => () => askCode(headers, newNumber().typed)));
    expect(others).toEqual(limitedAfter(rest - 1, rest));
    const refused = await askCode(headers, newNumber().typed);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a refused request costs nothing: once one code ages out, exactly one more is sent', async () => {
    await ageCodes();
    const { headers, user } = await member(ctx);
    for (let sent = 0; sent < 5; sent += 1) await askCode(headers, newNumber().typed);
    for (let refused = 0; refused < 4; refused += 1)
      expect((await askCode(headers, newNumber().typed)).statusCode).toBe(429);
    await ctx.database.db.execute(
      sql`update phone_codes set created_at = now() - interval '61 minutes'
          where id = (select id from phone_codes where user_id = ${user.id}::uuid order by created_at limit 1)`,
    );
    const after = await statuses([
      () => askCode(headers, newNumber().typed),
      () => askCode(headers, newNumber().typed),
    ]);
    expect(after).toEqual([202, 429]);
  });

  it('stops every SMS past the hourly budget with 429 SMS_BUDGET_SPENT, in English and Vietnamese, at no cost', async () => {
    await ageCodes();
    const sentBefore = provider.messages.length;
    for (let sent = 0; sent < BUDGET; sent += 1)
      expect((await askCode((await member(ctx)).headers, newNumber().typed)).statusCode).toBe(202);
    const someone = await member(ctx);
    const refused = await askCode(someone.headers, newNumber().typed);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'SMS_BUDGET_SPENT',
      detail: 'Text messages are paused for a while. Please try again in an hour',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const vi = await askCode(someone.headers, newNumber().typed, { 'accept-language': 'vi' });
    expect(vi.json()).toMatchObject({
      code: 'SMS_BUDGET_SPENT',
      detail: 'Tạm thời ngừng gửi tin nhắn SMS. Vui lòng thử lại sau một giờ',
    });
    expect(provider.messages.length - sentBefore).toBe(BUDGET);

    // The refused requests took nothing from the budget: one code ageing out lets one more go.
    await ctx.database.db.execute(
      sql`update phone_codes set created_at = now() - interval '61 minutes'
          where id = (select id from phone_codes order by created_at desc limit 1)`,
    );
    const after = await statuses([
      () => askCode(someone.headers, newNumber().typed),
      () => askCode(someone.headers, newNumber().typed),
    ]);
    expect(after).toEqual([202, 429]);
  });
});
