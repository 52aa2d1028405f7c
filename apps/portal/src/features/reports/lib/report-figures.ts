import type {
  ReportFigure,
  ReportFigures,
  ReportFilter,
  ReportGroup,
  ReportRow,
} from '@affiliate/contract/endpoints/reports';
import { countryName } from '@affiliate/contract/common/countries';
import { formatDate, formatMonthYear } from '@/lib/dates';
import { formatCount, formatMoney, plotValue } from '@/lib/money';
import { isTimeGroup } from './report-view';

export const groupLabels: Record<ReportGroup, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  code: 'Referral code',
  sub1: 'Sub-ID 1',
  sub2: 'Sub-ID 2',
  sub3: 'Sub-ID 3',
  sub4: 'Sub-ID 4',
  sub5: 'Sub-ID 5',
  banner: 'Banner',
  campaign: 'Campaign',
  country: 'Country',
  brand: 'Brand',
  product: 'Product',
};

/** A filter is named like the grouping of the same part of the source (or what the player belongs to). */
export const filterLabels: Record<ReportFilter, string> = groupLabels;

/** Written where a figure does not apply to a row: a product's clicks (a click has no product yet). */
export const NOT_APPLICABLE = 'n/a';

export interface ReportColumn {
  key: ReportFigure;
  label: string;
  unit: 'money' | 'count';
}

/**
 * The table's figures, the funnel's steps in order, as the dashboard and the export have them: sign-ups
 * are players who joined through a link, registered or not. The first deposits' amount is in the
 * chart's choices and the export.
 */
export const reportColumns: ReadonlyArray<ReportColumn> = [
  { key: 'clicks', label: 'Clicks', unit: 'count' },
  { key: 'signups', label: 'Sign-ups', unit: 'count' },
  { key: 'registrations', label: 'Registrations', unit: 'count' },
  { key: 'first_depositors', label: 'First deposits', unit: 'count' },
  { key: 'deposits', label: 'Deposits', unit: 'money' },
  { key: 'ngr', label: 'NGR', unit: 'money' },
  { key: 'commission', label: 'Commission', unit: 'money' },
];

/** Every figure with its words and unit: the table's and the first deposits' amount. */
export const figureInfo: Record<ReportFigure, ReportColumn> = {
  ...(Object.fromEntries(reportColumns.map((column) => [column.key, column])) as Record<
    ReportFigure,
    ReportColumn
  >),
  first_deposit_amount: { key: 'first_deposit_amount', label: 'First deposit amount', unit: 'money' },
};

/** The chart's choices, in the funnel's order. */
export const chartFigures: ReadonlyArray<ReportColumn> = [
  ...reportColumns.slice(0, 4),
  figureInfo.first_deposit_amount,
  ...reportColumns.slice(4),
];

export function formatFigure(figure: ReportFigure, values: ReportFigures, currency: string): string {
  const value = values[figure];
  if (value === null) return NOT_APPLICABLE;
  return figureInfo[figure].unit === 'money'
    ? formatMoney(String(value), currency)
    : formatCount(Number(value));
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/**
 * The change from the compared figure to the current one, for display only: `▲ 25%`, `▼ 10%`, `±0%`, or
 * `new` when there was nothing before. Null when both are zero.
 */
export function formatChange(
  current: number | string | null,
  previous: number | string | null,
): { text: string; direction: 'up' | 'down' | 'same' } | null {
  if (current === null || previous === null) return null;
  const now = plotValue(current);
  const before = plotValue(previous);
  if (now === before) return now === 0 ? null : { text: '±0%', direction: 'same' };
  if (before === 0) return { text: now > 0 ? '▲ new' : '▼ new', direction: now > 0 ? 'up' : 'down' };
  const change = (now - before) / Math.abs(before);
  return {
    text: `${change > 0 ? '▲' : '▼'} ${percent.format(Math.abs(change))}`,
    direction: change > 0 ? 'up' : 'down',
  };
}

const ratio = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * One step of the funnel over the one before it, named by what it divides: "4.2 per 100 clicks". Not a
 * percentage: the two are different groups of players (a period's registrations include players who
 * clicked in an earlier one, or came without a click), so the figure may pass 100. Null with nothing
 * to divide by.
 */
export function perHundred(part: number, whole: number, wholeLabel: string): string | null {
  return whole > 0 ? `${ratio.format((part / whole) * 100)} per 100 ${wholeLabel}` : null;
}

/** Days as the screen writes a period: `11/16/2026 to 11/30/2026`, or one day. */
export const daysText = (days: { from: string; to: string }): string =>
  days.from === days.to ? formatDate(days.from) : `${formatDate(days.from)} to ${formatDate(days.to)}`;

/**
 * A time bucket as the portal writes dates: `11/15/2026`, `Week of 11/09/2026`, `November 2026`; a
 * bucket its period cuts (the gateway then names it by its days rather than its first day) by its
 * exact days, so a month's first fortnight never reads as the whole month.
 */
export function bucketLabel(
  bucket: { key: string; label: string; days: { from: string; to: string } },
  group: ReportGroup,
): string {
  if (bucket.label !== bucket.key) return daysText(bucket.days);
  if (group === 'month') return formatMonthYear(bucket.key);
  if (group === 'week') return `Week of ${formatDate(bucket.key)}`;
  return formatDate(bucket.key);
}

/** A row's name: the bucket's dates for time groupings, else the gateway's label ("(no sub-ID)", "No banner", a banner's name). */
export function rowLabel(row: ReportRow, group: ReportGroup): string {
  return isTimeGroup(group) ? bucketLabel(row, group) : row.label;
}

/** The compared row's name (time groupings: the bucket at the same place in the compared period), or null. */
export function comparedRowLabel(row: ReportRow, group: ReportGroup): string | null {
  if (row.previous_key === null || row.previous_label === null || row.previous_days === null) return null;
  return isTimeGroup(group)
    ? bucketLabel({ key: row.previous_key, label: row.previous_label, days: row.previous_days }, group)
    : row.previous_label;
}

/** Whether a report has anything to show: a figure other than zero in either period. */
export function hasFigures(totals: { current: ReportFigures; previous: ReportFigures | null }): boolean {
  const any = (figures: ReportFigures | null) =>
    figures !== null && Object.values(figures).some((value) => plotValue(value) !== 0);
  return any(totals.current) || any(totals.previous);
}

/** A filter's value in words, as the report's rows name it. */
export function filterValueLabel(
  name: ReportFilter,
  value: string | number,
  brands: ReadonlyArray<{ code: string; name: string }> = [],
): string {
  // A brand by its name, as its row names it.
  if (name === 'brand') return brands.find((b) => b.code === value)?.name ?? String(value);
  if (name === 'banner') return value === 0 ? 'No banner' : `#${value}`;
  // A country by its name, as its row (and the players list) names it.
  if (name === 'country') return value === '' ? 'Not known' : countryName(String(value));
  if (value !== '') return String(value);
  return name === 'campaign' ? '(no campaign)' : '(no sub-ID)';
}

/** A label inside a sentence: "Sign-ups" becomes "sign-ups", while "NGR" stays. */
export const inSentence = (label: string): string =>
  /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
