import Decimal from 'decimal.js';

/** What a withdrawal sends, and what it costs in the balance's currency. */
export interface PayoutQuote {
  /** In the option's unit: 8 decimals for crypto, 2 for an e-wallet. */
  payoutAmount: string;
  /** The network fee in the balance's currency (cents), part of the amount taken from the balance. */
  fee: string;
}

/**
 * A crypto withdrawal of `amount` EUR at `rate` EUR per unit: the amount converted and rounded down to
 * 8 decimals (the affiliate is never sent more than the balance pays for), less the option's network
 * fee (the Bitcoin adjustment for Bitcoin); the fee in EUR is the network fee at the same rate, to the
 * cent. Null when nothing would be left to send.
 */
export function cryptoQuote(amount: string, rate: string, networkFee: string): PayoutQuote | null {
  const converted = new Decimal(amount).div(rate).toDecimalPlaces(8, Decimal.ROUND_DOWN);
  const payout = converted.minus(networkFee);
  const fee = new Decimal(networkFee).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (payout.lte(0) || fee.gte(amount)) return null;
  return { payoutAmount: payout.toFixed(8), fee: fee.toFixed(2) };
}

/** An e-wallet is paid the amount itself, without a fee. */
export function eWalletQuote(amount: string): PayoutQuote {
  return { payoutAmount: new Decimal(amount).toFixed(2), fee: '0.00' };
}
