import { describe, expect, it } from 'vitest';
import { ratePercent, toPlayerMonthRow } from '../player-month-row';

const month = {
  month: '2024-02-01',
  deposits: '0.00',
  withdrawals: '0.00',
  turnover: '100.00',
  winloss: '-20.00',
  bonuses: '0.00',
  admin_fee: '-2.00',
  ngr: '-18.00',
  revenue_share_rate: '0.3000',
  revenue_share: '-5.40',
  cpa: '0.00',
  earned: '-5.40',
  closed: true,
};

describe('a player month as the page shows it', () => {
  it('names the month, writes the rate as a percentage and the amounts in the currency', () => {
    const row = toPlayerMonthRow(month, 'EUR');
    expect(row.label).toBe('February 2024');
    expect(row.rate).toBe('30%');
    expect(row.figures.revenue_share).toBe('-€5.40');
    expect(row.figures.turnover).toBe('€100.00');
    expect(row.lost).toBe(true);
    expect(row.closed).toBe(true);
  });

  it('keeps a rate without a plan empty and writes fractions of a percent', () => {
    expect(toPlayerMonthRow({ ...month, revenue_share_rate: null, earned: '0.00' }, 'EUR')).toMatchObject({
      rate: null,
      lost: false,
    });
    expect(ratePercent('0.1250')).toBe('12.5%');
  });
});
