import Decimal from 'decimal.js';
import { payoutOptions, type Withdrawal, type operatorWithdrawal } from '@affiliate/contract';
import type { z } from 'zod';
import { maskDestination } from '../payments/payout-details-service.ts';
import type { WithdrawalRow } from './repository.ts';
import { holdUntil } from './review-hold.ts';

/** The affiliate's view: the destination masked (a screenshot or a shoulder must not give the address away). */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  const { decimals } = payoutOptions[row.payment_option_type];
  return {
    id: row.id,
    status: row.status,
    payment_option_type: row.payment_option_type,
    amount: new Decimal(row.amount).toFixed(2),
    currency: row.currency,
    fee: new Decimal(row.fee).toFixed(2),
    payout_amount: new Decimal(row.payout_amount).toFixed(decimals),
    unit: row.unit,
    rate: row.rate === null ? null : new Decimal(row.rate).toFixed(8),
    rate_observed_at: row.rate_observed_at?.toISOString() ?? null,
    destination: maskDestination(row.details),
    review_reason: row.review_reason,
    hold_until: holdUntil(row)?.toISOString() ?? null,
    reject_reason: row.reject_reason,
    payout_reference: row.payout_reference,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The operator's view: who asked, and the full destination to pay to. */
export function toOperatorWithdrawal(row: WithdrawalRow): z.infer<typeof operatorWithdrawal> {
  return {
    ...toWithdrawal(row),
    member_id: row.member_id,
    username: row.username,
    destination_full: Object.values(row.details)[0] ?? '',
  };
}
