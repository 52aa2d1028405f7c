import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ReportFigures, ReportRow } from '@affiliate/contract/endpoints/reports';
import { TimeChart } from '../report-chart';

const figures = (clicks: number): ReportFigures => ({
  clicks,
  signups: 0,
  registrations: 0,
  first_depositors: 0,
  first_deposit_amount: '0.00',
  deposits: '0.00',
  ngr: '0.00',
  commission: '0.00',
});

const november: ReportRow = {
  key: '2026-11-01',
  label: '2026-11-01',
  days: { from: '2026-11-01', to: '2026-11-30' },
  current: figures(1_354),
  previous: figures(1_402),
  previous_key: '2026-10-01',
  previous_label: '2026-10-01',
  previous_days: { from: '2026-10-01', to: '2026-10-31' },
};

describe('the time chart', () => {
  it('draws the compared series its legend names, one month beside another too', () => {
    const { container } = render(
      <TimeChart
        rows={[november]}
        group="month"
        figure="clicks"
        currency="EUR"
        compared
        summary="Clicks by month"
        legend={{ current: '11/01/2026 to 11/30/2026', compared: '10/01/2026 to 10/31/2026' }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('10/01/2026 to 10/31/2026');
    expect(container.querySelectorAll('[data-series="current"]')).toHaveLength(1);
    const compared = container.querySelectorAll('[data-series="compared"]');
    expect(compared).toHaveLength(1);
    // Above the current point: 1,402 against 1,354 clicks.
    const point = container.querySelector('[data-series="current"]')!;
    expect(Number(compared[0]!.getAttribute('y')) + 3).toBeLessThan(Number(point.getAttribute('cy')));
  });
});
