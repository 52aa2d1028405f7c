import { z } from 'zod';

/**
 * The payout options the brand offers (the specification's payment options), the fields each needs,
 * and the crypto assets whose rates against EUR the portal shows. One place for both halves: the
 * gateway validates a withdrawal's fields with the same rules the portal's form runs on blur.
 */
export const paymentOptionType = z.enum(['BITCOIN', 'NETELLER', 'SKRILL', 'USDTTRC20', 'USDTERC20', 'USDC']);
export type PaymentOptionType = z.infer<typeof paymentOptionType>;

/** The assets of `GET api/v1/payment-option/rates/{asset}/EUR`. */
export const rateAsset = z.enum(['BITCOIN', 'USDTTRC20', 'USDTERC20', 'USDC']);
export type RateAsset = z.infer<typeof rateAsset>;

/** The currency every rate is quoted in (the specification: "withdrawal rates are against EUR"). */
export const RATE_QUOTE_CURRENCY = 'EUR';

/** Which detail a payout option needs: a wallet address of its network, or an e-wallet account. */
export const payoutFieldName = z.enum(['wallet_address', 'account']);
export type PayoutFieldName = z.infer<typeof payoutFieldName>;

export type PayoutNetwork = 'bitcoin' | 'tron' | 'ethereum' | 'neteller' | 'skrill';

export interface PayoutOptionDefinition {
  type: PaymentOptionType;
  name: string;
  kind: 'crypto' | 'ewallet';
  network: PayoutNetwork;
  /** The field the option needs (one per option today; the contract keeps a list). */
  field: PayoutFieldName;
  /** The asset whose rate converts EUR to what is sent; null for e-wallets (paid in EUR). */
  rateAsset: RateAsset | null;
  /** The unit the crypto amount is sent in. */
  unit: string;
  /**
   * The decimals of `unit`: BTC 8, USDT and USDC 6, EUR 2. What is sent is rounded down to them, and
   * every amount in `unit` (what is sent, the network fee) is written with exactly as many.
   */
  decimals: number;
}

export const payoutOptions: Record<PaymentOptionType, PayoutOptionDefinition> = {
  BITCOIN: {
    type: 'BITCOIN',
    name: 'Bitcoin',
    kind: 'crypto',
    network: 'bitcoin',
    field: 'wallet_address',
    rateAsset: 'BITCOIN',
    unit: 'BTC',
    decimals: 8,
  },
  NETELLER: {
    type: 'NETELLER',
    name: 'Neteller',
    kind: 'ewallet',
    network: 'neteller',
    field: 'account',
    rateAsset: null,
    unit: 'EUR',
    decimals: 2,
  },
  SKRILL: {
    type: 'SKRILL',
    name: 'Skrill',
    kind: 'ewallet',
    network: 'skrill',
    field: 'account',
    rateAsset: null,
    unit: 'EUR',
    decimals: 2,
  },
  USDTTRC20: {
    type: 'USDTTRC20',
    name: 'USDT (TRC20)',
    kind: 'crypto',
    network: 'tron',
    field: 'wallet_address',
    rateAsset: 'USDTTRC20',
    unit: 'USDT',
    decimals: 6,
  },
  USDTERC20: {
    type: 'USDTERC20',
    name: 'USDT (ERC20)',
    kind: 'crypto',
    network: 'ethereum',
    field: 'wallet_address',
    rateAsset: 'USDTERC20',
    unit: 'USDT',
    decimals: 6,
  },
  USDC: {
    type: 'USDC',
    name: 'USDC (ERC20)',
    kind: 'crypto',
    network: 'ethereum',
    field: 'wallet_address',
    rateAsset: 'USDC',
    unit: 'USDC',
    decimals: 6,
  },
};

/** The longest detail accepted (a bech32m address is 62 characters, an email 254). */
export const PAYOUT_DETAIL_MAX_LENGTH = 254;

/** A payout detail as typed: trimmed, bounded; its network's rules are checked by `checkPayoutDetail`. */
export const payoutDetailText = z.string().trim().min(1).max(PAYOUT_DETAIL_MAX_LENGTH);
