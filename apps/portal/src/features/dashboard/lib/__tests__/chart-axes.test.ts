import { describe, expect, it } from 'vitest';
import type { DashboardPoint } from '@affiliate/contract';
import { chartAxes } from '../chart-axes';
import { chartPoints } from '../chart-points';

const day = (period_start: string, turnover: string, winloss: string, deposits = '0'): DashboardPoint => ({
  period_start,
  clicks: 0,
  signups: 0,
  registrations: 0,
  first_depositors: 0,
  first_deposit_amount: '0',
  deposits,
  turnover,
  winloss,
  bonuses: '0',
  ngr: '0',
  estimated_commission: '0',
});

const range = { from: '2026-11-01', to: '2026-11-02' };

describe('chart axes', () => {
  it('reads win/loss on its own right-hand axis when turnover dwarfs it', () => {
    const points = chartPoints(
      [day('2026-11-01', '52000', '-1300'), day('2026-11-02', '48000', '2100')],
      range,
      'day',
    );
    expect(chartAxes(points, ['turnover', 'winloss'])).toEqual({ left: ['turnover'], right: ['winloss'] });
    // The order of choosing does not put the small figure on the left.
    expect(chartAxes(points, ['winloss', 'turnover'])).toEqual({ left: ['turnover'], right: ['winloss'] });
  });

  it('keeps figures of a similar size on one axis', () => {
    const points = chartPoints([day('2026-11-01', '52000', '-1300', '30000')], range, 'day');
    expect(chartAxes(points, ['turnover', 'deposits'])).toEqual({
      left: ['turnover', 'deposits'],
      right: [],
    });
    expect(chartAxes(points, ['turnover'])).toEqual({ left: ['turnover'], right: [] });
  });

  it('keeps everything on one axis when there is nothing to draw yet', () => {
    const points = chartPoints([], range, 'day');
    expect(chartAxes(points, ['turnover', 'winloss'])).toEqual({ left: ['turnover', 'winloss'], right: [] });
  });
});
