import {
  errorCodes,
  type FxRate,
  type FxRatesQuery,
  type PutFxRatesRequest,
  type PutFxRatesResult,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { isCalendarDate, toIsoDate } from '../../calendar/utc-dates.ts';
import { ApiError } from '../../http/api-error.ts';
import { periodName } from '../commission/period-names.ts';
import { holdRates } from '../ingest/conversion.ts';
import { reconvertPair } from './reconvert.ts';
import * as repo from './repository.ts';

function refused(errors: Record<string, string[]>): ApiError {
  const first = Object.values(errors)[0]?.[0] ?? 'The rates are not valid.';
  return new ApiError(422, first, errorCodes.validationFailed, errors);
}

/** Checks that need no database: a real day not in the future, two different currencies, one rate per pair. */
function checkRates(input: PutFxRatesRequest, today: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!isCalendarDate(input.date)) add('date', 'Date is not a calendar date.');
  else if (input.date > today) add('date', 'A rate cannot be set for a day in the future.');
  const pairs = new Set<string>();
  input.rates.forEach((rate, i) => {
    if (rate.from === rate.to) add(`rates.${i}.to`, 'The two currencies must differ.');
    const pair = `${rate.from}>${rate.to}`;
    if (pairs.has(pair)) add(`rates.${i}.from`, `The request has ${rate.from} to ${rate.to} more than once.`);
    pairs.add(pair);
  });
  return errors;
}

/**
 * Sets a day's rates. A month that is closed is frozen (its commissions are paid on its figures), so a
 * day inside one is refused. In the same transaction every activity day a new rate now applies to is
 * re-converted and its figures move by the difference.
 */
export async function putFxRates(
  ctx: AppContext,
  input: PutFxRatesRequest,
  setBy: string,
): Promise<PutFxRatesResult> {
  const at = ctx.config.now();
  const errors = checkRates(input, toIsoDate(at));
  if (Object.keys(errors).length > 0) throw refused(errors);
  return ctx.db.transaction(async (tx) => {
    await holdRates(tx, 'setting');
    // Read inside the transaction: a close that started meanwhile is seen (it locks its period's row).
    if (await repo.inClosedMonth(tx, input.date)) {
      throw refused({
        date: [
          `${periodName(`${input.date.slice(0, 7)}-01`)} is closed: its figures are frozen, so its rates cannot change.`,
        ],
      });
    }
    const rates = await repo.upsertRates(tx, { ...input, setBy, at });
    let reconverted = 0;
    for (const rate of rates)
      reconverted += await reconvertPair(tx, { from: rate.from, to: rate.to, day: input.date }, at);
    return { date: input.date, source: input.source, rates, reconverted_days: reconverted };
  });
}

export function listFxRates(ctx: AppContext, query: FxRatesQuery): Promise<FxRate[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['date_from', 'date_to'] as const) {
    const day = query[field];
    if (day !== undefined && !isCalendarDate(day)) errors[field] = ['Date is not a calendar date.'];
  }
  if (Object.keys(errors).length > 0) return Promise.reject(refused(errors));
  return repo.listRates(ctx.db, {
    from: query.from,
    to: query.to,
    dateFrom: query.date_from,
    dateTo: query.date_to,
    latest: query.latest === 'true',
    limit: query.limit,
  });
}
