import { useTranslation } from '../../../lib/i18n';

const RUNGS = ['way_in.landing.sample_3', 'way_in.landing.sample_2', 'way_in.landing.sample_1'] as const;

/** What Ladder is, for a visitor: one line and a sample ladder, its highest rung on top. */
export function SampleLadder({ isLineShown = true }: { isLineShown?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      {isLineShown && <p className="text-base text-slate-800 dark:text-slate-200">{t('way_in.landing.line')}</p>}
      <ol
        aria-label={t('way_in.landing.sample_label')}
        className="relative mx-auto flex max-w-xs flex-col gap-2 before:absolute before:inset-y-2 before:left-1/2 before:w-0.5 before:-translate-x-1/2 before:bg-slate-300 dark:before:bg-slate-700"
      >
        {RUNGS.map((key, index) => (
          <li
            key={key}
            className={`relative rounded-xl border-2 px-3 py-2 text-center text-sm font-semibold ${
              index === 0
                ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-slate-950'
                : 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'
            }`}
          >
            {t(key)}
          </li>
        ))}
      </ol>
    </div>
  );
}
