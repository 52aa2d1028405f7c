import { payoutOptions, type CustomerPaymentOption, type PaymentOptionType } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { fieldError } from '../../http/api-error.ts';
import type { Language } from '../../i18n/translate.ts';
import { listPaymentOptions } from './payment-options-repository.ts';
import { listCurrentDetails, reviewUntil, type PayoutDetailsRow } from './payout-details-repository.ts';
import { payoutFieldPresentation } from './payout-fields.ts';

/**
 * An option's fields as the withdrawal form shows them, with the affiliate's saved values (its own, in
 * full), their label and hint in `language`.
 */
export function describeCustomerOption(
  type: PaymentOptionType,
  saved: PayoutDetailsRow | null,
  now: Date,
  language: Language = 'en',
): CustomerPaymentOption {
  const field = payoutOptions[type].field;
  return {
    payment_option_type: type,
    fields: [
      { name: field, ...payoutFieldPresentation(type, language), value: saved?.details[field] ?? null },
    ],
    saved_at: saved?.saved_at.toISOString() ?? null,
    review_until: (saved && reviewUntil(saved, now)?.toISOString()) ?? null,
  };
}

/**
 * The specification's customerPaymentOptions: each active option's fields with the saved values. The
 * query's other parameters (country, currency, registered, ...) describe the affiliate, whom the gateway
 * knows already; only its `customerId` is checked: it must repeat the path's (whose owner the route has
 * checked, 403 for another's), else the request contradicts itself: 422 on customerId.
 */
export const CUSTOMER_ID_MISMATCH = 'customerId must be the one in the address.';

export async function customerPaymentOptions(
  ctx: AppContext,
  affiliateId: number,
  queryCustomerId: number | undefined,
  language: Language = 'en',
): Promise<CustomerPaymentOption[]> {
  if (queryCustomerId !== undefined && queryCustomerId !== affiliateId)
    throw fieldError('customerId', CUSTOMER_ID_MISMATCH);
  const now = ctx.config.now();
  const [rows, saved] = await Promise.all([
    listPaymentOptions(ctx.db, { enabledOnly: true }),
    listCurrentDetails(ctx.db, affiliateId),
  ]);
  return rows.map((row) =>
    describeCustomerOption(
      row.type,
      saved.find((d) => d.payment_option_type === row.type) ?? null,
      now,
      language,
    ),
  );
}
