import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

/** Schema messages are catalog keys; server messages arrive as finished sentences. */
export const isCatalogKey = (text: string) => /^[a-z_]+(\.[a-z0-9_]+)+$/.test(text);

/** Translates a catalog key; passes a finished sentence (or nothing) through. */
export function useMessage() {
  const { t } = useTranslation();
  return (text: string | undefined) => (text && isCatalogKey(text) ? t(text) : text);
}

export const LABEL_CLASS = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200';
export const HINT_CLASS = 'mt-1 text-xs text-slate-600 dark:text-slate-400';
export const ERROR_CLASS = 'mt-1 text-sm text-red-700 dark:text-red-300';

/** The look of a text box, text area or select; a red border when its value is refused. */
export const controlClass = (hasError: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 ${
    hasError ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
  }`;

/** What a control inside a Field puts on itself, so that its label, hint and error belong to it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** A catalog key or a finished sentence. */
  error?: string | undefined;
  hint?: ReactNode;
  /** The control's id; one is made up when none is given. */
  id?: string | undefined;
  className?: string;
  /** Marks the label with an asterisk before any submit (the control itself says `required`). */
  isRequired?: boolean | undefined;
  children: (control: FieldControl) => ReactNode;
}

/**
 * The frame of a labelled control: the label, then the control (and whatever comes with it),
 * then the hint and the error, both announced with the control (aria-describedby).
 */
export function Field({ label, error, hint, id, className = '', isRequired = false, children }: FieldProps) {
  const message = useMessage();
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={controlId} className={LABEL_CLASS}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="text-red-700 dark:text-red-300">
            {' *'}
          </span>
        )}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className={HINT_CLASS}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={ERROR_CLASS}>
          {message(error)}
        </p>
      )}
    </div>
  );
}
