import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope, pageQuery, pagedEnvelope } from '../common/envelope.ts';
import { paymentOptionType, payoutDetailText, payoutFieldName, rateAsset } from '../common/payout-options.ts';
import { countryCode, currencyCode, isoDateTime, memberId, moneyAmount } from '../common/primitives.ts';
import { queryBoolean } from '../common/players.ts';
import { secondFactorCode } from './totp.ts';

/**
 * Money, the affiliate's side: balance, payout options and details, rates, withdrawals. Amounts are
 * decimal strings in the affiliate's currency (EUR unless said); crypto amounts keep 8 decimals.
 */

/** A positive amount of money with at most 2 decimals, as typed into the withdrawal form. */
export const positiveMoney = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount like 150 or 150.50.')
  .refine((v) => Number(v) > 0, 'Enter an amount above zero.');

/** Crypto amount, 8 decimals. */
export const cryptoAmount = z.string().regex(/^\d{1,12}\.\d{8}$/);

export const withdrawalStatus = z.enum(['pending', 'approved', 'paid', 'rejected', 'cancelled']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;

// ---- Balance -------------------------------------------------------------------------------------

export const memberBalance = z.object({
  currency: currencyCode,
  /** Everything the brand owes the affiliate: available plus held. */
  balance: moneyAmount,
  /** What can be withdrawn now: the balance minus withdrawals waiting to be paid. */
  available: moneyAmount,
  /** Withdrawals requested and not yet paid, rejected or cancelled. */
  held: moneyAmount,
});
export type MemberBalance = z.infer<typeof memberBalance>;

export const balance = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/balance',
  access: 'member',
  summary:
    "The signed-in affiliate's balance, available balance and held withdrawals, derived from the ledger",
  tags: ['payments'],
  response: dataEnvelope(memberBalance),
});

// ---- Payout options --------------------------------------------------------------------------------

export const activePaymentOption = z.object({
  type: paymentOptionType,
  name: z.string(),
  kind: z.enum(['crypto', 'ewallet']),
  /** Limits of one withdrawal, in EUR. */
  min_amount: moneyAmount,
  max_amount: moneyAmount,
  currency: currencyCode,
  /** The asset of the option's rate against EUR; null when paid in EUR. */
  rate_asset: rateAsset.nullable(),
  /** The unit sent (BTC, USDT, USDC, EUR). */
  unit: z.string(),
  /** How many decimals `unit` carries (BTC 8, USDT and USDC 6, EUR 2): what is sent is rounded down to them. */
  decimals: z.number().int().min(0).max(8),
  /**
   * The network fee taken from what is sent, in `unit` with its decimals (the Bitcoin adjustment for
   * BITCOIN, `0.000000` when the brand charges none); null for an e-wallet, which has no network.
   */
  network_fee: z.string().nullable(),
});
export type ActivePaymentOption = z.infer<typeof activePaymentOption>;

export const activePaymentOptions = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/payment-options/active',
  access: 'member',
  summary: 'The payout options the brand offers now (enabled), with their limits per withdrawal',
  tags: ['payments'],
  response: dataEnvelope(z.array(activePaymentOption)),
});

export const processedPaymentOption = activePaymentOption.extend({
  /** Whether the affiliate can withdraw with it now; when false, `unavailable_reason` says why. */
  available: z.boolean(),
  unavailable_reason: z.string().nullable(),
  /** Whether the affiliate has saved details for it. */
  has_details: z.boolean(),
  details_saved_at: isoDateTime.nullable(),
  /** Until when a withdrawal to these details waits for review (details saved less than 24 hours ago). */
  review_until: isoDateTime.nullable(),
});
export type ProcessedPaymentOption = z.infer<typeof processedPaymentOption>;

export const processedPaymentOptions = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/processed-paymentoptions',
  access: 'member',
  summary:
    "The payout options as they stand for the signed-in affiliate: each active option with whether it can be used now (and why not), and the affiliate's saved details' age",
  tags: ['payments'],
  response: dataEnvelope(z.array(processedPaymentOption)),
});

export const customerIdParams = z.object({ customerId: memberId });

