import { type ReactNode, type TextareaHTMLAttributes, type Ref } from 'react';
import { controlClass, Field } from './field';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** A catalog key or a finished sentence. */
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line field whose error and hint are announced with it. */
export function TextArea({
  label,
  error,
  hint,
  id,
  className = '',
  rows = 3,
  ref,
  ...props
}: TextAreaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className} isRequired={props.required}>
      {(control) => <textarea ref={ref} {...control} rows={rows} className={controlClass(Boolean(error))} {...props} />}
    </Field>
  );
}
