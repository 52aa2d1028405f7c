import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readApiFailure } from './api-error';

/**
 * Puts the field errors of a 422 answer (`errors: { field: [messages] }`) onto the form's fields.
 * Returns true when at least one field got its message.
 */
export function applyServerFieldErrors<T extends FieldValues>(reason: unknown, setError: UseFormSetError<T>, fields: ReadonlyArray<Path<T>>): boolean {
  const { status, errors } = readApiFailure(reason);
  if (status !== 422) return false;
  let applied = false;
  for (const field of fields) {
    const message = errors[field]?.[0];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
