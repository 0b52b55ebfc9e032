import { type SelectHTMLAttributes, type Ref } from 'react';
import { controlClass, Field } from './field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** A catalog key or a finished sentence. */
  error?: string | undefined;
}

/** A labelled native select whose error is announced with it. */
export function SelectField({
  label,
  error,
  id,
  className = '',
  children,
  ref,
  ...props
}: SelectFieldProps & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <Field label={label} error={error} id={id} className={className} isRequired={props.required}>
      {(control) => (
        <select ref={ref} {...control} className={controlClass(Boolean(error))} {...props}>
          {children}
        </select>
      )}
    </Field>
  );
}
