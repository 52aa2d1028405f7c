import { commissionByBrand, statementRatesLine, type Statement } from '@affiliate/contract';
import { csvLine } from '../referrals/csv.ts';
import { formatDay, lineTypeNames } from './statement-format.ts';
import { displayMonth } from '../../calendar/display-dates.ts';

/**
 * The statement as CSV, in the order of the printed one: who and when, the summary, each commission
 * with its inputs, then every posting with the running balance. Cells go through the member export's
 * csvLine, so a description or reason an operator typed can never run as a formula in a spreadsheet.
 * Dates are written as the portal shows them (MM/DD/YYYY, UTC; a month in words) and kinds in the screen's words;
 * amounts stay plain numbers a spreadsheet can add up.
 */
export function* statementCsv(s: Statement, brand: string): Generator<string> {
  yield csvLine(['Statement of account', brand]);
  const period = ['Period', displayMonth(s.month)];
  // A running month's figures are so far: the line says on which day (a closed month's are final).
  yield csvLine(s.running ? [...period, `so far, on ${formatDay(`${s.as_of}T00:00:00Z`)}`] : period);
  yield csvLine([
    'Affiliate',
    s.affiliate.name,
    s.affiliate.username,
    s.affiliate.id,
    s.affiliate.email,
    s.affiliate.country,
  ]);
  yield csvLine(['Currency', s.currency]);
  // Activity a brand reported in another currency: the rates it was converted at, with source and day.
  const rates = statementRatesLine(s.rates_used);
  if (rates !== null) yield csvLine(['Exchange rates', rates]);
  yield csvLine([]);
  yield csvLine(['Opening balance', s.opening_balance]);
  yield csvLine(['Commission', s.totals.commission]);
  yield csvLine(['Withdrawals', s.totals.withdrawals]);
  yield csvLine(['Adjustments', s.totals.adjustments]);
  yield csvLine(['Fees', s.totals.fees]);
  yield csvLine(['Held for pending withdrawals', s.totals.held]);
  yield csvLine(['Closing balance', s.closing_balance]);
  yield csvLine([]);
  yield csvLine([
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
      .map((l) => `${displayMonth(l.source_period)}: ${l.ngr} (${l.reason})`)
      .join('; ');
    yield csvLine([
      displayMonth(c.period),
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
      c.credited_at ? formatDay(c.credited_at) : null,
      c.deal ? `${c.deal.name} (version ${c.deal.version})` : null,
      c.cpa_over_cap_count,
    ]);
  }
  yield* revenueShareParts(s);
  yield* brandLines(s);
  yield csvLine([]);
  yield csvLine([
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
      formatDay(l.date),
      lineTypeNames[l.type],
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
function* revenueShareParts(s: Statement): Generator<string> {
  const parts = s.commissions.flatMap((c) => [
    ...c.revenue_share_products.map((p) => [
      displayMonth(c.period),
      p.product,
      null,
      null,
      p.ngr,
      p.rate,
      p.paid,
    ]),
    ...c.revenue_share_bands.map((b) => [
      displayMonth(c.period),
      'band',
      b.from,
      b.to,
      b.amount,
      b.rate,
      b.paid,
    ]),
  ]);
  if (parts.length === 0) return;
  yield csvLine([]);
  yield csvLine(['commission_period', 'revenue_share_part', 'from', 'to', 'amount', 'rate', 'paid']);
  for (const part of parts) yield csvLine(part);
}

/**
 * Each brand's commission on its own row (issue 35), where a month had more than one brand, and the
 * part no brand carries (late activity, carry-over in) under an empty brand.
 */
function* brandLines(s: Statement): Generator<string> {
  const split = s.commissions.flatMap((c) => {
    const byBrand = commissionByBrand(c);
    return byBrand ? [{ period: displayMonth(c.period), ...byBrand }] : [];
  });
  if (split.length === 0) return;
  yield csvLine([]);
  yield csvLine([
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
        b.deal === null ? null : `${b.deal.name} (version ${b.deal.version})`,
        b.revenue_share,
        b.deal === null ? null : b.carry_out,
      ]);
    if (outside !== null)
      yield csvLine([
        period,
        '',
        'Of no brand',
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
