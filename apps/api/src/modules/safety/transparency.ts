import {
  MODERATION_ACTIONS,
  REPORT_CATEGORIES,
  TRANSPARENCY_MONTHS,
  type Transparency,
  type TransparencyMonth,
} from '@ladder/shared/schemas/safety';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

// The public transparency report (docs/api/safety.md "Transparency"): counts only, by month in
// UTC, read on the indexes of reports' and decisions' times.

type Count = { month: string; key: string; n: number };

const monthOf = (column: string) => sql.raw(`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`);

/** The last `TRANSPARENCY_MONTHS` months, newest first, "YYYY-MM". */
function lastMonths(now: Date): string[] {
  return Array.from({ length: TRANSPARENCY_MONTHS }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7),
  );
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export async function transparencyReport(db: Db, now = new Date()): Promise<Transparency> {
  const months = lastMonths(now);
  const since = `${months.at(-1)}-01T00:00:00Z`;
  const [reports, decisions, medians] = await Promise.all([
    queryRows<Count>(
      db,
      sql`select ${monthOf('created_at')} as month, category as key, count(*)::int as n
          from reports where created_at >= ${since}::timestamptz group by 1, 2`,
    ),
    queryRows<Count>(
      db,
      sql`select ${monthOf('d.created_at')} as month,
                 case when c.source = 'authority' then 'authority' else d.action end as key, count(*)::int as n
          from moderation_decisions d join moderation_cases c on c.id = d.case_id
          where d.created_at >= ${since}::timestamptz group by 1, 2`,
    ),
    queryRows<{ month: string; hours: number | string | null }>(
      db,
      sql`select ${monthOf('d.created_at')} as month,
                 percentile_cont(0.5) within group (order by extract(epoch from (d.created_at - c.opened_at)) / 3600) as hours
          from moderation_decisions d join moderation_cases c on c.id = d.case_id
          where d.created_at >= ${since}::timestamptz and c.source <> 'authority' group by 1`,
    ),
  ]);
  const byMonth = new Map<string, TransparencyMonth>(
    months.map((month) => [
      month,
      {
        month,
        reports: zeros(REPORT_CATEGORIES),
        reports_total: 0,
        decisions: zeros(MODERATION_ACTIONS),
        authority_removals: 0,
        median_hours_to_decision: null,
      },
    ]),
  );
  for (const row of reports) {
    const entry = byMonth.get(row.month);
    if (!entry) continue;
    entry.reports[row.key as keyof TransparencyMonth['reports']] = row.n;
    entry.reports_total += row.n;
  }
  for (const row of decisions) {
    const entry = byMonth.get(row.month);
    if (!entry) continue;
    // A removal at an authority's request is a removal too, and counted apart.
    if (row.key === 'authority') {
      entry.authority_removals = row.n;
      entry.decisions.remove += row.n;
    } else entry.decisions[row.key as keyof TransparencyMonth['decisions']] += row.n;
  }
  for (const row of medians) {
    const entry = byMonth.get(row.month);
    if (entry && row.hours !== null) entry.median_hours_to_decision = Math.round(Number(row.hours) * 10) / 10;
  }
  return { months: [...byMonth.values()] };
}
