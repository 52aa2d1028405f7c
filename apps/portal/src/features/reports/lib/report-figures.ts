import type {
  ReportFigure,
  ReportFigures,
  ReportFilter,
  ReportGroup,
  ReportRow,
} from '@affiliate/contract/endpoints/reports';
import { t } from '@lingui/core/macro';
import { formatDate, formatMonthYear } from '@/lib/dates';
import { currentLanguage, intlLocale } from '@/lib/i18n/language';
import { formatCount, formatMoney, plotValue } from '@/lib/money';
import { countryInLanguage } from '@/lib/i18n/country-names';
import { playerCategoryName } from '@/lib/i18n/player-categories';
import { isTimeGroup } from './report-view';
import { numberFormat as groupedNumberFormat } from '@/lib/i18n/number-format';

// The labels below are getters: the maps are module constants, read at each render in the language on
// screen (t reads the active catalog when called).

export const groupLabels: Readonly<Record<ReportGroup, string>> = {
  get day() {
    return t`Day`;
  },
  get week() {
    return t`Week`;
  },
  get month() {
    return t`Month`;
  },
  get code() {
    return t`Referral code`;
  },
  get sub1() {
    return t`Sub-ID 1`;
  },
  get sub2() {
    return t`Sub-ID 2`;
  },
  get sub3() {
    return t`Sub-ID 3`;
  },
  get sub4() {
    return t`Sub-ID 4`;
  },
  get sub5() {
    return t`Sub-ID 5`;
  },
  get banner() {
    return t`Banner`;
  },
  get campaign() {
    return t`Campaign`;
  },
  get country() {
    return t`Country`;
  },
  get brand() {
    return t`Brand`;
  },
  get product() {
    return t`Product`;
  },
};

/** A filter is named like the grouping of the same part of the source (or what the player belongs to). */
export const filterLabels: Readonly<Record<ReportFilter, string>> = groupLabels;

/** Written where a figure does not apply to a row: a product's clicks (a click has no product yet). */
export const notApplicable = (): string => t`n/a`;

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
  {
    key: 'clicks',
    get label() {
      return t`Clicks`;
    },
    unit: 'count',
  },
  {
    key: 'signups',
    get label() {
      return t`Sign-ups`;
    },
    unit: 'count',
  },
  {
    key: 'registrations',
    get label() {
      return t`Registrations`;
    },
    unit: 'count',
  },
  {
    key: 'first_depositors',
    get label() {
      return t`First deposits`;
    },
    unit: 'count',
  },
  {
    key: 'deposits',
    get label() {
      return t`Deposits`;
    },
    unit: 'money',
  },
  {
    key: 'ngr',
    get label() {
      return t`NGR`;
    },
    unit: 'money',
  },
  {
    key: 'commission',
    get label() {
      return t`Commission`;
    },
    unit: 'money',
  },
];

/** Every figure with its words and unit: the table's and the first deposits' amount. */
export const figureInfo: Record<ReportFigure, ReportColumn> = {
  ...(Object.fromEntries(reportColumns.map((column) => [column.key, column])) as Record<
    ReportFigure,
    ReportColumn
  >),
  first_deposit_amount: {
    key: 'first_deposit_amount',
    get label() {
      return t`First deposit amount`;
    },
    unit: 'money',
  },
};

/** The chart's choices, in the funnel's order. */
export const chartFigures: ReadonlyArray<ReportColumn> = [
  ...reportColumns.slice(0, 4),
  figureInfo.first_deposit_amount,
  ...reportColumns.slice(4),
];

export function formatFigure(figure: ReportFigure, values: ReportFigures, currency: string): string {
  const value = values[figure];
  if (value === null) return notApplicable();
  return figureInfo[figure].unit === 'money'
    ? formatMoney(String(value), currency)
    : formatCount(Number(value));
}

