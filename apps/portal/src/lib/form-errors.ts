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

/** Where react-hook-form keeps the form-level message `putServerErrors` sets: `formState.errors.root?.server`. */
export const serverErrorKey = 'root.server' as const;

export interface PlacedServerErrors {
  /** How many of the form's fields got a message. */
  onFields: number;
  /** The message for the form as a whole ('' when every error found its field). */
  formMessage: string;
}

/**
 * Puts a failed call's errors onto a react-hook-form form: each 422 `errors` entry naming one of
 * `fields` goes on that field (the first one focused); everything else — errors on fields the form
 * does not show, a 422 with no field errors, a 4xx/5xx or network failure — becomes one form-level
 * message under `serverErrorKey`, so a screen never has to open a generic dialog for them.
 */
export function putServerErrors<T extends FieldValues>(reason: unknown, setError: UseFormSetError<T>, fields: ReadonlyArray<Path<T>>): PlacedServerErrors {
  const failure = readApiFailure(reason);
  const known = new Set<string>(fields);
  let onFields = 0;
  const rest: string[] = [];
  if (failure.status === 422) {
    // In the form's order, so the first field on screen with an error takes the focus.
    for (const field of fields) {
      const message = failure.errors[field]?.[0];
      if (!message) continue;
      setError(field, { type: 'server', message }, { shouldFocus: onFields === 0 });
      onFields += 1;
    }
    for (const [field, list] of Object.entries(failure.errors)) {
      if (!known.has(field) && list[0]) rest.push(list[0]);
    }
  }
  const formMessage = rest.length > 0 ? rest.join(' ') : onFields === 0 ? failure.message : '';
  if (formMessage) setError(serverErrorKey as Path<T>, { type: 'server', message: formMessage });
  return { onFields, formMessage };
}
