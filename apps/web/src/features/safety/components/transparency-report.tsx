import { MODERATION_ACTIONS, REPORT_CATEGORIES, type TransparencyMonth } from '@ladder/shared/schemas/safety';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import { transparencyQuery } from '../api/transparency';
import { dateFormat } from '../../../lib/intl';

/** "November 2026" in the page's language, in UTC as the report counts (the same on the server). */
const monthName = (month: string, language: string) =>
  dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

function Counts({ title, rows, total }: { title: string; rows: [string, number][]; total?: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      <dl className="mt-1 space-y-1 text-sm">
        {rows.map(([label, n]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="font-medium tabular-nums">{n}</dd>
          </div>
        ))}
        {total !== undefined && (
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-1 dark:border-slate-700">
            <dt className="font-semibold">{t('protection.transparency_total')}</dt>
            <dd className="font-semibold tabular-nums">{total}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function Month({ month }: { month: TransparencyMonth }) {
  const { t, i18n } = useTranslation();
  const reports = REPORT_CATEGORIES.filter((c) => month.reports[c] > 0).map((c): [string, number] => [
    t(`safety.category_${c}`),
    month.reports[c],
  ]);
  const decisions = MODERATION_ACTIONS.filter((a) => month.decisions[a] > 0).map((a): [string, number] => [
    t(`safety.action_${a}`),
    month.decisions[a],
  ]);
  const isEmpty = reports.length === 0 && decisions.length === 0;
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{monthName(month.month, i18n.language)}</h2>
      {isEmpty ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('protection.transparency_empty')}</p>
      ) : (
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Counts title={t('protection.transparency_reports')} rows={reports} total={month.reports_total} />
          <div className="space-y-3">
            <Counts title={t('protection.transparency_decisions')} rows={decisions} />
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="font-semibold">{t('protection.transparency_authority')}</dt>
                <dd className="font-medium tabular-nums">{month.authority_removals}</dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt className="font-semibold">{t('protection.transparency_median')}</dt>
                <dd className="font-medium tabular-nums">
                  {month.median_hours_to_decision === null
                    ? t('protection.transparency_no_decision')
                    : t('protection.transparency_hours', { hours: month.median_hours_to_decision })}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      )}
    </section>
  );
}

/** The transparency report: each month of the last year, newest first (docs/api/safety.md "Transparency"). */
export function TransparencyReport() {
  const { t } = useTranslation();
  const report = useQuery(transparencyQuery);
  if (report.isPending) return <Spinner label={t('common.loading')} />;
  if (report.isError) return <LoadError onRetry={() => report.refetch()} />;
  return (
    <div className="mt-6 space-y-4">
      {report.data.months.map((month) => (
        <Month key={month.month} month={month} />
      ))}
    </div>
  );
}
