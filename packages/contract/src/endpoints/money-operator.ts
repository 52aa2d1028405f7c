import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope, pageQuery, pagedEnvelope } from '../common/envelope.ts';
import { paymentOptionType, rateAsset } from '../common/payout-options.ts';
import { periodCurrencyTotal } from '../common/period-totals.ts';
import { isoDate, isoDateTime, memberId, moneyAmount } from '../common/primitives.ts';
import {
  activePaymentOption,
  exchangeRate,
  withdrawal,
  withdrawalParams,
  withdrawalStatus,
} from './payments.ts';

/**
 * Money, the operator's side: the withdrawal review queue and its status changes, ledger adjustments,
 * rates, payout options, commission plans and closing a period. Every status change notifies the
 * affiliate. `npm run operator -- ...` calls the same service code.
 */

const reason = z.string().trim().min(3).max(500);

/**
 * The status the operator saw when they chose to reject or cancel: when the withdrawal has moved since
 * (another manager approved it), 409 naming who moved it and when, rather than acting on what they did
 * not see. Left out, reject and cancel act on a pending or an approved withdrawal alike.
 */
const seenStatus = z.enum(['pending', 'approved']).optional();

export const operatorWithdrawal = withdrawal.extend({
  member_id: memberId,
  username: z.string(),
  /** The full destination (the operator pays to it). */
  destination_full: z.string(),
});

export const operatorWithdrawalQuery = pageQuery.extend({
  status: withdrawalStatus.optional(),
  member_id: memberId.optional(),
});

export const operatorWithdrawals = endpoint({
  method: 'GET',
  path: '/api/v1/operator/withdrawals',
  access: 'operator',
  roles: ['finance'],
  summary: 'Withdrawals, oldest first (the review queue): filter by status and affiliate',
  tags: ['operator'],
  query: operatorWithdrawalQuery,
  response: pagedEnvelope(operatorWithdrawal),
});

export const approveWithdrawal = endpoint({
  method: 'POST',
  path: '/api/v1/operator/withdrawals/{withdrawalId}/approve',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary: 'Approve a pending withdrawal (the amount stays held until it is paid). 409 unless pending',
  tags: ['operator'],
  params: withdrawalParams,
  response: dataEnvelope(operatorWithdrawal),
});

export const rejectWithdrawal = endpoint({
  method: 'POST',
  path: '/api/v1/operator/withdrawals/{withdrawalId}/reject',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary:
    'Reject a pending or approved withdrawal with a reason the affiliate reads: its amount is released to the available balance',
  tags: ['operator'],
  params: withdrawalParams,
  body: z.object({ reason, seen_status: seenStatus }),
  response: dataEnvelope(operatorWithdrawal),
});

export const payWithdrawal = endpoint({
  method: 'POST',
  path: '/api/v1/operator/withdrawals/{withdrawalId}/pay',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary:
    'Mark an approved withdrawal paid with the payout reference (transaction hash or e-wallet reference). 409 unless approved, and 409 while the review hold of new payout details lasts (its message names when it ends) unless override_hold gives the reason, which is kept in the timeline with who paid',
  tags: ['operator'],
  params: withdrawalParams,
  body: z.object({
    payout_reference: z.string().trim().min(3).max(200),
    /** Pays before `hold_until` on purpose: the reason is required and recorded (who, when, why). */
    override_hold: z.object({ reason }).optional(),
  }),
  response: dataEnvelope(operatorWithdrawal),
});

export const operatorCancelWithdrawal = endpoint({
  method: 'POST',
  path: '/api/v1/operator/withdrawals/{withdrawalId}/cancel',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary:
    "Cancel a pending or approved withdrawal (for example at the affiliate's request): its amount is released",
  tags: ['operator'],
  params: withdrawalParams,
  body: z.object({ reason, seen_status: seenStatus }),
  response: dataEnvelope(operatorWithdrawal),
});

export const adjustmentRequest = z.object({
  member_id: memberId,
  /** Signed: a credit is positive, a debit negative; a debit cannot take the available balance below zero. */
  amount: z
    .string()
    .trim()
    .regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'Amount must be a decimal number with at most 2 decimals.')
    .refine((v) => Number(v) !== 0, 'The amount cannot be zero.'),
  /** `fee` is a charge (amount negative); `adjustment` either way. */
  kind: z.enum(['adjustment', 'fee']).default('adjustment'),
  reason,
});

export const ledgerPosting = z.object({
  transaction_id: z.number().int().positive(),
  member_id: memberId,
  kind: z.string(),
  amount: moneyAmount,
  balance_after: moneyAmount,
  available_after: moneyAmount,
  description: z.string(),
  created_at: isoDateTime,
});

export const postAdjustment = endpoint({
  method: 'POST',
  path: '/api/v1/operator/adjustments',
  access: 'operator',
  roles: ['finance'],
  summary:
    "Credit or debit an affiliate's balance with a reason the affiliate reads (adjustment or fee). An Idempotency-Key header makes a replay return the first answer",
  tags: ['operator'],
  body: adjustmentRequest,
  response: dataEnvelope(ledgerPosting),
  status: 201,
});

