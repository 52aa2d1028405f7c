import Decimal from 'decimal.js';
import { intlLocales, payoutOptions, type Language } from '@affiliate/contract';

/** The decimals of a crypto unit (BTC 8, USDT and USDC 6), from the contract's table of payout options. */
const cryptoDecimals = new Map(
  Object.values(payoutOptions)
    .filter((o) => o.kind === 'crypto')
    .map((o) => [o.unit, o.decimals] as const),
);

/**
 * An amount with its currency or unit, as every notice and email about money writes it: a currency the
 * en-US way with its symbol (`€75.50`, `-€12.00`, `$1,250.00`, `SEK 100.00`), a crypto amount with its unit's own
 * decimals (`163.043478 USDC`, `0.00166666 BTC`). Rounded half up for a currency (amounts are stored to
 * the cent already), down for crypto (never more than what is sent).
 */
export function formatAmount(amount: Decimal.Value, unit: string): string {
  return formatAmountIn('en', amount, unit);
}

/**
 * `formatAmount` in an affiliate's language (issue 37): its locale's way (`1.234,56 €` in German,
 * `R$ 1.234,56` in Portuguese, Intl's no-break space included), English exactly as `formatAmount`.
 */
export function formatAmountIn(language: Language, amount: Decimal.Value, unit: string): string {
  const value = new Decimal(amount);
  const decimals = cryptoDecimals.get(unit);
  if (decimals !== undefined)
    return `${formatterOf(language, unit, decimals).format(value.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals) as `${number}`)} ${unit}`;
  return formatterOf(language, unit, null).format(value.toFixed(2) as `${number}`);
}

/**
 * One formatter per language and currency or crypto unit, made once: making an Intl.NumberFormat costs
 * about as much as 40 uses of one, and a month's close announces 10,000 commissions (docs/bench-log.md,
 * month close).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(language: Language, unit: string, cryptoDecimals: number | null): Intl.NumberFormat {
  const key = `${language} ${unit}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const locale = intlLocales[language];
    formatter =
      cryptoDecimals === null
        ? new Intl.NumberFormat(locale, { style: 'currency', currency: unit })
        : new Intl.NumberFormat(locale, {
            minimumFractionDigits: cryptoDecimals,
            maximumFractionDigits: cryptoDecimals,
          });
    formatters.set(key, formatter);
  }
  return formatter;
}
