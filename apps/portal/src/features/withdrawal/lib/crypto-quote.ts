import { t } from '@lingui/core/macro';
import type { ExchangeRate } from '@affiliate/contract/endpoints/payments';
import { formatAssetAmount } from '@/lib/asset-amounts';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { divideUnits, fromUnits, toUnits } from '@/lib/decimal-units';

/**
 * The rate's time in the portal's date format, on the viewer's clock: 'Rate of 11/23/2026, 05:05 PM'.
 * These texts are read in the portal's language when called (during render).
 */
export function rateTimeLabel(observedAt: string): string {
  const time = formatDateTime(observedAt);
  return t`Rate of ${time}`;
}

/** What an amount in EUR buys at a rate (EUR per unit), 8 decimals, rounded down; undefined without both. */
export function cryptoEquivalent(amountEur: string, rate: string | null): string | undefined {
  if (!rate) return undefined;
  const amount = toUnits(amountEur);
  const perUnit = toUnits(rate);
  if (amount === undefined || perUnit === undefined || amount <= 0n) return undefined;
  const units = divideUnits(amount, perUnit);
  return units === undefined ? undefined : fromUnits(units);
}

/** The crypto amount after the network fee (8 decimals); negative when the fee is more than the amount. */
export function netAfterFee(gross: string, fee: string): string | undefined {
  const g = toUnits(gross);
  const f = toUnits(fee);
  return g === undefined || f === undefined ? undefined : fromUnits(g - f);
}

/** 'Network fee 0.00005000 BTC (≈ €4.25)'; without a EUR figure, the BTC alone. */
export function networkFeeLine(adjustment: {
  amount: string;
  unit: string;
  eur_amount: string | null;
}): string {
  const fee = formatAssetAmount(adjustment.amount, adjustment.unit);
  if (!adjustment.eur_amount) return t`Network fee ${fee}`;
  const euros = formatMoney(adjustment.eur_amount, 'EUR');
  return t`Network fee ${fee} (≈ ${euros})`;
}

/**
 * Why the rate cannot be used for a withdrawal now, or null when it can: never set, or older than the
 * gateway's limit (the gateway refuses such a withdrawal too; the form says so before the code step).
 */
export function rateBlocker(rate: Pick<ExchangeRate, 'rate' | 'stale'>, optionName: string): string | null {
  if (rate.rate === null)
    return t`There is no ${optionName} rate yet, so ${optionName} withdrawals are paused. Try again later or choose another option.`;
  if (rate.stale)
    return t`The ${optionName} rate is out of date, so ${optionName} withdrawals are paused until it is updated. Try again later or choose another option.`;
  return null;
}
