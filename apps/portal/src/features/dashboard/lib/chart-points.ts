import type {
  DashboardFigure,
  DashboardFigures,
  DashboardPoint,
  Granularity,
} from '@affiliate/contract/endpoints/dashboard';
import { t } from '@lingui/core/macro';
import { formatDate, formatMonthYear } from '@/lib/dates';
import { plotValue } from '@/lib/money';
import { bucketStart, bucketsOf, type DateRange } from './period-presets';
import { figureLabel, formatFigure } from './figures';

export interface ChartPoint {
  /** YYYY-MM-DD: first day of the bucket. */
  bucket: string;
  /** For the table and the summary: `11/15/2026`, `Week of 11/09/2026`, `November 2026`. */
  label: string;
  /** For the axis: `11/15/2026`, `11/09/2026` (the week's Monday), `November 2026`. */
  shortLabel: string;
  values: DashboardFigures;
}

const zero: DashboardFigures = {
  clicks: 0,
  signups: 0,
  registrations: 0,
  first_depositors: 0,
  first_deposit_amount: '0',
  deposits: '0',
  turnover: '0',
  winloss: '0',
  bonuses: '0',
  ngr: '0',
  estimated_commission: '0',
};

export function bucketLabel(bucket: string, granularity: Granularity): string {
  if (granularity === 'month') return formatMonthYear(bucket);
  if (granularity === 'week') {
    const monday = formatDate(bucket);
    return t`Week of ${monday}`;
  }
  return formatDate(bucket);
}

function shortLabel(bucket: string, granularity: Granularity): string {
  return granularity === 'month' ? formatMonthYear(bucket) : formatDate(bucket);
}

/** The series on every bucket of the range (a bucket without activity shows zero, not a gap). */
export function chartPoints(
  series: ReadonlyArray<DashboardPoint>,
  range: DateRange,
  granularity: Granularity,
): ChartPoint[] {
  const byBucket = new Map<string, DashboardFigures>();
  for (const { period_start, ...values } of series)
    byBucket.set(bucketStart(period_start, granularity), values);
  return bucketsOf(range, granularity).map((bucket) => ({
    bucket,
    label: bucketLabel(bucket, granularity),
    shortLabel: shortLabel(bucket, granularity),
    values: byBucket.get(bucket) ?? zero,
  }));
}

/**
 * The chart's text alternative, one sentence per figure: the range total (from the gateway, never summed
 * here) and the highest bucket.
 */
export function chartSummary(
  points: ReadonlyArray<ChartPoint>,
  totals: DashboardFigures,
  selected: ReadonlyArray<DashboardFigure>,
  currency: string,
  rangeLabel: string,
): string {
  const sentences = selected.map((key) => {
    const label = figureLabel(key);
    const total = formatFigure(key, totals, currency);
    let peak: ChartPoint | null = null;
    for (const point of points) {
      if (
        plotValue(point.values[key]) > 0 &&
        (!peak || plotValue(point.values[key]) > plotValue(peak.values[key]))
      )
        peak = point;
    }
    if (!peak) return t`${label}: ${total} in total.`;
    const peakLabel = peak.label;
    const peakValue = formatFigure(key, peak.values, currency);
    return t`${label}: ${total} in total; peak ${peakLabel} with ${peakValue}.`;
  });
  return `${rangeLabel}. ${sentences.join(' ')}`;
}
