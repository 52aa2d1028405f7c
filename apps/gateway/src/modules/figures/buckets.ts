import type { Granularity } from '@affiliate/contract';
import {
  addDays,
  addMonths,
  everyNthDay,
  monthEnd,
  monthStart,
  weekStart,
} from '../../calendar/utc-dates.ts';
import { boundedMemo } from './bounded-memo.ts';

/**
 * The buckets of a date range (days, ISO weeks from Monday, calendar months), as the dashboard's series
 * and a report's time groupings have them.
 */

/** Every bucket start from `from` to `to`, so the series has no gaps. Callers must not change the list. */
export const bucketStarts = boundedMemo(
  1_000,
  (from: string, to: string, granularity: Granularity) => `${from}/${to}/${granularity}`,
  (from, to, granularity): readonly string[] => {
    if (granularity === 'day') return Object.freeze(everyNthDay(from, to, 1));
    if (granularity === 'week') return Object.freeze(everyNthDay(weekStart(from), to, 7));
    const starts: string[] = [];
    for (let d = monthStart(from); d <= to; d = addMonths(d, 1)) starts.push(d);
    return Object.freeze(starts);
  },
);

/**
 * The whole buckets inside [from, to]: the first bucket start on or after `from`, the last bucket
 * start whose bucket ends on or before `to`, and the day after that bucket. Null when the range holds
 * no whole bucket. A whole bucket is read from a weekly or monthly rollup, the partial ones at the
 * edges from the daily one.
 */
export function wholeBuckets(
  from: string,
  to: string,
  granularity: Exclude<Granularity, 'day'>,
): { first: string; last: string; after: string } | null {
  let first: string;
  let last: string;
  let after: string;
  if (granularity === 'week') {
    first = weekStart(from) === from ? from : addDays(weekStart(from), 7);
    const nextWeek = addDays(weekStart(to), 7);
    after = addDays(to, 1) === nextWeek ? nextWeek : weekStart(to);
    last = addDays(after, -7);
  } else {
    first = monthStart(from) === from ? from : addMonths(monthStart(from), 1);
    after = monthEnd(to) === to ? addDays(to, 1) : monthStart(to);
    last = addMonths(after, -1);
  }
  return first <= last ? { first, last, after } : null;
}

/** The start of the bucket (day, ISO week from Monday, calendar month) a day falls in. */
export function bucketStartOf(day: string, granularity: Granularity): string {
  if (granularity === 'day') return day;
  return granularity === 'week' ? weekStart(day) : monthStart(day);
}
