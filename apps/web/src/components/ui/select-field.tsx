import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlClass, Field } from './field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** A catalog key or a finished sentence. */
  error?: string | undefined;
}

/** A labelled native select whose error is announced with it (forwardRef: see TextField). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, id, className = '', children, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={controlClass(Boolean(error))} {...props}>
          {children}
        </select>
      )}
    </Field>
  );
});
