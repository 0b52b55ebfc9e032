import { LANGUAGES } from '@ladder/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/i18n';
import { usePreferences } from '../preferences';

export function PreferenceSwitches({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, language, setTheme, setLanguage } = usePreferences();
  const languageId = useId();
  const isDark = theme === 'dark';

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <button
        type="button"
        onClick={() => setTheme(isDark ? 'light' : 'dark')}
        aria-pressed={isDark}
        className="inline-flex min-h-9 items-center gap-1 rounded-lg border border-slate-300 px-2 text-sm text-slate-800 hover:bg-slate-200 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">{isDark ? '☾' : '☀'}</span>
        {t('settings.dark_theme')}
      </button>
      <label htmlFor={languageId} className="sr-only">
        {t('settings.language')}
      </label>
      <select
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
