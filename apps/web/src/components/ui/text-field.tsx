import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n';
import { controlClass, Field } from './field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A catalog key or a finished sentence. */
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  id,
  type = 'text',
  className = '',
  ref,
  ...props
}: TextFieldProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <Field label={label} error={error} hint={hint} id={id} className={className} isRequired={props.required}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            {...control}
            type={isPassword && isRevealed ? 'text' : type}
            className={`${controlClass(Boolean(error))} ${isPassword ? 'pr-20' : ''}`}
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
      )}
    </Field>
  );
}
