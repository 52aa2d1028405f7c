import type { ReportComparison, ReportGroup } from '@affiliate/contract';
import { addDays, addMonths, daysBetweenInclusive, monthEnd, monthStart } from '../../calendar/utc-dates.ts';

/** Whether the days are whole calendar months: from a month's first day to a month's last. */
export const isWholeMonths = (from: string, to: string): boolean =>
  monthStart(from) === from && monthEnd(to) === to;

const monthsIn = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

/** The same calendar day a year earlier; 29 February becomes the 28th. */
function yearBefore(day: string): string {
  const month = addMonths(day, -12);
  const last = monthEnd(month);
  const same = `${month.slice(0, 8)}${day.slice(8)}`;
  return same > last ? last : same;
}

/**
 * The dates a named comparison stands for. Whole calendar months compare with whole months, so
 * November compares with all of October (31 days), not with the 30 days before it; any other period
 * with as many days just before it (a whole ISO week lands on the week before), or the same dates a
 * year earlier. Grouped by week, a period that is not whole weeks moves back by whole weeks instead,
 * so each week's days beside the same weekdays (the last 30 days from a Tuesday: 35 days back, from a
 * Tuesday too), never one day beside six.
 */
export function comparedRange(
  range: { from: string; to: string },
  comparison: ReportComparison,
  group: ReportGroup,
): { from: string; to: string } {
  const { from, to } = range;
  const months = isWholeMonths(from, to);
  if (comparison === 'last-year')
    return months
      ? { from: addMonths(from, -12), to: monthEnd(addMonths(to, -12)) }
      : { from: yearBefore(from), to: yearBefore(to) };
  if (months) return { from: addMonths(from, -monthsIn(from, to)), to: addDays(from, -1) };
  const days = daysBetweenInclusive(from, to);
  const back = group === 'week' ? Math.ceil(days / 7) * 7 : days;
  return { from: addDays(from, -back), to: addDays(to, -back) };
}
