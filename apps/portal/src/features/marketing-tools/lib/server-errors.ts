import { readApiFailure } from '@/lib/api-error';

export interface PlacedServerErrors<F extends string> {
  /** The first message of each form field the server named, in the form's order. */
  fieldErrors: Partial<Record<F, string>>;
  /** What no field can show: the message for the error dialog, or null when every error has its field. */
  message: string | null;
}

/**
 * Where a failed save's errors go: a 422's field errors onto the form's
 * fields (website, referral_code, and any other field of the form the server names); an error about
 * something the form has no field for, and any other failure, to the error dialog with the server's
 * message.
 */
export function placeServerErrors<F extends string>(reason: unknown, fields: ReadonlyArray<F>): PlacedServerErrors<F> {
  const failure = readApiFailure(reason);
  if (failure.status !== 422) return { fieldErrors: {}, message: failure.message };
  const fieldErrors: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const first = failure.errors[field]?.[0];
    if (first) fieldErrors[field] = first;
  }
  const elsewhere = Object.entries(failure.errors).find(([field, list]) => !(fields as ReadonlyArray<string>).includes(field) && list[0]);
  if (elsewhere) return { fieldErrors, message: elsewhere[1][0]! };
  return { fieldErrors, message: Object.keys(fieldErrors).length > 0 ? null : failure.message };
}
