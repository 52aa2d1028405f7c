import type {
  ReportFigure,
  ReportFigures,
  ReportGroup,
  ReportRow,
} from '@affiliate/contract/endpoints/reports';
import { t } from '@lingui/core/macro';
import { plotValue } from '@/lib/money';
import { figureInfo, formatFigure, groupLabels, inSentence, rowLabel } from './report-figures';

/** How many sources the bar chart shows. */
export const TOP_SOURCES = 10;

/** A time grouping's rows in date order (the table may be sorted by a figure). */
export const inDateOrder = (rows: ReadonlyArray<ReportRow>): ReportRow[] =>
  [...rows].sort((a, b) => a.key.localeCompare(b.key));

/** The sources the bars show: the first ten of the rows as the gateway sorted them by the figure, largest first. */
export function topSources(rows: ReadonlyArray<ReportRow>, figure: ReportFigure): ReportRow[] {
  return [...rows]
    .sort((a, b) => plotValue(b.current[figure]) - plotValue(a.current[figure]))
    .slice(0, TOP_SOURCES);
}

/** The time chart's text alternative: each period's total (the gateway's) and its highest bucket. */
export function timeChartSummary(
  rows: ReadonlyArray<ReportRow>,
  totals: { current: ReportFigures; previous: ReportFigures | null },
  figure: ReportFigure,
  group: ReportGroup,
  currency: string,
  periods: { current: string; compared: string | null },
): string {
  const label = figureInfo[figure].label;
  let peak: ReportRow | null = null;
  for (const row of rows)
    if (
      plotValue(row.current[figure]) > 0 &&
      (!peak || plotValue(row.current[figure]) > plotValue(peak.current[figure]))
    )
      peak = row;
  const by = inSentence(groupLabels[group]);
  const period = periods.current;
  const total = formatFigure(figure, totals.current, currency);
  let current: string;
  if (peak) {
    const highest = rowLabel(peak, group);
    const highestValue = formatFigure(figure, peak.current, currency);
    current = t`${label} by ${by}, ${period}: ${total} in total; highest ${highest} with ${highestValue}.`;
  } else current = t`${label} by ${by}, ${period}: ${total} in total.`;
  if (!totals.previous || !periods.compared) return current;
  const compared = periods.compared;
  const comparedTotal = formatFigure(figure, totals.previous, currency);
  return `${current} ${t`Compared with ${compared}: ${comparedTotal}.`}`;
}

/** The bar chart's text alternative: every bar's name and value. */
export function sourceChartSummary(
  rows: ReadonlyArray<ReportRow>,
  figure: ReportFigure,
  group: ReportGroup,
  currency: string,
): string {
  const bars = rows
    .map((row) => `${rowLabel(row, group)} ${formatFigure(figure, row.current, currency)}`)
    .join(', ');
  const source = groupLabels[group];
  const by = inSentence(figureInfo[figure].label);
  const count = rows.length;
  return t`${source} by ${by}, top ${count}: ${bars}.`;
}
