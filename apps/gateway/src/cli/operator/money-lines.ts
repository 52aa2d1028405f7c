import type {
  ExchangeRate,
  operatorPaymentOption,
  setRateRequest,
  updatePaymentOptionRequest,
} from '@affiliate/contract';
import type { z } from 'zod';

export type RateInput = z.output<typeof setRateRequest>;
export type PaymentOptionChanges = z.output<typeof updatePaymentOptionRequest>;
export type OperatorPaymentOption = z.output<typeof operatorPaymentOption>;

/** `BITCOIN  85000.50000000 EUR  (operator, 2026-11-02T10:00:00.000Z)  OUT OF DATE` */
export function rateLine(rate: ExchangeRate): string {
  if (rate.rate === null) return `${rate.asset.padEnd(10)} no rate yet: crypto withdrawals in it are paused`;
  const age = rate.stale
    ? `  OUT OF DATE (older than ${rate.max_age_seconds / 3600} h): withdrawals in it are paused`
    : '';
  return `${rate.asset.padEnd(10)} ${rate.rate} EUR  (${rate.source}, ${rate.observed_at})${age}`;
}

/** `BITCOIN    enabled   50.00–10000.00 EUR  network fee 0.00005000 BTC` */
export function paymentOptionLine(option: OperatorPaymentOption): string {
  const state = option.enabled ? 'enabled ' : 'disabled';
  return `${option.type.padEnd(10)} ${state}  ${option.min_amount}–${option.max_amount} ${option.currency}  network fee ${option.network_fee} ${option.unit}`;
}
