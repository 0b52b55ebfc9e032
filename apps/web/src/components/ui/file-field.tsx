import { useTranslation } from '../../lib/i18n';
import { Field } from './field';

/**
 * A labelled file picker for one file (a certificate's file, a piece of evidence), its hint and
 * error announced with it; the chosen file's name shows under it. `error` is a catalog key or a
 * finished sentence.
 */
export function FileField({
  label,
  hint,
  error,
  accept,
  file,
  onChange,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        // The browser's own picker button speaks the browser's language, not the member's: it is
        // hidden (still focusable) behind a label drawn from the catalogs.
        <div className="flex flex-wrap items-center gap-3">
          <input
            {...control}
            type="file"
            accept={accept}
            className="peer sr-only"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          <label
            htmlFor={control.id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-slate-100 px-4 text-sm font-semibold text-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            {t('common.choose_file')}
          </label>
          <span className="min-w-0 text-sm break-all text-slate-800 dark:text-slate-200">
            {file ? t('profile_items.file_chosen', { name: file.name }) : t('common.no_file_chosen')}
          </span>
        </div>
      )}
    </Field>
  );
}
