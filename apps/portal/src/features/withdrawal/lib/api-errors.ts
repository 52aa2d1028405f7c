import type { PaymentOptionType } from '@affiliate/contract/common/payout-options';
import type { UseFormSetError } from 'react-hook-form';
import { putServerErrors } from '@/lib/form-errors';

/** The form's fields a withdrawal's refusal can name (the request's own field names). */
export const withdrawalErrorFields = ['amount', 'wallet_address', 'account', 'code'] as const;
export type WithdrawalErrorField = (typeof withdrawalErrorFields)[number];

/** A refusal of one option's withdrawal: per field the first message, and what belongs to no field. */
export interface OptionErrors {
  fields: Partial<Record<WithdrawalErrorField, string>>;
  /** The server's message when it names none of the form's fields (a stale rate, a limit, a conflict). */
  message: string | null;
}

/** The specification's apiErrors: kept per payment option type, so each option shows its own. */
export type ApiErrors = Partial<Record<PaymentOptionType, OptionErrors>>;

/**
 * The refusal of a withdrawal by `type`, read from the rejected response with the portal's one
 * `putServerErrors` (a 422's field errors on the form's fields, the rest one message); replaces that
 * option's earlier errors only. They are kept here rather than in the form so each option keeps its own.
 */
export function withOptionErrors(errors: ApiErrors, type: PaymentOptionType, reason: unknown): ApiErrors {
  const fields: OptionErrors['fields'] = {};
  const keepOnField: UseFormSetError<Record<WithdrawalErrorField, string>> = (name, error) => {
    if (error.message) fields[name as WithdrawalErrorField] = error.message;
  };
  const { formMessage } = putServerErrors(reason, keepOnField, withdrawalErrorFields, {
    formMessage: 'returned',
  });
  return { ...errors, [type]: { fields, message: formMessage || null } };
}

/** A field edited again: its server message goes, the option's others stay. */
export function withoutFieldError(
  errors: ApiErrors,
  type: PaymentOptionType,
  field: WithdrawalErrorField,
): ApiErrors {
  const current = errors[type];
  if (!current?.fields[field]) return errors;
  const fields = { ...current.fields };
  delete fields[field];
  return { ...errors, [type]: { ...current, fields } };
}

/** A withdrawal by `type` went through: its errors are gone. */
export function withoutOptionErrors(errors: ApiErrors, type: PaymentOptionType): ApiErrors {
  if (!errors[type]) return errors;
  const next = { ...errors };
  delete next[type];
  return next;
}
