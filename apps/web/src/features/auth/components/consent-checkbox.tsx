import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { ERROR_CLASS, useMessage } from '../../../components/ui/field';
import { ConsentText, type ConsentTextKey } from './consent-text';

interface ConsentCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  textKey: ConsentTextKey;
  /** A catalog key or a finished sentence. */
  error?: string | undefined;
}

/**
 * A box a new member ticks (their age, the user agreement, the processing of their data): never
 * ticked in advance (docs/decisions/0030-consent-and-policy-versions.md), its error announced with it.
 */
export function ConsentCheckbox({
  textKey,
  error,
  ref,
  ...input
}: ConsentCheckboxProps & { ref?: Ref<HTMLInputElement> }) {
  const message = useMessage();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={id}>
          <ConsentText textKey={textKey} />
        </label>
      </div>
      {error && (
        <p id={errorId} className={ERROR_CLASS}>
          {message(error)}
        </p>
      )}
    </div>
  );
}
