import Decimal from 'decimal.js';
import { valuesIn, type ErrorText } from '../../i18n/api-error-language.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import { formatAmountIn } from '../notifications/money-text.ts';

/**
 * Why a payout option cannot be used now, in the words the affiliate reads under the option (one
 * place, so the options list and a refused withdrawal say the same thing): catalog messages (`payout.*`,
 * issue 37) that the options list writes in the request's language and a refused withdrawal's error
 * answers in its own. English writes money as it always has (`12.50 EUR`), the others in their locale.
 */
const money = (language: Language, amount: string, currency: string) =>
  language === 'en'
    ? `${new Decimal(amount).toFixed(2)} ${currency}`
    : formatAmountIn(language, amount, currency);

export const payoutRefusals = {
  disabled: (option: string): ErrorText => ({ key: 'payout.disabled', values: { option } }),
  rateMissing: (option: string): ErrorText => ({ key: 'payout.rateMissing', values: { option } }),
  rateStale: (option: string): ErrorText => ({ key: 'payout.rateStale', values: { option } }),
  notEur: (option: string, currency: string): ErrorText => ({
    key: 'payout.notEur',
    values: { option, currency },
  }),
  belowMinimum: (option: string, available: string, minimum: string, currency: string): ErrorText => ({
    key: 'payout.belowMinimum',
    values: (language) => ({
      option,
      available: money(language, available, currency),
      minimum: money(language, minimum, currency),
    }),
  }),
};

/** A refusal's words in a language. */
export function payoutMessageIn(language: Language, refusal: ErrorText): string {
  return translate(language, refusal.key, valuesIn(refusal, language));
}
