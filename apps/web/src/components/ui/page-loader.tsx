import { useTranslation } from '../../lib/i18n';

/** The full-page loading animation: a ladder whose rungs light up one after another. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-slate-100 dark:bg-slate-950"
    >
      <div
        aria-hidden="true"
        className="flex h-16 w-10 flex-col-reverse justify-between border-x-4 border-brand-600 px-1 py-1 dark:border-brand-400"
      >
        {[0, 1, 2, 3].map((rung) => (
          <span
            key={rung}
            className="block h-1 animate-pulse rounded bg-brand-600 dark:bg-brand-400"
            style={{ animationDelay: `${rung * 150}ms` }}
          />
        ))}
      </div>
      <span className="text-sm text-slate-700 dark:text-slate-300">{t('common.loading')}</span>
    </div>
  );
}
