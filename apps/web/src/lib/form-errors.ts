import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages (already in the reader's language) on the form's
 * fields; returns true when it did, so the caller need not toast.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  let isApplied = false;
  for (const { field, message } of error.fieldErrors) {
    if ((fields as string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      isApplied = true;
    }
  }
  return isApplied;
}
