import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type ApiCall, callApi, type Headers, useTestApp } from '../../../test/helper';
import { member } from '../../../test/factories';

const ctx = useTestApp();

const api = (...call: ApiCall) => callApi(ctx, ...call);
const rowsOf = async (userId: string) =>
  queryRows<{ id: string }>(ctx.database.db, sql`select id from user_subscriptions where user_id = ${userId}::uuid`);
const planOf = async (headers: Headers) => (await api('GET', '/users/current/me', headers)).json().plan as string;

describe('subscriptions', () => {
  it('tells anyone what each plan allows and costs: the User plan caps career tracks, the Educator plan does not', async () => {
    const response = await api('GET', '/plans');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { plan: 'user', career_track_limit: 10, payment_amount: 0, payment_currency: 'VND', billing_cycle: null },
        {
          plan: 'educator',
          career_track_limit: null,
          payment_amount: 0,
          payment_currency: 'VND',
          billing_cycle: 'Monthly',
        },
      ],
    });
  });

  it('upgrades at the server’s price, whatever the client sends, and /me says educator', async () => {
    const me = await member(ctx);
    expect(await planOf(me.headers)).toBe('user');
    const response = await api('POST', `/user-subscriptions/${me.user.id}`, me.headers, {
      subscription_plan: 'Platinum',
      billing_cycle: 'Yearly',
      is_trial: true,
      payment_amount: -500,
      payment_currency: 'USD',
      is_payment_recurred: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      subscription_plan: 'Education',
      billing_cycle: 'Monthly',
      is_trial: false,
      payment_amount: 0,
      payment_currency: 'VND',
      is_payment_recurred: true,
      is_active: true,
      is_cancelled: false,
      service_end: null,
      cancelled_at: null,
    });
    expect(Date.parse(response.json().service_start)).not.toBeNaN();
    expect(await planOf(me.headers)).toBe('educator');
  });

  it('refuses a second active upgrade with 409, also when sent in parallel', async () => {
    const me = await member(ctx);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => api('POST', `/user-subscriptions/${me.user.id}`, me.headers)),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.json()).toEqual({ code: 'SUBSCRIPTION_EXISTS', detail: "You're already on the Educator plan." });
    expect(await rowsOf(me.user.id)).toHaveLength(1);
  });

  it('refuses another member’s subscriptions and changes nothing', async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    const mine = (await api('POST', `/user-subscriptions/${me.user.id}`, me.headers)).json();
    const upgrade = await api('POST', `/user-subscriptions/${me.user.id}`, other.headers);
    expect(upgrade.statusCode).toBe(403);
    expect(upgrade.json().code).toBe('FORBIDDEN');
    expect(await rowsOf(other.user.id)).toHaveLength(0);
    expect((await api('POST', `/user-subscriptions/get/${me.user.id}`, other.headers)).statusCode).toBe(403);
    expect((await api('DELETE', `/user-subscriptions/${me.user.id}/${mine.id}`, other.headers)).statusCode).toBe(403);
    expect((await api('DELETE', `/user-subscriptions/${other.user.id}/${mine.id}`, other.headers)).statusCode).toBe(
      404,
    );
    expect((await api('POST', `/user-subscriptions/${me.user.id}`)).statusCode).toBe(401);
    const list = (await api('POST', `/user-subscriptions/get/${me.user.id}`, me.headers)).json();
    expect(list.items).toEqual([expect.objectContaining({ id: mine.id, is_cancelled: false })]);
  });

  it('cancels (twice is the same), then upgrades again; lists newest first with pages', async () => {
    const me = await member(ctx);
    const first = (await api('POST', `/user-subscriptions/${me.user.id}`, me.headers)).json();
    const cancelled = await api('DELETE', `/user-subscriptions/${me.user.id}/${first.id}`, me.headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: first.id, is_cancelled: true });
    const at = cancelled.json().cancelled_at;
    expect(Date.parse(at)).not.toBeNaN();
    const again = await api('DELETE', `/user-subscriptions/${me.user.id}/${first.id}`, me.headers);
    expect(again.json()).toMatchObject({ is_cancelled: true, cancelled_at: at });
    expect(await planOf(me.headers)).toBe('user');

    const second = await api('POST', `/user-subscriptions/${me.user.id}`, me.headers);
    expect(second.statusCode).toBe(201);
    expect(await planOf(me.headers)).toBe('educator');

    const page1 = (await api('POST', `/user-subscriptions/get/${me.user.id}?limit=1`, me.headers)).json();
    expect(page1).toMatchObject({ total: 2, items: [{ id: second.json().id }] });
    const page2 = (
      await api('POST', `/user-subscriptions/get/${me.user.id}?limit=1`, me.headers, {
        last_evaluated_key: page1.last_evaluated_key,
      })
    ).json();
    expect(page2).toMatchObject({ items: [{ id: first.id, is_cancelled: true }], last_evaluated_key: null });
  });
});
