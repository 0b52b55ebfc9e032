import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, type TestContext } from '../../../test/helper';
import { member } from '../../../test/factories';

// Issue 41: the deletion page states the date the account would be erased on, before one asks.
let ctx: TestContext;
let atOnce: TestContext;
beforeAll(async () => {
  [ctx, atOnce] = await Promise.all([createTestApp(), createTestApp({ ACCOUNT_DELETION_GRACE_DAYS: '0' })]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), atOnce.close()]);
});

const DAY_MS = 24 * 3600 * 1000;

describe("the deletion page's date", () => {
  it('is the grace period from now, the date a deletion asked now is scheduled for; null when erased at once', async () => {
    const me = await member(ctx);
    const before = Date.now();
    const preview = await callApi(ctx, 'GET', '/users/current/me/delete', me.headers);
    expect(preview.statusCode).toBe(200);
    const due = Date.parse(preview.json<{ deletion_due_at: string }>().deletion_due_at);
    expect(due).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);

    const other = await member(atOnce);
    const none = await callApi(atOnce, 'GET', '/users/current/me/delete', other.headers);
    expect(none.json()).toEqual({ deletion_due_at: null });
    expect((await callApi(ctx, 'GET', '/users/current/me/delete')).statusCode).toBe(401);
  });
});
