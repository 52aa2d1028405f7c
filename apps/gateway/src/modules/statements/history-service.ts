import { Readable } from 'node:stream';
import {
  errorCodes,
  type api,
  type PaginationMeta,
  type TransactionRow,
  type transactionDetail as detailSchema,
} from '@affiliate/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { addDays, addMonths, isCalendarDate, toIsoDate } from '../../calendar/utc-dates.ts';
import { ApiError, fieldError, type ErrorText } from '../../http/api-error.ts';
import type { ContractQuery } from '../../http/contract-route.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import { csvFile, csvLine } from '../referrals/csv.ts';
import { inWrites } from '../referrals/service.ts';
import * as repo from './history-repository.ts';
import { holdUntil } from '../withdrawals/review-hold.ts';
import { actorShown, descriptionOf, destinationOf, toTransactionRow } from './history-presenter.ts';
import { withSubEarningsIn } from './sub-earnings-lines.ts';
import { formatDay } from './statement-format.ts';

type FilterQuery = Omit<ContractQuery<typeof api.payments.transactionExport>, 'format'>;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** from/to are inclusive UTC dates; the scans take [from, day after to). */
export function historyFilter(affiliateId: number, query: FilterQuery): repo.HistoryFilter {
  for (const field of ['from', 'to'] as const) {
    const day = query[field];
    if (day !== undefined && !isCalendarDate(day)) throw fieldError(field, 'Choose a date that exists.');
  }
  return {
    affiliateId,
    type: query.type,
    status: query.status,
    paymentOptionType: query.payment_option_type,
    from: query.from ? utc(query.from) : null,
    until: query.to ? utc(addDays(query.to, 1)) : null,
  };
}

const monthAfter = (month: string) => utc(addMonths(month, 1));
const later = (a: Date | null, b: Date) => (a && a > b ? a : b);
const earlier = (a: Date | null, b: Date) => (a && a < b ? a : b);

/**
 * Rows per month, newest first, exact for the filter: the monthly counts, except a month the date range
 * covers only in part, which is counted in the range (at most two months, each one month of rows).
 */
async function monthsOfFilter(
  ctx: AppContext,
  f: repo.HistoryFilter,
): Promise<Array<{ month: string; n: number }>> {
  const months = await repo.countByMonth(ctx.db, f);
  // Without a date range every month counts whole (most requests: no dates to compute per month).
  if (f.from === null && f.until === null) return months;
  return Promise.all(
    months.map(async ({ month, n }) => {
      const start = utc(month);
      const end = monthAfter(month);
      const partial = (f.from !== null && f.from > start) || (f.until !== null && f.until < end);
      return partial
        ? {
            month,
            n: await repo.countInRange(ctx.db, {
              ...f,
              from: later(f.from, start),
              until: earlier(f.until, end),
            }),
          }
        : { month, n };
    }),
  );
}

export interface PageStart {
  total: number;
  /** The scan of the page starts below this time (the end of the month the page begins in), skipping `skip` rows. */
  below: Date | null;
  skip: number;
}

/** Where row `offset` of the filter is: walk the months newest first, then skip inside one month. */
export async function locateRow(ctx: AppContext, f: repo.HistoryFilter, offset: number): Promise<PageStart> {
  const months = await monthsOfFilter(ctx, f);
  const total = months.reduce((sum, m) => sum + m.n, 0);
  let before = 0;
  for (const { month, n } of months) {
    if (before + n > offset) return { total, below: monthAfter(month), skip: offset - before };
    before += n;
  }
  return { total, below: null, skip: -1 };
}

export async function listTransactions(
  ctx: AppContext,
  affiliateId: number,
  query: ContractQuery<typeof api.payments.transactionList>,
  url: string,
  language: Language = 'en',
): Promise<{ data: TransactionRow[]; meta: PaginationMeta }> {
  const shown = (row: repo.HistoryRow) => toTransactionRow(row, language);
  // A parent's sub-affiliate lines are written again from what the close recorded (issue 38).
  const translated = (rows: repo.HistoryRow[]) => withSubEarningsIn(ctx.db, affiliateId, rows, language);
  const f = historyFilter(affiliateId, query);
  const offset = (query.page - 1) * query.per_page;
  const meta = (total: number) => paginationMeta({ page: query.page, perPage: query.per_page, total, url });
  if (offset === 0 && f.from === null && f.until === null) {
    // The first page starts at the newest row whatever the counts say: its rows and the counts' sum
    // are read in one statement (most requests: the screen opens on it).
    const { rows, total } = await repo.firstPageWithTotal(
      ctx.db,
      { ...f, from: null, until: null },
      query.per_page,
    );
    return { data: (await translated(rows)).map(shown), meta: meta(total) };
  }
  if (offset === 0) {
    // A date range counts its partial months apart: the rows are read beside the counts.
    const [{ total }, rows] = await Promise.all([
      locateRow(ctx, f, 0),
      repo.scanHistory(ctx.db, f, { kind: 'page', below: null, skip: 0, limit: query.per_page }),
    ]);
    return { data: (await translated(rows)).map(shown), meta: meta(total) };
  }
  const start = await locateRow(ctx, f, offset);
  const rows =
    start.skip < 0
      ? []
      : await repo.scanHistory(ctx.db, f, {
          kind: 'page',
          below: start.below,
          skip: start.skip,
          limit: query.per_page,
        });
  return { data: (await translated(rows)).map(shown), meta: meta(start.total) };
}

/**
 * The operator's reason for paying before the review hold ended is for the brand's records (it may name
 * a call or a colleague): the affiliate reads that it happened, and when, not why.
 */
export const HOLD_OVERRIDDEN_NOTE =
  'Paid before the review of the new payout details ended, after a check by our team.';
