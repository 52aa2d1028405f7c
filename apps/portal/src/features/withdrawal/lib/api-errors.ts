import type { PaymentOptionType } from '@affiliate/contract/common/payout-options';
import { readApiFailure } from '@/lib/api-error';

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

function isErrorField(name: string): name is WithdrawalErrorField {
  return (withdrawalErrorFields as readonly string[]).includes(name);
}

/** The refusal of a withdrawal by `type`, read from the rejected response; replaces that option's earlier errors only. */
export function withOptionErrors(errors: ApiErrors, type: PaymentOptionType, reason: unknown): ApiErrors {
  const failure = readApiFailure(reason);
  const fields: OptionErrors['fields'] = {};
  const others: string[] = [];
  for (const [name, messages] of Object.entries(failure.errors)) {
    const first = messages[0];
    if (!first) continue;
    if (isErrorField(name)) fields[name] = first;
    else others.push(first);
  }
  const named = Object.keys(fields).length > 0;
  return { ...errors, [type]: { fields, message: others[0] ?? (named ? null : failure.message) } };
}

/** A field edited again: its server message goes, the option's others stay. */
export function withoutFieldError(errors: ApiErrors, type: PaymentOptionType, field: WithdrawalErrorField): ApiErrors {
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
