import { describe, expect, it } from 'vitest';
import { ladderCommission, tieredCommission } from '@/testing/commission-fixtures';
import {
  baseLabel,
  hasNoActivity,
  nextPeriodLabel,
  periodLabel,
  previousPeriodLabel,
  sumIsBelowZero,
  tierWords,
} from '../commission-words';

describe('commission words', () => {
  it('names the running month and the months beside it, across a year', () => {
    expect(periodLabel('2026-12')).toBe('December 2026');
    expect(nextPeriodLabel('2026-12')).toBe('January 2027');
    expect(previousPeriodLabel('2027-01')).toBe('December 2026');
    expect(periodLabel('soon')).toBe('soon');
  });

  it('tells the sign of a sum exactly, without floats', () => {
    expect(sumIsBelowZero(['0.10', '0.20', '-0.30'])).toBe(false);
    expect(sumIsBelowZero(['0.00', '-0.01'])).toBe(true);
    expect(sumIsBelowZero([])).toBe(false);
  });

  it('says the top tier is reached, or a single first depositor is left, in words', () => {
    expect(tierWords({ ...tieredCommission, tier_rate: '0.35', next_tier: null }, 'EUR')).toEqual({
      label: 'Tier reached',
      rate: '35%',
      next: 'The top tier is reached.',
    });
    expect(tierWords({ ...ladderCommission, tier_rate: '0.40', next_tier: null }, 'EUR')?.next).toBe(
      'The last band is reached.',
    );
    const byDepositors = {
      ...tieredCommission,
      deal: {
        ...tieredCommission.deal,
        document: {
          ...tieredCommission.deal.document,
          revenue_share: {
            mode: 'tiered' as const,
            tier_by: 'first_depositors' as const,
            // A count may be written as an amount: the next tier is found all the same.
            tiers: [
              { from: '0', rate: '0.25' },
              { from: '20.00', rate: '0.275' },
            ],
          },
        },
      },
      tier_by: 'first_depositors' as const,
      next_tier: { from: '20', left: '1' },
    };
    expect(tierWords(byDepositors, 'EUR')?.next).toBe('1 first depositor to 27.5%');
  });

  it('has no tier when the deal pays no revenue share', () => {
    const { revenue_share: _none, ...document } = tieredCommission.deal.document;
    expect(
      tierWords({ ...tieredCommission, deal: { ...tieredCommission.deal, document } }, 'EUR'),
    ).toBeNull();
  });

  it('names only the parts of the base the month has, and knows a month with nothing in it', () => {
    expect(baseLabel(tieredCommission)).toBe('Base (NGR + late NGR + carried in)');
    expect(baseLabel({ ...tieredCommission, late_ngr: '0.00' })).toBe('Base (NGR + carried in)');
    expect(baseLabel(ladderCommission)).toBe('Base (the NGR)');
    expect(hasNoActivity(tieredCommission)).toBe(false);
  });
});
