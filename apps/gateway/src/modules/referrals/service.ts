import { Readable } from 'node:stream';
import {
  type ViewBrands,
  errorCodes,
  PLAYERS_EXPORT_MAX_ROWS,
  type PlayerExportQuery,
  type PlayerListQuery,
  type PaginationMeta,
  type ListedPlayer,
  type ReferredPlayerRecord,
} from '@affiliate/contract';
import { displayDay } from '../../calendar/display-dates.ts';
import type { AppContext } from '../../app-context.ts';
import type { Language } from '../../i18n/translate.ts';
import { monthEnd, toIsoDate } from '../../calendar/utc-dates.ts';
import { ApiError, sessionExpired, type ErrorText } from '../../http/api-error.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { playerCpaStatuses } from '../commission/player-cpa.ts';
import { csvFile, csvLine } from './csv.ts';
import * as repo from './repository.ts';

type FilterQuery = Pick<
  PlayerListQuery,
  'year' | 'month' | 'category' | 'brand' | 'registered' | 'deposited'
>;

/** year (and month) select the players who joined in that period; their figures cover the same period. */
export function playerFilter(affiliateId: number, query: FilterQuery): repo.PlayerFilter {
  let period: repo.PlayerFilter['period'] = null;
  if (query.year !== undefined && query.month !== undefined) {
    const start = `${query.year}-${String(query.month).padStart(2, '0')}-01`;
    period = { start, end: monthEnd(start) };
  } else if (query.year !== undefined) {
    period = { start: `${query.year}-01-01`, end: `${query.year}-12-31` };
  }
  return {
    affiliateId,
    period,
    category: query.category,
    brand: query.brand,
    registered: query.registered,
    deposited: query.deposited,
  };
}

/** The page as listReferredPlayers answers it, kept until the affiliate's figures change (caches/figures-cache.ts). */
export function cachedReferredPlayers(
  ctx: AppContext,
  affiliateId: number,
  query: PlayerListQuery,
  url: string,
  language: Language = 'en',
): ReturnType<typeof listReferredPlayers> {
  // The page depends on the parsed query alone (no default range from the clock), its CPA reasons on the
  // language; `url` follows from the query.
  const key = `players:${affiliateId}:${language}:${JSON.stringify(query)}`;
  // Each player's CPA status is as of today (its days left), so the page is kept for the day at most.
  return ctx.figures.answerOfTheDay(
    affiliateId,
    key,
    ctx.config.now(),
    () => listReferredPlayers(ctx, affiliateId, query, url, language),
    (answer) => answer.data.length,

    // Counts no clicks: a click leaves it as it is.
    'none',
  );
}

export async function listReferredPlayers(
  ctx: AppContext,
  affiliateId: number,
  query: PlayerListQuery,
  url: string,
  language: Language = 'en',
): Promise<{
  data: ListedPlayer[];
  meta: PaginationMeta & { currency: string; brands: ViewBrands };
}> {
  const filter = playerFilter(affiliateId, query);
  const offset = (query.page - 1) * query.per_page;
  const location = await repo.locatePage(ctx.db, filter, offset);
  const { currency, brands } = location;
  if (currency === null) throw sessionExpired();
  const players = location.day
    ? await repo.listPlayers(ctx.db, filter, {
        kind: 'offset',
        day: location.day,
        skip: offset - location.before,
        limit: query.per_page,
      })
    : [];
  const statuses = await playerCpaStatuses(
    ctx.db,
    affiliateId,
    players.map((player) => player.customer_id),
    ctx.config.now(),
    ctx.figures,
    language,
  );
  return {
    data: players.map((player) => {
      const cpa = statuses?.get(player.customer_id);
      return {
        ...player,
        cpa_status: cpa?.status ?? null,
        cpa_reason: cpa?.reason ?? null,
        cpa_qualified_on: cpa?.qualified_on ?? null,
      };
    }),
    meta: {
      ...paginationMeta({ page: query.page, perPage: query.per_page, total: location.total, url }),
      currency,
      brands,
    },
  };
}