/** The specification's query of the fields call; `customerId`, when given, must be the path's. */
export const paymentOptionFieldsQuery = z.object({
  transactionType: z.enum(['Withdrawal']).default('Withdrawal'),
  country: countryCode.optional(),
  currency: currencyCode.optional(),
  enabled: queryBoolean.optional(),
  registered: queryBoolean.optional(),
  firstDeposit: z.enum(['1', '0']).optional(),
  isAffiliate: z.enum(['1', '0']).optional(),
  customerId: memberId.optional(),
});

export const paymentOptionField = z.object({
  name: payoutFieldName,
  label: z.string(),
  /** How the portal's input behaves: an address (monospace, no autocorrect) or an email/account id. */
  input: z.enum(['wallet-address', 'account']),
  placeholder: z.string(),
  hint: z.string(),
  /** The affiliate's saved value, shown in full (it is the affiliate's own) or null. */
  value: z.string().nullable(),
});

/** The specification's customerPaymentOptions: per option, its fields with the saved values. */
export const customerPaymentOption = z.object({
  payment_option_type: paymentOptionType,
  fields: z.array(paymentOptionField),
  saved_at: isoDateTime.nullable(),
  review_until: isoDateTime.nullable(),
});
export type CustomerPaymentOption = z.infer<typeof customerPaymentOption>;

export const paymentOptionFields = endpoint({
  method: 'GET',
  path: '/api/v1/customer-payment-option/{customerId}/fields',
  access: 'member',
  owner: 'customerId',
  summary:
    "The fields each active payout option needs for a withdrawal, with the affiliate's saved values (customerId must be the signed-in affiliate)",
  tags: ['payments'],
  params: customerIdParams,
  query: paymentOptionFieldsQuery,
  response: dataEnvelope(z.array(customerPaymentOption)),
});

/** The option's detail fields, as a withdrawal or a details change sends them. */
const detailFields = {
  wallet_address: payoutDetailText.optional(),
  account: payoutDetailText.optional(),
};

export const savePayoutDetailsRequest = z.object({
  payment_option_type: paymentOptionType,
  ...detailFields,
  /** The authenticator code when two-factor is on, else the code emailed for purpose payment-details. */
  code: secondFactorCode,
});

export const savePayoutDetails = endpoint({
  method: 'POST',
  path: '/api/v1/bo/me/payout-details',
  access: 'member',
  summary:
    'Save new payout details for an option, with a second factor (authenticator code, else an emailed code of purpose payment-details); the affiliate is emailed a notice, and withdrawals to them wait for review for 24 hours',
  tags: ['payments'],
  body: savePayoutDetailsRequest,
  response: dataEnvelope(customerPaymentOption),
});

// ---- Rates -------------------------------------------------------------------------------------------

export const rateParams = z.object({ asset: rateAsset });

export const exchangeRate = z.object({
  asset: rateAsset,
  quote: z.literal('EUR'),
  /** EUR per one unit of the asset; null when no rate was ever set. */
  rate: z.string().nullable(),
  source: z.string().nullable(),
  observed_at: isoDateTime.nullable(),
  /** Older than this, the rate blocks withdrawals in its asset. */
  max_age_seconds: z.number().int().positive(),
  stale: z.boolean(),
});
export type ExchangeRate = z.infer<typeof exchangeRate>;

export const paymentOptionRate = endpoint({
  method: 'GET',
  // The specification writes this one without its leading slash; the portal resolves it against the base address.
  path: '/api/v1/payment-option/rates/{asset}/EUR',
  access: 'member',
  owner: null,
  summary:
    'The current rate of BITCOIN, USDTTRC20, USDTERC20 or USDC against EUR, with its source, time and whether it is too old to use',
  tags: ['payments'],
  params: rateParams,
  response: dataEnvelope(exchangeRate),
});

export const bitcoinAdjustmentResponse = z.object({
  /** The network fee taken from a Bitcoin withdrawal, in BTC. */
  amount: cryptoAmount,
  unit: z.literal('BTC'),
  /** The same in EUR at the current rate (2 decimals); null without a usable rate. */
  eur_amount: moneyAmount.nullable(),
  rate_observed_at: isoDateTime.nullable(),
});

export const bitcoinAdjustment = endpoint({
  method: 'GET',
  path: '/api/v1/bo/paymentoptions/bitcoin-adjustment/withdraw',
  access: 'member',
  summary:
    'The Bitcoin adjustment (network fee) taken from every Bitcoin withdrawal, in BTC and in EUR at the current rate',
  tags: ['payments'],
  response: dataEnvelope(bitcoinAdjustmentResponse),
});

