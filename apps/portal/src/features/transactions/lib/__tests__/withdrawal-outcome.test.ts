import { describe, expect, it } from 'vitest';
import type { TransactionRow } from '@affiliate/contract/endpoints/statements';
import { toTransactionView } from '../transaction-row';
import { withdrawalOutcome } from '../withdrawal-outcome';

const withdrawal = (status: TransactionRow['status']): TransactionRow => ({
  id: 'w-7',
  type: 'withdrawal',
  status,
  created_at: '2026-11-23T17:10:00Z',
  amount: '-75.50',
  net_amount: status === 'rejected' || status === 'cancelled' ? '0.00' : '-75.50',
  currency: 'EUR',
  fee: '0.00',
  payment_option_type: 'USDC',
  payout_amount: '82.06521739',
  unit: 'USDC',
  rate: '0.92000000',
  payout_reference: null,
  description: 'Withdrawal to USDC (ERC20) 0x12…abcd',
  period: null,
});

describe("a withdrawal's status in words", () => {
  it('only a paid withdrawal sent money; only a pending one is under review', () => {
    expect(withdrawalOutcome('paid')).toEqual({
      debited: true,
      returned: false,
      payoutLabel: 'Amount sent',
      underReview: false,
    });
    expect(withdrawalOutcome('pending')).toEqual({
      debited: true,
      returned: false,
      payoutLabel: 'Amount to send',
      underReview: true,
    });
    expect(withdrawalOutcome('approved')).toEqual({
      debited: true,
      returned: false,
      payoutLabel: 'Amount to send',
      underReview: false,
    });
    expect(withdrawalOutcome('rejected')).toEqual({
      debited: false,
      returned: true,
      payoutLabel: 'Amount requested',
      underReview: false,
    });
    expect(withdrawalOutcome('cancelled')).toEqual({
      debited: false,
      returned: true,
      payoutLabel: 'Amount requested',
      underReview: false,
    });
  });

  it('shows a rejected or cancelled withdrawal as returned to the balance, not as a debit', () => {
    for (const status of ['rejected', 'cancelled'] as const) {
      const view = toTransactionView(withdrawal(status));
      expect(view.returned).toBe('€75.50');
    }
    expect(toTransactionView(withdrawal('paid')).returned).toBeNull();
    expect(toTransactionView(withdrawal('paid')).amount).toBe('-€75.50');
    expect(toTransactionView(withdrawal('pending')).returned).toBeNull();
  });

  it('shows the stablecoin payout in 6 decimals, and its fee as the network fee', () => {
    const view = toTransactionView(withdrawal('paid'));
    expect(view.payout).toBe('82.065217 USDC');
    expect(view.feeLabel).toBe('Network fee');
  });
});
