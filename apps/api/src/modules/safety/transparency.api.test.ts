import type { Transparency } from '@ladder/shared/schemas/safety';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, type ApiCall, useTestApp } from '../../../test/helper';
import { member } from '../../../test/factories';

// Issue 32: a public page with each month's counts: reports by category, decisions by action,
// removals at an authority's request, the median time to a decision.

const ctx = useTestApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);
const month = (date: Date) => date.toISOString().slice(0, 7);

describe('the transparency report', () => {
  it('counts each month for anyone, a visitor included, with no personal data', async () => {
    const mod = await member(ctx, { is_superuser: true });
    const [author, one, two] = [await member(ctx), await member(ctx), await member(ctx)];
    const postOf = async (content: string) =>
      (await api('POST', '/posts', author.headers, { content })).json<{ id: string }>().id;
    const [first, second, third] = [await postOf('First'), await postOf('Second'), await postOf('Third')];
    await api('POST', '/reports', one.headers, { item_kind: 'post', item_id: first, category: 'scam' });
    await api('POST', '/reports', two.headers, { item_kind: 'post', item_id: first, category: 'spam' });
    await api('POST', '/reports', one.headers, { item_kind: 'post', item_id: second, category: 'scam' });
    const queue = (await api('GET', '/moderation/queue?limit=100', mod.headers)).json<{
      items: { id: string; item_id: string }[];
    }>().items;
    const caseOf = (id: string) => queue.find((c) => c.item_id === id)?.id ?? '';
    // Opened 3 and 5 hours before they are decided: the median is 4 hours.
    await ctx.database.db.execute(
      sql`update moderation_cases set opened_at = now() - interval '3 hours' where item_id = ${first}::uuid`,
    );
    await ctx.database.db.execute(
      sql`update moderation_cases set opened_at = now() - interval '5 hours' where item_id = ${second}::uuid`,
    );
    await api('POST', `/moderation/cases/${caseOf(first)}/decision`, mod.headers, { action: 'hide', rule: 'scam' });
    await api('POST', `/moderation/cases/${caseOf(second)}/decision`, mod.headers, { action: 'dismiss', rule: 'scam' });
    await api('POST', '/moderation/removals', mod.headers, {
      url: `/post/${third}`,
      legal_reference: 'Decree 147/2024/NĐ-CP',
      requesting_body: 'A ministry',
    });
    // A report of last month.
    await ctx.database.db.execute(
      sql`update reports set created_at = now() - interval '40 days' where item_id = ${second}::uuid`,
    );

    const answer = await api('GET', '/transparency');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/public/);
    const { months } = answer.json<Transparency>();
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({
      month: month(new Date()),
      reports_total: 2,
      decisions: { hide: 1, dismiss: 1, remove: 1, warn: 0, lock: 0, ban: 0 },
      authority_removals: 1,
      median_hours_to_decision: 4,
    });
    expect(months[0]?.reports).toMatchObject({ scam: 1, spam: 1, other: 0 });
    const last = months.find((m) => m.month === month(new Date(Date.now() - 40 * 86_400_000)));
    expect(last?.reports.scam).toBe(1);
    expect(JSON.stringify(answer.json())).not.toContain(author.user.id);
  });
});
