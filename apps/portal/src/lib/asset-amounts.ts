import { payoutOptions } from '@affiliate/contract';
import { fromUnits, toUnits } from './decimal-units';
import { intlLocale } from './i18n/language';
import { numberFormat as groupedNumberFormat } from './i18n/number-format';

/**
 * How many decimals each payout unit is shown with, from the contract's payout options (the table the
 * gateway rounds with): Bitcoin to the satoshi, the stablecoins to their token's 6 decimals, e-wallets
 * in cents. Extra places are cut, never rounded up, so the screen never shows more than is sent.
 */
export const assetDecimals: Readonly<Record<string, number>> = Object.fromEntries(
  Object.values(payoutOptions).map((option) => [option.unit, option.decimals]),
);

const DEFAULT_DECIMALS = 8;

export function decimalsOf(unit: string): number {
  return assetDecimals[unit] ?? DEFAULT_DECIMALS;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  const locale = intlLocale();
  let found = formats.get(`${locale}:${decimals}`);
  if (!found) {
    found = groupedNumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(`${locale}:${decimals}`, found);
  }
  return found;
}

/** `'163.04347826'`, USDC -> `'163.043478'`; BTC keeps 8 places; thousands grouped; '' when malformed. */
export function formatAssetNumber(amount: string, unit: string): string {
  const units = toUnits(amount);
  if (units === undefined) return '';
  const decimals = decimalsOf(unit);
  return numberFormat(decimals).format(fromUnits(units, decimals) as `${number}`);
}

/** `163.043478 USDC`, the amount always with its unit; '—' when malformed. */
export function formatAssetAmount(
  amount: string | null | undefined,
  unit: string | null | undefined,
): string {
  if (!amount || !unit) return '—';
  const number = formatAssetNumber(amount, unit);
  return number === '' ? '—' : `${number} ${unit}`;
}
