import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A catalog key or a finished sentence. */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** Schema messages are catalog keys; server messages arrive as finished sentences. */
export const isCatalogKey = (text: string) => /^[a-z_]+(\.[a-z0-9_]+)+$/.test(text);

const INPUT =
  'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function TextField({ label, error, hint, id, type = 'text', className = '', ref, ...props }: TextFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={isPassword && isRevealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${INPUT} ${isPassword ? 'pr-20' : ''} ${
            error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
          }`}
          {...props}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setIsRevealed((value) => !value)}
            aria-pressed={isRevealed}
            className="absolute inset-y-1 right-1 rounded-md px-2 text-xs font-semibold text-brand-700 hover:bg-slate-100 dark:text-brand-300 dark:hover:bg-slate-800"
          >
            {isRevealed ? t('common.hide_password') : t('common.show_password')}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {isCatalogKey(error) ? t(error) : error}
        </p>
      )}
    </div>
  );
}
