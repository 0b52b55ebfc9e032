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
        <>
          <input
            {...control}
            type="file"
            accept={accept}
            className="block min-h-11 w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:font-semibold file:text-slate-900 hover:file:bg-slate-200 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-slate-100"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          {file && (
            <p className="mt-1 text-sm break-all text-slate-800 dark:text-slate-200">
              {t('profile_items.file_chosen', { name: file.name })}
            </p>
          )}
        </>
      )}
    </Field>
  );
}
