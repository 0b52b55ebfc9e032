import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The search box of SPEC.md §2; its results arrive with the people-and-search work. */
export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        {t('layout.search_label')}
      </label>
      <input
        id={id}
        type="search"
        disabled
        aria-describedby={`${id}-soon`}
        placeholder={t('layout.search_placeholder')}
        className="block w-full rounded-full border border-slate-300 bg-white px-4 py-2 text-sm text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <p id={`${id}-soon`} className="sr-only">
        {t('layout.search_soon')}
      </p>
    </form>
  );
}
