import type { CareerTrackStatus } from '@ladder/shared/schemas/career-tracks';
import { useTranslation } from '../../../lib/i18n';

const TONE: Record<CareerTrackStatus, string> = {
  new: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  completed: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  shared: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  outdated: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};

/** Draft, Completed, Public or Outdated. */
export function StatusBadge({ status }: { status: CareerTrackStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>
      {t(`tracks.ui.status_${status}`)}
    </span>
  );
}

/** docs/product.md "Fixed values and limits": a track that lists next tracks carries an 'H' badge. */
/** The 'H' badge: the track has next tracks. Inside a control that says so itself, it is only drawn. */
export function NextBadge({ isDecorative = false }: { isDecorative?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      title={isDecorative ? undefined : t('tracks.ui.has_next')}
      aria-hidden={isDecorative || undefined}
      className="inline-flex size-5 shrink-0 items-center justify-center rounded bg-brand-100 text-[0.7rem] font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
    >
      <span aria-hidden="true">H</span>
      {!isDecorative && <span className="sr-only">{t('tracks.ui.has_next')}</span>}
    </span>
  );
}
