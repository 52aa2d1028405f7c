import Decimal from 'decimal.js';

/** What a withdrawal sends, and what it costs in the balance's currency. */
export interface PayoutQuote {
  /** In the option's unit, with its decimals (BTC 8, USDT and USDC 6, EUR 2). */
  payoutAmount: string;
  /** The network fee in the balance's currency (cents), part of the amount taken from the balance. */
  fee: string;
}

/**
 * A crypto withdrawal of `amount` EUR at `rate` EUR per unit: the amount converted and rounded down to
 * the asset's `decimals` (BTC 8, USDT and USDC 6: a token cannot be sent in smaller parts, and the
 * affiliate is never sent more than the balance pays for), less the option's network fee (the Bitcoin
 * adjustment for Bitcoin); the fee in EUR is the network fee at the same rate, to the cent. Null when
 * nothing would be left to send.
 */
export function cryptoQuote(
  amount: string,
  rate: string,
  networkFee: string,
  decimals: number,
): PayoutQuote | null {
  const converted = new Decimal(amount).div(rate).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  const payout = converted.minus(networkFee);
  const fee = new Decimal(networkFee).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (payout.lte(0) || fee.gte(amount)) return null;
  return { payoutAmount: payout.toFixed(decimals), fee: fee.toFixed(2) };
}

/** An e-wallet is paid the amount itself, without a fee. */
export function eWalletQuote(amount: string): PayoutQuote {
  return { payoutAmount: new Decimal(amount).toFixed(2), fee: '0.00' };
}
