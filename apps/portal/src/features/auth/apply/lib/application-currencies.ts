import { displayName } from '@/lib/i18n/display-names';

/**
 * The currencies an applicant can be paid in. The gateway accepts one of the program's brands'
 * currencies (the contract's `registerRequest.currency`, 422 otherwise), but nothing public lists them
 * yet (`/config.json` has no brands, the brands' endpoints need a session): until it does, the
 * program's usual ones. Replace this list with the published one when there is one.
 */
export const applicationCurrencies = ['EUR', 'USD', 'GBP', 'BRL'] as const;

/** Each currency as a select's option: its name in the language shown, with its code. */
export function currencyOptions(): Array<{ value: string; label: string }> {
  return applicationCurrencies.map((code) => {
    const name = displayName('currency', code);
    return { value: code, label: name ? `${name} (${code})` : code };
  });
}
