import { describe, expect, it } from 'vitest';
import type { ReportRow } from '@affiliate/contract/endpoints/reports';
import {
  bucketLabel,
  comparedRowLabel,
  filterValueLabel,
  perHundred,
  reportColumns,
  rowLabel,
} from '../report-figures';

const zero = {
  clicks: 0,
  signups: 0,
  registrations: 0,
  first_depositors: 0,
  first_deposit_amount: '0.00',
  deposits: '0.00',
  ngr: '0.00',
  commission: '0.00',
};

const month = (over: Partial<ReportRow>): ReportRow => ({
  key: '2026-11-01',
  label: '2026-11-01',
  days: { from: '2026-11-01', to: '2026-11-30' },
  current: zero,
  previous: zero,
  previous_key: '2026-10-01',
  previous_label: '2026-10-01',
  previous_days: { from: '2026-10-01', to: '2026-10-31' },
  ...over,
});

describe('report figures in words', () => {
  it('names a whole bucket by its month or week, and a bucket its period cuts by its exact days', () => {
    const whole = month({});
    expect(rowLabel(whole, 'month')).toBe('November 2026');
    expect(comparedRowLabel(whole, 'month')).toBe('October 2026');
    // November compared with the 30 days before it: the compared month is cut, and says so.
    const cut = month({
      previous_label: '2026-10-02 to 2026-10-31',
      previous_days: { from: '2026-10-02', to: '2026-10-31' },
    });
    expect(comparedRowLabel(cut, 'month')).toBe('10/02/2026 to 10/31/2026');
    expect(
      bucketLabel(
        { key: '2026-11-30', label: '2026-11-30', days: { from: '2026-11-30', to: '2026-12-06' } },
        'week',
      ),
    ).toBe('Week of 11/30/2026');
    expect(
      bucketLabel(
        { key: '2026-11-30', label: '2026-12-01', days: { from: '2026-12-01', to: '2026-12-01' } },
        'week',
      ),
    ).toBe('12/01/2026');
    expect(
      comparedRowLabel(month({ previous_key: null, previous_label: null, previous_days: null }), 'month'),
    ).toBeNull();
  });

  it('names a funnel ratio by what it divides, never as a percentage over 100', () => {
    expect(perHundred(3, 40, 'clicks')).toBe('7.5 per 100 clicks');
    // More registrations than sign-ups in a period (players who signed up in an earlier one).
    expect(perHundred(5, 4, 'sign-ups')).toBe('125 per 100 sign-ups');
    expect(perHundred(5, 4, 'sign-ups')).not.toContain('%');
    expect(perHundred(1, 0, 'clicks')).toBeNull();
  });

  it('calls a link without a sub-ID or campaign so, and has the Sign-ups column after Clicks', () => {
    expect(filterValueLabel('sub3', '')).toBe('(no sub-ID)');
    expect(filterValueLabel('campaign', '')).toBe('(no campaign)');
    expect(filterValueLabel('sub1', 'spring')).toBe('spring');
    expect(reportColumns.map((c) => c.label).slice(0, 3)).toEqual(['Clicks', 'Sign-ups', 'Registrations']);
  });

  it('names a country filter as the rows and the players list do', () => {
    expect(filterValueLabel('country', 'DE')).toBe('Germany');
    expect(filterValueLabel('country', 'GB')).toBe('United Kingdom');
    expect(filterValueLabel('country', '')).toBe('Not known');
    expect(filterValueLabel('banner', 0)).toBe('No banner');
  });
});
