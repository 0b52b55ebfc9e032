import { LANGUAGES } from '@ladder/shared/constants';
import { useId } from 'react';
import { isLanguage, useTranslation } from '../../lib/i18n';
import { usePreferences } from '../preferences';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The theme switch and the language select. `hasLabels`: both say what they are at every width
 * (the phone's menu, issue 41); otherwise the theme's name shows from 640 px up.
 */
export function PreferenceSwitches({ className = '', hasLabels = false }: { className?: string; hasLabels?: boolean }) {
  const { t } = useTranslation();
  // On a page the server drew, a choice made before the app took it over would be lost: the
  // switches wait for it, as the forms' buttons do.
  const isHydrated = useHydrated();
  const { theme, language, setTheme, setLanguage } = usePreferences();
  const languageId = useId();
  const isDark = theme === 'dark';

  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      <button
        type="button"
        role="switch"
        disabled={!isHydrated}
        aria-checked={isDark}
        onClick={() => setTheme(isDark ? 'light' : 'dark')}
        className="inline-flex min-h-9 items-center gap-2 rounded-lg border border-slate-300 px-2 text-sm text-slate-800 hover:bg-slate-200 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className="relative inline-flex h-5 w-9 items-center rounded-full bg-slate-300 dark:bg-brand-500"
        >
          <span className="absolute left-0.5 h-4 w-4 rounded-full bg-white transition-transform dark:translate-x-4 dark:bg-slate-950" />
        </span>
        <span className={hasLabels ? '' : 'sr-only sm:not-sr-only'}>{t('settings.dark_theme')}</span>
      </button>
      <label htmlFor={languageId} className={hasLabels ? 'text-sm text-slate-800 dark:text-slate-200' : 'sr-only'}>
        {t('settings.language')}
      </label>
      <select
        disabled={!isHydrated}
        id={languageId}
        value={language}
        onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
        className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {t(`settings.language_${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
