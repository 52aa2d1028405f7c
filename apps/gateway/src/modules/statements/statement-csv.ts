import { commissionByBrand, type Language, type Statement } from '@affiliate/contract';
import type { GatewayText } from '../../i18n/translate.ts';
import { csvLine } from '../referrals/csv.ts';
import { statementWords, type StatementWords } from './statement-format.ts';

/**
 * The statement as CSV, in the order of the printed one: who and when, the summary, each commission
 * with its inputs, then every posting with the running balance. Cells go through the member export's
 * csvLine, so a description or reason an operator typed can never run as a formula in a spreadsheet.
 * Dates are written as the portal shows them (MM/DD/YYYY, UTC; a month in words) and kinds in the screen's words;
 * amounts stay plain numbers a spreadsheet can add up. Words, column headers and dates are in the
 * affiliate's language (issue 37); the numbers are not (see `columns`).
 */
export function* statementCsv(s: Statement, brand: string, language: Language = 'en'): Generator<string> {
  const w = statementWords(language);
  yield csvLine([w.text('statement.title'), brand]);
  const period = [w.text('statement.csv.period'), w.month(s.month)];
  // A running month's figures are so far: the line says on which day (a closed month's are final).
  yield csvLine(
    s.running ? [...period, w.text('statement.csv.so_far', { day: w.day(`${s.as_of}T00:00:00Z`) })] : period,
  );
  yield csvLine([
    w.text('statement.csv.affiliate'),
    s.affiliate.name,
    s.affiliate.username,
    s.affiliate.id,
    s.affiliate.email,
    s.affiliate.country,
  ]);
  yield csvLine([w.text('statement.csv.currency'), s.currency]);
  // Activity a brand reported in another currency: the rates it was converted at, with source and day.
  const rates = w.ratesLine(s.rates_used);
  if (rates !== null) yield csvLine([w.text('statement.csv.exchange_rates'), rates]);
  yield csvLine([]);
  yield csvLine([w.text('statement.opening_balance'), s.opening_balance]);
  yield csvLine([w.text('statement.commission'), s.totals.commission]);
  yield csvLine([w.text('statement.csv.withdrawals'), s.totals.withdrawals]);
  yield csvLine([w.text('statement.adjustments'), s.totals.adjustments]);
  yield csvLine([w.text('statement.fees'), s.totals.fees]);
  yield csvLine([w.text('statement.csv.held'), s.totals.held]);
  yield csvLine([w.text('statement.closing_balance'), s.closing_balance]);
  yield csvLine([]);
  yield columns(w, [
    'commission_period',
    'turnover',
    'winloss',
    'bonuses',
    'admin_fee_rate',
    'admin_fee',
    'ngr',
    'late_ngr',
    'carry_in',
    'revenue_share',
    'revenue_share_amount',
    'cpa_count',
    'cpa_amount',
    'cpa_total',
    'carry_out',
    'amount',
    'credited_at',
    // After the columns that came before deals, so a reader of those keeps finding each where it was.
    'deal',
    'cpa_over_cap_count',
  ]);
  for (const c of s.commissions) {
    const lateNgr = c.late_adjustments
      .map((l) => `${w.month(l.source_period)}: ${l.ngr} (${l.reason})`)
      .join('; ');
    yield csvLine([
      w.month(c.period),
      c.turnover,
      c.winloss,
      c.bonuses,
      c.admin_fee_rate,
      c.admin_fee,
      c.ngr,
      lateNgr,
      c.carry_in,
      c.revenue_share,
      c.revenue_share_amount,
      c.cpa_count,
      c.cpa_amount,
      c.cpa_total,
      c.carry_out,
      c.amount,
      c.credited_at ? w.day(c.credited_at) : null,
      c.deal ? dealVersion(w, c.deal) : null,
      c.cpa_over_cap_count,
    ]);
  }
  yield* revenueShareParts(s, w);
  yield* brandLines(s, w);
  yield csvLine([]);
  yield columns(w, [
    'date',
    'type',
    'description',
    'reference',
    'amount',
    'available_change',
    'balance_after',
    'available_after',
  ]);
  for (const l of s.lines)
    yield csvLine([
      w.day(l.date),
      w.lineType(l.type),
      l.description,
      l.reference,
      l.amount,
      l.available_change,
      l.balance_after,
      l.available_after,
    ]);
}

/**
 * How a deal paid the revenue share where it was not one rate (issue 36): each product paid at a rate of
 * its own (its NGR under `amount`), then each band of a ladder from `from` to `to`.
 */
function* revenueShareParts(s: Statement, w: StatementWords): Generator<string> {
  const parts = s.commissions.flatMap((c) => [
    ...c.revenue_share_products.map((p) => [w.month(c.period), p.product, null, null, p.ngr, p.rate, p.paid]),
    ...c.revenue_share_bands.map((b) => [
      w.month(c.period),
      w.text('statement.csv.band'),
      b.from,
      b.to,
      b.amount,
      b.rate,
      b.paid,
    ]),
  ]);
  if (parts.length === 0) return;
  yield csvLine([]);
  yield columns(w, ['commission_period', 'revenue_share_part', 'from', 'to', 'amount', 'rate', 'paid']);
  for (const part of parts) yield csvLine(part);
}

/**
 * Each brand's commission on its own row (issue 35), where a month had more than one brand, and the
 * part no brand carries (late activity, carry-over in) under an empty brand.
 */
function* brandLines(s: Statement, w: StatementWords): Generator<string> {
  const split = s.commissions.flatMap((c) => {
    const byBrand = commissionByBrand(c);
    return byBrand ? [{ period: w.month(c.period), ...byBrand }] : [];
  });
  if (split.length === 0) return;
  yield csvLine([]);
  yield columns(w, [
    'commission_period',
    'brand',
    'brand_name',
    'turnover',
    'winloss',
    'bonuses',
    'admin_fee',
    'ngr',
    'revenue_share_amount',
    'cpa_count',
    'cpa_total',
    'amount',
    'brand_deal',
    'brand_deal_rate',
    'brand_carry_out',
  ]);
  for (const { period, lines, outside } of split) {
    for (const b of lines)
      yield csvLine([
        period,
        b.brand,
        b.brand_name,
        b.turnover,
        b.winloss,
        b.bonuses,
        b.admin_fee,
        b.ngr,
        b.revenue_share_amount,
        b.cpa_count,
        b.cpa_total,
        b.amount,
        b.deal === null ? null : dealVersion(w, b.deal),
        b.revenue_share,
        b.deal === null ? null : b.carry_out,
      ]);
    if (outside !== null)
      yield csvLine([
        period,
        '',
        w.text('statement.csv.of_no_brand'),
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        outside,
        null,
        null,
        null,
      ]);
  }
}

/** `Summer deal (version 2)`, in the affiliate's words. */
function dealVersion(w: StatementWords, deal: { name: string; version: number }): string {
  return w.text('statement.csv.deal_version', { deal: deal.name, version: String(deal.version) });
}

/**
 * A header row, each column named in the affiliate's language (English keeps its snake_case names, which
 * trackers read). Only the headers and words are translated: the figures under them stay plain numbers
 * with a dot decimal (`1234.56`) in every language, because a CSV is read by spreadsheets and trackers,
 * and a comma decimal (`1234,56`) would clash with the comma that separates the cells.
 */
function columns(w: StatementWords, names: readonly StatementColumn[]): string {
  return csvLine(names.map((name) => w.text(`statement.column.${name}`)));
}

type StatementColumn = GatewayText extends infer K
  ? K extends `statement.column.${infer Name}`
    ? Name
    : never
  : never;
