import { payoutOptions, type PaymentOptionType, type PayoutOptionDefinition } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { findPaymentOption, type PaymentOptionRow } from './payment-options-repository.ts';
import type { Language } from '../../i18n/translate.ts';
import type { ErrorText } from '../../i18n/api-error-language.ts';
import { payoutMessageIn, payoutRefusals } from './payout-messages.ts';
import { isStale, type Rate } from './rates-source.ts';

/**
 * What a withdrawal with a payout option is bound by right now, for one affiliate: the brand's row
 * (enabled, min, max, network fee), the rate a crypto amount is converted at, and why the option
 * cannot be used at all (`blocked`), if it cannot. The amount's own checks (min, max, balance) are the
 * caller's; the options list and a withdrawal read the same terms, so they never disagree.
 */
export interface WithdrawalTerms {
  definition: PayoutOptionDefinition;
  /** Null when the brand has no such option (never for the six the migration creates). */
  option: PaymentOptionRow | null;
  /** The currency the limits are read in: EUR for crypto; an e-wallet pays in the balance's currency. */
  limitsCurrency: string;
  /** The current rate of a crypto option, when one is usable (fresh); null for e-wallets. */
  rate: Rate | null;
  /** Why the option cannot be used at all, as a catalog message (a refused withdrawal's error)… */
  refusal: ErrorText | null;
  /** …and in the language asked. */
  blocked: string | null;
}

export async function withdrawalTerms(
  ctx: AppContext,
  db: Queryable,
  affiliate: { currency: string },
  type: PaymentOptionType,
  now: Date,
): Promise<WithdrawalTerms> {
  return termsOf(ctx, db, affiliate, type, await findPaymentOption(db, type), now);
}

/**
 * The same, for an option row already read (the options list reads them all at once), why it is
 * blocked in `language`.
 */
export async function termsOf(
  ctx: AppContext,
  db: Queryable,
  affiliate: { currency: string },
  type: PaymentOptionType,
  option: PaymentOptionRow | null,
  now: Date,
  language: Language = 'en',
): Promise<WithdrawalTerms> {
  const definition = payoutOptions[type];
  const name = definition.name;
  const limitsCurrency = definition.rateAsset ? 'EUR' : affiliate.currency;
  const terms = (refusal: ErrorText | null, rate: Rate | null = null): WithdrawalTerms => ({
    definition,
    option,
    limitsCurrency,
    rate,
    refusal,
    blocked: refusal && payoutMessageIn(language, refusal),
  });
  if (!option?.enabled) return terms(payoutRefusals.disabled(name));
  if (!definition.rateAsset) return terms(null);
  if (affiliate.currency !== 'EUR') return terms(payoutRefusals.notEur(name, affiliate.currency));
  const rate = await ctx.rates.latest(db, definition.rateAsset);
  if (!rate) return terms(payoutRefusals.rateMissing(name));
  if (isStale(rate, now, ctx.config.rateMaxAgeSeconds)) return terms(payoutRefusals.rateStale(name));
  return terms(null, rate);
}
