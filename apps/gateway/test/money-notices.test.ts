import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '@affiliate/contract';
import { commissionMessage } from '../src/modules/commission/close-period.ts';
import { formatAmount } from '../src/modules/notifications/money-text.ts';
import { withdrawalNotice } from '../src/modules/withdrawals/notices.ts';

/** What the affiliate reads about money: every amount with its currency or unit, written one way. */
describe('amounts in notices', () => {
  it('writes a currency with its symbol and a crypto amount with its unit and decimals', () => {
    expect(formatAmount('75.5', 'EUR')).toBe('€75.50');
    expect(formatAmount('-12', 'EUR')).toBe('-€12.00');
    expect(formatAmount('1250', 'GBP')).toBe('£1,250.00');
    expect(formatAmount('163.0434782608', 'USDC')).toBe('163.043478 USDC');
    expect(formatAmount('21.7391304', 'USDT')).toBe('21.739130 USDT');
    expect(formatAmount('0.001666666', 'BTC')).toBe('0.00166666 BTC');
  });

  const usdc: Withdrawal = {
    id: 41,
    status: 'paid',
    payment_option_type: 'USDC',
    amount: '150.00',
    currency: 'EUR',
    fee: '0.00',
    payout_amount: '163.043478',
    unit: 'USDC',
    rate: '0.92000000',
    rate_observed_at: '2026-11-25T10:00:00.000Z',
    destination: '0xfB…d359',
    review_reason: null,
    hold_until: null,
    reject_reason: null,
    payout_reference: '0xabc',
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T11:00:00.000Z',
  };

  it('tells each step of a withdrawal with the amount in its currency and what was sent in its unit', () => {
    expect(withdrawalNotice(usdc, { step: 'paid' }).body).toBe(
      'Your withdrawal #41 of €150.00 by USDC (ERC20) was paid: 163.043478 USDC sent. Payout reference: 0xabc.',
    );
    expect(
      withdrawalNotice({ ...usdc, amount: '75.50', status: 'pending' }, { step: 'requested' }).body,
    ).toBe('Your withdrawal #41 of €75.50 by USDC (ERC20) is pending.');
    expect(withdrawalNotice({ ...usdc, currency: 'GBP' }, { step: 'cancelled', by: 'member' }).body).toBe(
      'You cancelled your withdrawal #41 of £150.00 by USDC (ERC20). The amount is back in your available balance.',
    );
  });

  it('tells the commission and a carried negative NGR in the currency', () => {
    expect(
      commissionMessage('October 2026', { amount: '1234.5', currency: 'EUR', carry_out: '0' }).body,
    ).toBe(
      'Your commission for October 2026 is €1,234.50. It has been added to your available balance. The statement of account shows how it was worked out.',
    );
    expect(
      commissionMessage('October 2026', { amount: '0.00', currency: 'EUR', carry_out: '-310.25' }).body,
    ).toBe(
      'Your commission for October 2026 is €0.00. A negative NGR of €310.25 is carried into the next period. The statement of account shows how it was worked out.',
    );
  });
});
