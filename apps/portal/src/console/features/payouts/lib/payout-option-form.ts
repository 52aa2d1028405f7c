import { z } from 'zod';
import type { PayoutOption } from '../api/payouts';

/** The contract's field rules, with words an operator reads at the field. */
const limit = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount like 50 or 50.00.');
const fee = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,8})?$/, 'Enter a fee like 0.0001 (at most 8 decimals).');

/**
 * Editing a payout option: enabled, the limits per withdrawal (EUR) and, for a crypto option, its
 * network fee. The rules are the contract's request's (`updatePaymentOptionRequest`).
 */
export const payoutOptionFormSchema = z
  .object({
    enabled: z.boolean(),
    min_amount: limit,
    max_amount: limit,
    network_fee: z.union([fee, z.literal('')]),
  })
  .refine((values) => Number(values.min_amount) <= Number(values.max_amount), {
    path: ['max_amount'],
    message: 'The maximum must not be below the minimum.',
  })
  .transform(({ network_fee, ...values }) => (network_fee === '' ? values : { ...values, network_fee }));

export type PayoutOptionFormInput = z.input<typeof payoutOptionFormSchema>;
export type PayoutOptionFormValues = z.output<typeof payoutOptionFormSchema>;

/** The form's starting values: the option as stored (an e-wallet has no network fee to change). */
export function payoutOptionFormValues(option: PayoutOption): PayoutOptionFormInput {
  return {
    enabled: option.enabled,
    min_amount: option.min_amount,
    max_amount: option.max_amount,
    network_fee: option.kind === 'crypto' ? option.network_fee : '',
  };
}