/** A number format in the language on screen, made once per language. */
function numberFormat(kind: 'percent' | 'ratio'): Intl.NumberFormat {
  const key = `${intlLocale()}:${kind}`;
  let found = numberFormats.get(key);
  if (!found) {
    found = groupedNumberFormat(intlLocale(), {
      ...(kind === 'percent' ? { style: 'percent' } : {}),
      maximumFractionDigits: 1,
    });
    numberFormats.set(key, found);
  }
  return found;
}
const numberFormats = new Map<string, Intl.NumberFormat>();

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
  if (now === before)
    return now === 0 ? null : { text: `±${numberFormat('percent').format(0)}`, direction: 'same' };
  if (before === 0) return { text: now > 0 ? t`▲ new` : t`▼ new`, direction: now > 0 ? 'up' : 'down' };
  const change = (now - before) / Math.abs(before);
  return {
    text: `${change > 0 ? '▲' : '▼'} ${numberFormat('percent').format(Math.abs(change))}`,
    direction: change > 0 ? 'up' : 'down',
  };
}

/**
 * One step of the funnel over the one before it, named by what it divides: "4.2 per 100 clicks". Not a
 * percentage: the two are different groups of players (a period's registrations include players who
 * clicked in an earlier one, or came without a click), so the figure may pass 100. Null with nothing
 * to divide by.
 */
export function perHundred(part: number, whole: number, wholeLabel: string): string | null {
  if (!(whole > 0)) return null;
  const ratio = numberFormat('ratio').format((part / whole) * 100);
  return t`${ratio} per 100 ${wholeLabel}`;
}

/** Days as the screen writes a period: `11/16/2026 to 11/30/2026`, or one day. */
export function daysText(days: { from: string; to: string }): string {
  if (days.from === days.to) return formatDate(days.from);
  const from = formatDate(days.from);
  const to = formatDate(days.to);
  return t`${from} to ${to}`;
}

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
  if (group === 'week') {
    const day = formatDate(bucket.key);
    return t`Week of ${day}`;
  }
  return formatDate(bucket.key);
}

/**
 * A source's name: the gateway's label, except the words the gateway itself writes for what has no name
 * of its own ("(no sub-ID)", "No banner", "Not known", a product, a country), which the portal writes
 * in the language on screen (in English, the gateway's words exactly).
 */
function sourceLabel(key: string, label: string, group: ReportGroup): string {
  switch (group) {
    case 'country':
      return key === '' ? t`Not known` : countryInLanguage(key);
    case 'product':
      return playerCategoryName(key) ?? label;
    case 'brand':
      return key === '' ? t`Unknown brand` : label;
    case 'banner':
      if (key === '0') return t`No banner`;
      return label === `Banner ${key} (deleted)` ? t`Banner ${key} (deleted)` : label;
    case 'campaign':
    case 'sub1':
    case 'sub2':
    case 'sub3':
    case 'sub4':
    case 'sub5':
      return key === '' ? filterValueLabel(group, '') : label;
    default:
      return label;
  }
}

/** A row's name: the bucket's dates for time groupings, else the source's ("(no sub-ID)", "No banner", a banner's name). */
export function rowLabel(row: ReportRow, group: ReportGroup): string {
  return isTimeGroup(group) ? bucketLabel(row, group) : sourceLabel(row.key, row.label, group);
}

/** The compared row's name (time groupings: the bucket at the same place in the compared period), or null. */
export function comparedRowLabel(row: ReportRow, group: ReportGroup): string | null {
  if (row.previous_key === null || row.previous_label === null || row.previous_days === null) return null;
  return isTimeGroup(group)
    ? bucketLabel({ key: row.previous_key, label: row.previous_label, days: row.previous_days }, group)
    : sourceLabel(row.previous_key, row.previous_label, group);
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
  if (name === 'banner') return value === 0 ? t`No banner` : `#${value}`;
  // A country by its name, as its row (and the players list) names it.
  if (name === 'country') return value === '' ? t`Not known` : countryInLanguage(String(value));
  if (value !== '') return String(value);
  return name === 'campaign' ? t`(no campaign)` : t`(no sub-ID)`;
}

/**
 * A label inside a sentence: "Sign-ups" becomes "sign-ups", while "NGR" stays; German keeps its nouns'
 * capitals ("Klicks nach Tag").
 */
export const inSentence = (label: string): string =>
  currentLanguage() !== 'de' && /^\p{Lu}\p{Ll}/u.test(label)
    ? label[0]!.toLocaleLowerCase(intlLocale()) + label.slice(1)
    : label;
