import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, Field } from './field';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** A catalog key or a finished sentence. */
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field whose error is announced with it. */
export function TextArea({ label, error, id, className = '', ref, rows = 3, ...props }: TextAreaProps) {
  return (
    <Field label={label} error={error} id={id} className={className}>
      {(control) => <textarea ref={ref} {...control} rows={rows} className={controlClass(Boolean(error))} {...props} />}
    </Field>
  );
}
