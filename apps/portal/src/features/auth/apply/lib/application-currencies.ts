import { displayName } from '@/lib/i18n/display-names';

/**
 * The currencies an applicant can be paid in, as the gateway lists them (GET /api/v1/auth/register/options:
 * the program's brands' currencies, the only ones it accepts), each as a select's option: its name in the
 * language shown, with its code.
 */
export function currencyOptions(currencies: readonly string[]): Array<{ value: string; label: string }> {
  return currencies.map((code) => {
    const name = displayName('currency', code);
    return { value: code, label: name ? `${name} (${code})` : code };
  });
}