const noteShown = (e: repo.WithdrawalEventRow, language: Language): string | null =>
  e.status === 'hold_overridden' ? translate(language, 'transaction.holdOverridden') : e.note;

export const TRANSACTION_NOT_FOUND = 'There is no such transaction.';

export async function transactionDetail(
  ctx: AppContext,
  affiliateId: number,
  transactionId: string,
  language: Language = 'en',
): Promise<z.infer<typeof detailSchema>> {
  const [source, id] = transactionId.split('-') as ['w' | 'l', string];
  if (source === 'w') {
    const row = await repo.findWithdrawalRow(ctx.db, affiliateId, id);
    if (!row) throw new ApiError(404, TRANSACTION_NOT_FOUND, errorCodes.notFound);
    const events = await repo.withdrawalEvents(ctx.db, id);
    return {
      ...toTransactionRow(row, language),
      timeline: events.map((e) => ({
        status: e.status,
        at: e.at.toISOString(),
        actor: actorShown(e.actor),
        note: noteShown(e, language),
      })),
      destination: destinationOf(row),
      review_reason: row.review_reason,
      hold_until: holdUntil(row)?.toISOString() ?? null,
      reject_reason: row.reject_reason,
    };
  }
  const found = await repo.findLedgerRow(ctx.db, affiliateId, id);
  if (!found) throw new ApiError(404, TRANSACTION_NOT_FOUND, errorCodes.notFound);
  const row = (await withSubEarningsIn(ctx.db, affiliateId, [found], language))[0]!;
  return {
    ...toTransactionRow(row, language),
    timeline: [
      {
        status: row.status,
        at: row.created_at.toISOString(),
        actor: actorShown(row.created_by),
        note: descriptionOf(row, language),
      },
    ],
    destination: null,
    review_reason: null,
    hold_until: null,
    reject_reason: null,
  };
}

/** An export holds at most this many rows: more asks for a narrower filter (the file is built from one scan). */
export const TRANSACTIONS_EXPORT_MAX_ROWS = 100_000;
const EXPORT_CHUNK = 2_000;

export const EXPORT_COLUMNS = [
  'id',
  'created_at',
  'type',
  'status',
  'amount',
  'net_amount',
  'currency',
  'fee',
  'payment_option_type',
  'payout_amount',
  'unit',
  'rate',
  'payout_reference',
  'description',
  'period',
] as const satisfies ReadonlyArray<keyof TransactionRow>;

/**
 * Every row of the filter, newest first, read in keyset chunks (never one huge result in memory), each
 * described in `language` as the list describes it: a parent's sub-affiliate lines written again from
 * what the close recorded (issue 38), a month's commission by its month, a withdrawal by its option.
 */
async function* exportRows(
  ctx: AppContext,
  f: repo.HistoryFilter,
  language: Language,
): AsyncGenerator<TransactionRow> {
  let after: repo.HistoryRow | null = null;
  // Rows posted while the file is written could pass the cap checked before: the file stops at it.
  for (let sent = 0; sent < TRANSACTIONS_EXPORT_MAX_ROWS;) {
    const rows = await repo.scanHistory(ctx.db, f, {
      kind: 'after',
      after,
      limit: Math.min(EXPORT_CHUNK, TRANSACTIONS_EXPORT_MAX_ROWS - sent),
    });
    for (const row of await withSubEarningsIn(ctx.db, f.affiliateId, rows, language))
      yield toTransactionRow(row, language);
    sent += rows.length;
    after = rows.at(-1) ?? null;
    if (!after || rows.length < EXPORT_CHUNK) return;
  }
}

/**
 * The CSV is read by people in a spreadsheet: the date as the portal shows it in the reader's language
 * (as the statement's CSV writes it); the JSON keeps ISO. The columns keep the names the JSON's fields
 * have, which trackers read, and the amounts stay plain numbers.
 */
async function* csvLines(rows: AsyncGenerator<TransactionRow>, language: Language): AsyncGenerator<string> {
  yield csvLine([...EXPORT_COLUMNS]);
  for await (const row of rows)
    yield csvLine(
      EXPORT_COLUMNS.map((column) =>
        column === 'created_at' ? formatDay(row.created_at, language) : row[column],
      ),
    );
}

async function* jsonPieces(rows: AsyncGenerator<TransactionRow>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const row of rows) {
    yield `${first ? '' : ','}\n${JSON.stringify(row)}`;
    first = false;
  }
  yield '\n]\n';
}

/**
 * The filter's rows as a file, in the language the reader asked in (Accept-Language: the portal's; an
 * integration that sends none gets English, word for word what the ledger keeps), as the list is.
 */
export async function exportTransactions(
  ctx: AppContext,
  affiliateId: number,
  query: ContractQuery<typeof api.payments.transactionExport>,
  language: Language = 'en',
): Promise<{ contentType: string; filename: string; body: Readable }> {
  const f = historyFilter(affiliateId, query);
  const { total } = await locateRow(ctx, f, 0);
  if (total > TRANSACTIONS_EXPORT_MAX_ROWS) {
    const message: ErrorText = {
      key: 'error.transactionsExportTooLarge',
      values: { total: String(total), max: String(TRANSACTIONS_EXPORT_MAX_ROWS) },
    };
    throw new ApiError(422, message, errorCodes.validationFailed, { filter: [message] });
  }
  const rows = exportRows(ctx, f, language);
  const filename = `transactions-${toIsoDate(ctx.config.now())}.${query.format}`;
  return query.format === 'csv'
    ? {
        contentType: 'text/csv; charset=utf-8',
        filename,
        body: Readable.from(inWrites(csvFile(csvLines(rows, language)))),
      }
    : {
        contentType: 'application/json; charset=utf-8',
        filename,
        body: Readable.from(inWrites(jsonPieces(rows))),
      };
}