// ---- Withdrawals ---------------------------------------------------------------------------------

export const withdrawRequest = z.object({
  payment_option_type: paymentOptionType,
  amount: positiveMoney,
  ...detailFields,
  /** The authenticator code when two-factor is on, else the code emailed for purpose withdrawal. */
  code: secondFactorCode,
});
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

export const withdrawal = z.object({
  id: z.number().int().positive(),
  status: withdrawalStatus,
  payment_option_type: paymentOptionType,
  /** Taken from the balance. */
  amount: moneyAmount,
  currency: currencyCode,
  /** The network fee (Bitcoin adjustment) in the balance's currency, included in `amount`. */
  fee: moneyAmount,
  /** What is sent, in `unit` with its decimals (BTC 8, USDT and USDC 6, EUR 2): the crypto amount after the fee at `rate`, or the EUR amount. */
  payout_amount: z.string(),
  unit: z.string(),
  rate: z.string().nullable(),
  rate_observed_at: isoDateTime.nullable(),
  /** Where it goes, masked in the middle for a wallet (`TNPe…Nf9q`) or an account (`a•••@example.com`). */
  destination: z.string(),
  /** Why it waits for the operator's review, if it does (new payout details). */
  review_reason: z.string().nullable(),
  /**
   * When the review hold of new payout details ends: the withdrawal is not paid before then (the
   * operator may only approve it). Null when it was not held; stays set once the time has passed, so
   * compare it with the current time to say "Under review until …".
   */
  hold_until: isoDateTime.nullable(),
  reject_reason: z.string().nullable(),
  payout_reference: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdraw = endpoint({
  method: 'POST',
  path: '/api/v1/bo/me/transactions/withdraw',
  access: 'member',
  summary:
    "Request a withdrawal: the amount is held from the available balance at once, in one transaction. Needs a second factor. An Idempotency-Key header makes a replay return the first answer and move nothing; the same key with other parameters is a 422. Errors are keyed by field, and the portal keeps them under the payment option's type",
  tags: ['payments'],
  body: withdrawRequest,
  response: dataEnvelope(withdrawal),
  status: 201,
});

export const withdrawalListQuery = pageQuery.extend({
  /** `open` (pending and approved, the default) or every status. */
  status: z.enum(['open', 'all']).default('open'),
});

export const withdrawalList = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/withdrawals',
  access: 'member',
  summary:
    "The signed-in affiliate's withdrawals, newest first: the open ones (pending, approved) by default",
  tags: ['payments'],
  query: withdrawalListQuery,
  response: pagedEnvelope(withdrawal),
});

export const withdrawalParams = z.object({
  withdrawalId: z.coerce.number().int().positive().max(9_007_199_254_740_991),
});

export const cancelWithdrawal = endpoint({
  method: 'POST',
  path: '/api/v1/bo/me/withdrawals/{withdrawalId}/cancel',
  access: 'member',
  owner: null,
  summary:
    'Cancel a pending withdrawal of the signed-in affiliate: its amount is released to the available balance. 409 once approved or finished',
  tags: ['payments'],
  params: withdrawalParams,
  response: dataEnvelope(withdrawal),
});

// ---- The brand's identity rule for withdrawals -----------------------------------------------------

export const withdrawalIdentityRule = z.object({
  /** When a withdrawal needs a verified identity: never, before the first one, or above an amount. */
  require: z.enum(['never', 'first-withdrawal', 'above-amount']),
  /** The amount of `above-amount`, in the balance's currency; null otherwise. */
  amount: moneyAmount.nullable(),
  verified: z.boolean(),
  /** What the withdrawal screen says, with its link to /kyc, when the rule holds withdrawals back now; null when it does not. */
  message: z.string().nullable(),
});
export type WithdrawalIdentityRule = z.infer<typeof withdrawalIdentityRule>;

export const withdrawalIdentity = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/withdrawal-identity',
  access: 'member',
  summary:
    "Whether the brand requires a verified identity before the signed-in affiliate's withdrawals (never, before the first, or above an amount), and whether the affiliate is verified. A withdrawal the rule holds back is a 403 with code 40301",
  tags: ['payments', 'kyc'],
  response: dataEnvelope(withdrawalIdentityRule),
});
