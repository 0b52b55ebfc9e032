import type { Report } from '@ladder/shared/schemas/safety';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { fullDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useMyReports } from '../api/safety';

const STATUS_CLASS: Record<Report['status'], string> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  actioned: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  dismissed: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

function ReportRow({ report }: { report: Report }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-semibold">
          {t(`safety.category_${report.category}`)}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            {' '}
            · {t(`safety.item_${report.item_kind}`)}
          </span>
        </h2>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[report.status]}`}>
          {t(`safety_ui.status_${report.status}`)}
        </span>
      </div>
      {report.note && <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">{report.note}</p>}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={report.created_at}>
          {t('safety_ui.reported_on', { date: fullDate(report.created_at, i18n.language) })}
        </time>
        {report.outcome && <> · {t('safety_ui.outcome', { action: t(`safety.action_${report.outcome}`) })}</>}
      </p>
    </article>
  );
}

/** "My reports": what the member reported, newest first, with each one's status and outcome. */
export function MyReports() {
  const { t } = useTranslation();
  const reports = useMyReports();
  return (
    <InfiniteList
      query={reports}
      keyOf={(report) => report.id}
      render={(report) => <ReportRow report={report} />}
      empty={t('safety_ui.my_reports_empty')}
    />
  );
}
