import { DASHBOARD_MAX_DAYS } from '@affiliate/contract';
import { daysBetweenInclusive, isCalendarDate, monthStart, toIsoDate } from '../../calendar/utc-dates.ts';
import { fieldError } from '../../http/api-error.ts';

/**
 * The date range of a dashboard or a report: from/to default to the current month so far; a range must
 * be real dates, in order, and not too long. `fields` names them in the errors (a report's compared
 * range is compare_from/compare_to).
 */
export function resolveRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
  fields: { from: string; to: string } = { from: 'from', to: 'to' },
): { from: string; to: string } {
  const today = toIsoDate(now);
  if (query.from !== undefined && !isCalendarDate(query.from))
    throw fieldError(fields.from, 'Date is not a calendar date.');
  if (query.to !== undefined && !isCalendarDate(query.to))
    throw fieldError(fields.to, 'Date is not a calendar date.');
  const from = query.from ?? monthStart(query.to ?? today);
  const to = query.to ?? (from > today ? from : today);
  if (to < from) throw fieldError(fields.to, 'The end date must not be before the start date.');
  if (daysBetweenInclusive(from, to) > DASHBOARD_MAX_DAYS)
    throw fieldError(fields.from, {
      key: 'error.rangeTooLong',
      values: { days: String(DASHBOARD_MAX_DAYS) },
    });
  return { from, to };
}
