import { describe, expect, it } from 'vitest';
import type { DashboardPoint } from '@affiliate/contract';
import { chartPoints, chartSummary } from '../chart-points';
import { toggleFigure } from '../figures';
import { niceTicks } from '@/lib/chart-scale';

const point = (period_start: string, turnover: string, signups = 0): DashboardPoint => ({
  period_start,
  clicks: 0,
  signups,
  registrations: 0,
  first_depositors: 0,
  first_deposit_amount: '0',
  deposits: '0',
  turnover,
  winloss: '0',
  bonuses: '0',
  ngr: '0',
  estimated_commission: '0',
});

describe('chart points', () => {
  it('puts every bucket of the range on the chart, zero where there was no activity', () => {
    const points = chartPoints(
      [point('2026-11-02', '10.5')],
      { from: '2026-11-01', to: '2026-11-03' },
      'day',
    );
    expect(points.map((p) => [p.label, p.values.turnover])).toEqual([
      ['11/01/2026', '0'],
      ['11/02/2026', '10.5'],
      ['11/03/2026', '0'],
    ]);
  });

  it('labels weeks by their Monday', () => {
    const points = chartPoints([point('2026-11-01', '5')], { from: '2026-11-01', to: '2026-11-10' }, 'week');
    expect(points.map((p) => p.label)).toEqual([
      'Week of 10/26/2026',
      'Week of 11/02/2026',
      'Week of 11/09/2026',
    ]);
    expect(points[0]!.values.turnover).toBe('5');
  });

  it('summarises the range total (from the gateway) and the peak', () => {
    const points = chartPoints(
      [point('2026-11-01', '10'), point('2026-11-02', '250.75')],
      { from: '2026-11-01', to: '2026-11-02' },
      'day',
    );
    const totals = { ...point('x', '260.75'), period_start: undefined };
    expect(chartSummary(points, totals, ['turnover'], 'EUR', '11/01/2026 to 11/02/2026')).toBe(
      '11/01/2026 to 11/02/2026. Turnover: €260.75 in total; peak 11/02/2026 with €250.75.',
    );
  });

  it('keeps amounts and counts on separate charts', () => {
    expect(toggleFigure(['turnover'], 'winloss')).toEqual(['turnover', 'winloss']);
    expect(toggleFigure(['turnover', 'winloss'], 'signups')).toEqual(['signups']);
    expect(toggleFigure(['turnover', 'winloss'], 'turnover')).toEqual(['winloss']);
    expect(toggleFigure(['turnover'], 'turnover')).toEqual(['turnover']);
  });

  it('puts axis ticks on round numbers including zero', () => {
    expect(niceTicks(0, 93)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-40, 90)).toEqual([-50, 0, 50, 100]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });
});