export const EXPORT_COLUMNS = [
  'customer_id',
  'date_joined',
  'registered_at',
  'category',
  'country',
  'first_deposit_date',
  'first_deposit_amount',
  'deposits',
  'withdrawals',
  'turnover',
  'winloss',
  'bonuses',
  // Last, so a reader of the columns before brands came keeps finding each where it was.
  'brand',
] as const satisfies ReadonlyArray<keyof ReferredPlayerRecord>;

const EXPORT_CHUNK = 2_000;

/** Every row of the filter in list order, read in keyset chunks (never one huge result in memory). */
async function* exportRows(ctx: AppContext, filter: repo.PlayerFilter): AsyncGenerator<ReferredPlayerRecord> {
  let after: { day: string; customerId: number } | null = null;
  for (;;) {
    const rows = await repo.listPlayers(ctx.db, filter, { kind: 'after', after, limit: EXPORT_CHUNK });
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_CHUNK) return;
    after = { day: last.date_joined, customerId: last.customer_id };
  }
}

/** Chunks written to the response: at least this many characters each (the last may be shorter). */
export const EXPORT_WRITE_SIZE = 64 * 1024;

/** Joins small pieces (a line, a record) into writes of about EXPORT_WRITE_SIZE: one per row costs a write and a stream turn each. */
export async function* inWrites(
  pieces: AsyncIterable<string>,
  size = EXPORT_WRITE_SIZE,
): AsyncGenerator<string> {
  let buffer = '';
  for await (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= size) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

const DATE_COLUMNS: ReadonlySet<string> = new Set(['date_joined', 'registered_at', 'first_deposit_date']);

/** A cell of the CSV: its dates as the screen shows them (MM/DD/YYYY, UTC), like the transactions export. */
function csvValue(row: ReferredPlayerRecord, column: (typeof EXPORT_COLUMNS)[number]) {
  const value = row[column];
  return DATE_COLUMNS.has(column) && typeof value === 'string' ? displayDay(value) : value;
}

async function* csvLines(
  rows: AsyncGenerator<ReferredPlayerRecord>,
  currency: string,
): AsyncGenerator<string> {
  yield csvLine([...EXPORT_COLUMNS, 'currency']);
  for await (const row of rows)
    yield csvLine([...EXPORT_COLUMNS.map((column) => csvValue(row, column)), currency]);
}

async function* jsonPieces(
  rows: AsyncGenerator<ReferredPlayerRecord>,
  currency: string,
): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const row of rows) {
    yield `${first ? '' : ','}\n${JSON.stringify({ ...row, currency })}`;
    first = false;
  }
  yield '\n]\n';
}

export interface PlayerExport {
  contentType: string;
  filename: string;
  body: Readable;
}

/** The whole filtered list as a CSV or JSON download; too many rows asks for a narrower filter. */
export async function exportReferredPlayers(
  ctx: AppContext,
  affiliateId: number,
  query: PlayerExportQuery,
): Promise<PlayerExport> {
  const filter = playerFilter(affiliateId, query);
  const maxRows = ctx.config.playersExportMaxRows ?? PLAYERS_EXPORT_MAX_ROWS;
  const location = await repo.locatePage(ctx.db, filter, 0);
  const { currency } = location;
  if (currency === null) throw sessionExpired();
  if (location.total > maxRows) {
    const message: ErrorText = {
      key: 'error.playersExportTooLarge',
      values: { total: String(location.total), max: String(maxRows) },
    };
    throw new ApiError(422, message, errorCodes.validationFailed, { filter: [message] });
  }
  const rows = exportRows(ctx, filter);
  const filename = `referred-players-${toIsoDate(ctx.config.now())}.${query.format}`;
  return query.format === 'csv'
    ? {
        contentType: 'text/csv; charset=utf-8',
        filename,
        body: Readable.from(inWrites(csvFile(csvLines(rows, currency)))),
      }
    : {
        contentType: 'application/json; charset=utf-8',
        filename,
        body: Readable.from(inWrites(jsonPieces(rows, currency))),
      };
}
