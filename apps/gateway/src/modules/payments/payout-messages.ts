import Decimal from 'decimal.js';
import { translate, type Language } from '../../i18n/translate.ts';
import { formatAmountIn } from '../notifications/money-text.ts';

/**
 * Why a payout option cannot be used now, in the words the affiliate reads under the option (one
 * place, so the options list and a refused withdrawal say the same thing), in a language (issue 37; the
 * catalogs' `payout.*`). English writes money as it always has (`12.50 EUR`), the others in their locale.
 */
export function payoutMessagesIn(language: Language) {
  const money = (amount: string, currency: string) =>
    language === 'en'
      ? `${new Decimal(amount).toFixed(2)} ${currency}`
      : formatAmountIn(language, amount, currency);
  return {
    disabled: (option: string) => translate(language, 'payout.disabled', { option }),
    rateMissing: (option: string) => translate(language, 'payout.rateMissing', { option }),
    rateStale: (option: string) => translate(language, 'payout.rateStale', { option }),
    notEur: (option: string, currency: string) => translate(language, 'payout.notEur', { option, currency }),
    belowMinimum: (option: string, available: string, minimum: string, currency: string) =>
      translate(language, 'payout.belowMinimum', {
        option,
        available: money(available, currency),
        minimum: money(minimum, currency),
      }),
  };
}

/** The English words: a refused withdrawal's (its error's language is the errors' own matter). */
export const payoutMessages = payoutMessagesIn('en');
