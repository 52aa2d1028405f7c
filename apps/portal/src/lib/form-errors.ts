import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { readApiFailure } from './api-error';
import { isHttpResponse } from './http-transport';

/** Where react-hook-form keeps the form-level message `putServerErrors` sets: `formState.errors.root?.server`. */
export const serverErrorKey = 'root.server' as const;

export interface PlacedServerErrors {
  /** How many of the form's fields got a message. */
  onFields: number;
  /** The message for the form as a whole ('' when every error found its field). */
  formMessage: string;
}

export interface PutServerErrorsOptions {
  /**
   * Where the form-level message goes: 'root' (the default) sets it under `serverErrorKey` for the
   * form's own alert; 'returned' only returns it, for a form that tells it elsewhere (an error dialog,
   * a status line above the form).
   */
  formMessage?: 'root' | 'returned';
  /**
   * A 409's `errors` go on their fields too, for a form whose conflict is about one value (an address
   * already in use); by default a 409 is one form-level message, as the conflict is with what exists.
   */
  conflictsOnFields?: boolean;
}

/**
 * The one way a form takes a failed call's errors (every react-hook-form form of the portal, and the
 * login's small controlled form through a `setError` of its own): each 422 `errors` entry naming one of
 * `fields` goes on that field, its first message (the first such field focused); everything else —
 * errors on fields the form does not show, a 422 with no field errors, a 4xx/5xx or network failure —
 * becomes one form-level message, under `serverErrorKey` or where the form tells it (see options).
 */
export function putServerErrors<T extends FieldValues>(
  reason: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  options: PutServerErrorsOptions = {},
): PlacedServerErrors {
  const failure = readApiFailure(reason);
  const known = new Set<string>(fields);
  let onFields = 0;
  const rest: string[] = [];
  if (failure.status === 422 || (failure.status === 409 && options.conflictsOnFields)) {
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
  if (formMessage && options.formMessage !== 'returned')
    setError(serverErrorKey as Path<T>, { type: 'server', message: formMessage });
  return { onFields, formMessage };
}

/**
 * A failed call with its field errors renamed to the form's own fields (the server's `to` on the form's
 * page field, `creatives.0.data` on a creative's file), for `putServerErrors`; anything else as it came.
 */
export function withFormFieldNames(reason: unknown, formField: (key: string) => string): unknown {
  if (!isHttpResponse(reason) || typeof reason.data !== 'object' || reason.data === null) return reason;
  const body = reason.data as { errors?: unknown };
  if (typeof body.errors !== 'object' || body.errors === null) return reason;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(body.errors as Record<string, string[]>)) {
    const field = formField(key);
    errors[field] = [...(errors[field] ?? []), ...messages];
  }
  return { ...reason, data: { ...body, errors } };
}