/** A rate the operator sets: EUR per unit of the asset, with where it came from. */
export const setRateRequest = z.object({
  rate: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,8})?$/, 'Rate must be a positive decimal number.')
    .refine((v) => Number(v) > 0, 'Rate must be above zero.'),
  source: z.string().trim().min(1).max(100).default('operator'),
  observed_at: isoDateTime.optional(),
});

export const setRate = endpoint({
  method: 'PUT',
  path: '/api/v1/operator/rates/{asset}',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary: 'Set the rate of an asset against EUR (EUR per unit), stored with its source and time',
  tags: ['operator'],
  params: z.object({ asset: rateAsset }),
  body: setRateRequest,
  response: dataEnvelope(exchangeRate),
});

export const operatorRateList = endpoint({
  method: 'GET',
  path: '/api/v1/operator/rates',
  access: 'operator',
  roles: ['finance'],
  summary:
    'The current rate of every asset against EUR, with its source, time and whether it is too old to use',
  tags: ['operator'],
  response: dataEnvelope(z.array(exchangeRate)),
});

/** A payout option as the operator configures it. */
export const operatorPaymentOption = activePaymentOption.extend({
  enabled: z.boolean(),
  /** In the option's unit with its decimals; kept (and 0) for an e-wallet, where no network fee applies. */
  network_fee: z.string(),
});

export const operatorPaymentOptionList = endpoint({
  method: 'GET',
  path: '/api/v1/operator/payment-options',
  access: 'operator',
  roles: ['finance'],
  summary: 'Every payout option, disabled ones too, with its limits per withdrawal and network fee',
  tags: ['operator'],
  response: dataEnvelope(z.array(operatorPaymentOption)),
});

/** What the operator changes of a payout option; what is left out keeps its stored value. */
export const updatePaymentOptionRequest = z
  .object({
    enabled: z.boolean().optional(),
    min_amount: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,2})?$/)
      .optional(),
    max_amount: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,2})?$/)
      .optional(),
    network_fee: z
      .string()
      .regex(/^\d{1,6}(\.\d{1,8})?$/)
      .optional(),
  })
  .refine(
    (b) =>
      b.min_amount === undefined ||
      b.max_amount === undefined ||
      Number(b.min_amount) <= Number(b.max_amount),
    {
      path: ['max_amount'],
      message: 'The maximum must not be below the minimum.',
    },
  );

export const updatePaymentOption = endpoint({
  method: 'PUT',
  path: '/api/v1/operator/payment-options/{type}',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary:
    "Change a payout option: enabled, limits per withdrawal (EUR), and its network fee in the option's unit (the Bitcoin adjustment for BITCOIN)",
  tags: ['operator'],
  params: z.object({ type: paymentOptionType }),
  body: updatePaymentOptionRequest,
  response: dataEnvelope(operatorPaymentOption),
});

// ---- Commission -------------------------------------------------------------------------------------

const rate = z
  .string()
  .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, 'A rate is a fraction between 0 and 1, like 0.30.');

export const commissionPlan = z.object({
  /** Revenue share of NGR, a fraction (0.30 = 30 %). */
  revenue_share: rate,
  /** Admin fee, a fraction of win/loss taken off NGR. */
  admin_fee_rate: rate,
  /** Paid per qualified first depositor (0: no CPA). */
  cpa_amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  /** A first deposit of at least this qualifies for the CPA. */
  cpa_min_deposit: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  /** Whether a negative NGR is carried into the next period (and earned back before revenue share is paid). */
  negative_carry_over: z.boolean(),
});
export type CommissionPlanTerms = z.infer<typeof commissionPlan>;

export const setCommissionPlan = endpoint({
  method: 'PUT',
  path: '/api/v1/operator/commission-plans/{memberId}',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary:
    "Change an affiliate's commission plan; it applies from the next period (a closed or running period keeps its plan)",
  tags: ['operator'],
  params: z.object({ memberId }),
  body: commissionPlan,
  response: dataEnvelope(commissionPlan.extend({ member_id: memberId, effective_from: isoDate })),
});

/** A commission period is a calendar month, `YYYY-MM`. */
export const periodParams = z.object({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A period is a month, YYYY-MM.'),
});

export const closePeriodResponse = z.object({
  period: z.string(),
  /** False when the period was already closed: nothing was credited again. */
  closed_now: z.boolean(),
  closed_at: isoDateTime,
  affiliates: z.number().int().min(0),
  /** The affiliates' own commissions, summed over every currency (see `totals` for each currency's). */
  total_commission: moneyAmount,
  /**
   * What the close credited parents on their sub-affiliates (issue 38), summed over every currency as
   * `total_commission` is (see `totals` for each currency's).
   */
  sub_affiliate_earnings: moneyAmount,
  /** Late activity of earlier closed periods carried into this one. */
  late_adjustments: z.number().int().min(0),
  /** What the month credited per currency, as the console's list of months shows it. */
  totals: z.array(periodCurrencyTotal),
});

export const closePeriod = endpoint({
  method: 'POST',
  path: '/api/v1/operator/periods/{period}/close',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary:
    "Close a finished calendar month: compute every affiliate's commission with its inputs recorded, credit the ledger and notify them. Closing again changes nothing",
  tags: ['operator'],
  params: periodParams,
  response: dataEnvelope(closePeriodResponse),
});
