import { z } from 'zod';
import { ladderBand, productPart } from './commission-current.ts';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { paymentOptionType } from '../common/payout-options.ts';
import { currencyCode, isoDate, isoDateTime, moneyAmount } from '../common/primitives.ts';
import { withdrawalStatus } from './payments.ts';
import { activityFreshnessFields } from '../common/feed-freshness.ts';

/**
 * Money, what the affiliate reads back: the transaction history (every movement of its balance, with
 * filters, paging and exports) and the monthly statement of account, whose every figure opens to its
 * inputs and equals the ledger's to the cent.
 */

/** A row of the history: one withdrawal (whatever its ledger steps), one period's commission, one adjustment or fee. */
export const transactionType = z.enum(['withdrawal', 'commission', 'adjustment', 'fee']);
export type TransactionType = z.infer<typeof transactionType>;

/** A withdrawal's status, or `credited`/`debited` for commission, adjustments and fees (they happen at once). */
export const transactionStatus = z.union([withdrawalStatus, z.enum(['credited', 'debited'])]);
export type TransactionStatus = z.infer<typeof transactionStatus>;

const transactionFilterFields = {
  type: transactionType.optional(),
  status: transactionStatus.optional(),
  payment_option_type: paymentOptionType.optional(),
  /** Inclusive UTC dates of the transaction's creation. */
  from: isoDate.optional(),
  to: isoDate.optional(),
};

function fromNotAfterTo<S extends z.ZodType<{ from?: string; to?: string }>>(schema: S) {
  return schema.refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date must not be before the start date.',
  });
}

export const transactionListQuery = fromNotAfterTo(
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(10),
    ...transactionFilterFields,
  }),
);
export type TransactionListQuery = z.infer<typeof transactionListQuery>;

export const transactionRow = z.object({
  /** `w-<withdrawal id>` or `l-<ledger transaction id>`: stable, and the key of the detail view. */
  id: z.string(),
  type: transactionType,
  status: transactionStatus,
  created_at: isoDateTime,
  /** Signed, in the balance's currency: the row's amount as requested or posted (a withdrawal is negative, whatever its status). */
  amount: moneyAmount,
  /**
   * Signed: what the row takes from (or adds to) the affiliate's money in the end. A withdrawal pending,
   * approved or paid: its amount (held, then paid out); rejected or cancelled: 0.00, because the hold
   * was released to the available balance. Equal to `amount` for commission, adjustments and fees.
   */
  net_amount: moneyAmount,
  currency: currencyCode,
  fee: moneyAmount,
  payment_option_type: paymentOptionType.nullable(),
  /** What was sent, in `unit`, for a withdrawal. */
  payout_amount: z.string().nullable(),
  unit: z.string().nullable(),
  rate: z.string().nullable(),
  payout_reference: z.string().nullable(),
  /** What the affiliate reads: 'Commission for October 2026', the adjustment's reason, the destination. */
  description: z.string(),
  /** The commission period (`YYYY-MM`) of a commission row. */
  period: z.string().nullable(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

export const transactionList = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/transactions',
  access: 'member',
  summary:
    "The signed-in affiliate's transaction history, newest first, filtered by type, status, payment option and date range",
  tags: ['payments'],
  query: transactionListQuery,
  response: pagedEnvelope(transactionRow),
});

export const transactionExportQuery = fromNotAfterTo(
  z.object({ format: z.enum(['csv', 'json']).default('csv'), ...transactionFilterFields }),
);

export const transactionExport = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/transactions/export',
  access: 'member',
  summary: 'Download every transaction of the current filter as CSV (formulas neutralised) or JSON',
  tags: ['payments'],
  query: transactionExportQuery,
  response: z.string(),
});

export const transactionEvent = z.object({
  status: z.string(),
  at: isoDateTime,
  /** Who: 'you', 'operator' or 'system' (never an operator's name). */
  actor: z.string(),
  note: z.string().nullable(),
});

export const transactionDetail = transactionRow.extend({
  /** A withdrawal's timeline: requested, approved, paid, rejected (with reason) or cancelled. */
  timeline: z.array(transactionEvent),
  destination: z.string().nullable(),
  review_reason: z.string().nullable(),
  /** When the review hold of new payout details ends (the withdrawal is not paid before); null when not held. */
  hold_until: isoDateTime.nullable(),
  reject_reason: z.string().nullable(),
});

export const transactionParams = z.object({
  transactionId: z.string().regex(/^[wl]-\d{1,18}$/, 'Not a transaction.'),
});

export const transactionDetailEndpoint = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/transactions/{transactionId}',
  access: 'member',
  owner: null,
  summary: "One transaction of the signed-in affiliate with its timeline (another affiliate's is 404)",
  tags: ['payments'],
  params: transactionParams,
  response: dataEnvelope(transactionDetail),
});

// ---- Statement of account -------------------------------------------------------------------------

export const statementQuery = z.object({
  /** The calendar month, `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month.'),
});

/**
 * A brand's part of a commission (issue 35), in the affiliate's currency: the brand's own win/loss,
 * bonuses and CPA, and its part of the admin fee and of the revenue share (the commission's figures
 * split so that the brands' lines add up to them to the cent; a brand that lost money takes its part
 * off). `amount` = revenue_share_amount + cpa_total.
 */
export const statementBrandLine = z.object({
  brand: z.string(),
  brand_name: z.string(),
  turnover: moneyAmount,
  winloss: moneyAmount,
  bonuses: moneyAmount,
  admin_fee: moneyAmount,
  ngr: moneyAmount,
  revenue_share_amount: moneyAmount,
  cpa_count: z.number().int().min(0),
  cpa_total: moneyAmount,
  amount: moneyAmount,
  /**
   * The brand's own deal (issue 36) when it was paid under one: its figures are then its own deal's
   * worked on the brand alone (its own base, tier, carry-over and CPA), not a split of the commission's.
   * Null when the brand was paid under the month's deal (`deal` of the commission).
   */
  deal: z.object({ name: z.string(), version: z.number().int().min(1) }).nullable(),
  /** The rate of the tier the brand's own deal reached; null under the month's deal. */
  revenue_share: z.string().nullable(),
  /** The negative base the brand's own deal carries into the next month (0.00 under the month's deal). */
  carry_out: moneyAmount,
});
export type StatementBrandLine = z.infer<typeof statementBrandLine>;

/** A commission line with every input it was computed from. */
export const statementCommission = z.object({
  period: z.string(),
  turnover: moneyAmount,
  winloss: moneyAmount,
  bonuses: moneyAmount,
  admin_fee_rate: z.string(),
  admin_fee: moneyAmount,
  ngr: moneyAmount,
  revenue_share: z.string(),
  revenue_share_amount: moneyAmount,
  carry_in: moneyAmount,
  carry_out: moneyAmount,
  cpa_count: z.number().int().min(0),
  cpa_amount: moneyAmount,
  cpa_total: moneyAmount,
  /** Late activity of earlier closed periods carried into this one, with the reason. */
  late_adjustments: z.array(
    z.object({
      source_period: z.string(),
      ngr: moneyAmount,
      cpa_count: z.number().int(),
      reason: z.string(),
    }),
  ),
  amount: moneyAmount,
  credited_at: isoDateTime.nullable(),
  /**
   * Each brand's commission on its own line, the first brand first (empty for months closed before
   * brands had lines). The brands' amounts plus `outside_brands` make `amount`.
   */
  brand_lines: z.array(statementBrandLine),
  /**
   * What no brand's line carries: the revenue share on late activity of closed months and on the
   * negative carried in, late CPA, and what a commission that cannot go below zero leaves out.
   */
  outside_brands: moneyAmount,
  /** The deal the month was paid under and its version (issue 36); null for months closed before deals. */
  deal: z.object({ name: z.string(), version: z.number().int().min(1) }).nullable(),
  /**
   * How the deal paid the revenue share beyond one rate: a ladder's bands (each band's part of the base
   * at its rate) and the products paid at rates of their own; both empty when `revenue_share` × the base
   * is the whole of it.
   */
  revenue_share_bands: z.array(ladderBand),
  revenue_share_products: z.array(productPart),
  /** Qualified players past the deal's monthly cap, not paid (cpa_count counts those paid). */
  cpa_over_cap_count: z.number().int().min(0),
});
export type StatementCommission = z.infer<typeof statementCommission>;

/**
 * What the statement shows of a commission by brand, one rule for the screen, the CSV and the PDF: its
 * brand lines where the month had two brands or more (one brand's line is the commission itself) or a
 * brand paid under its own deal, and the part of no brand when there is one; null when the commission is
 * not shown by brand.
 */
export function commissionByBrand(
  commission: Pick<StatementCommission, 'brand_lines' | 'outside_brands'>,
): { lines: StatementBrandLine[]; outside: string | null } | null {
  if (commission.brand_lines.length < 2 && commission.brand_lines.every((line) => line.deal === null))
    return null;
  return {
    lines: commission.brand_lines,
    outside: /[1-9]/.test(commission.outside_brands) ? commission.outside_brands : null,
  };
}

export const statementLineType = z.enum([
  'commission',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_released',
  'adjustment',
  'fee',
]);
export type StatementLineType = z.infer<typeof statementLineType>;

/** Each ledger line's kind in the affiliate's words: one word for it on the screen, in the CSV and in the PDF. */
export const statementLineLabels: Record<StatementLineType, string> = {
  commission: 'Commission',
  withdrawal_hold: 'Withdrawal requested',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_released: 'Withdrawal returned',
  adjustment: 'Adjustment',
  fee: 'Fee',
};

export const statementLine = z.object({
  date: isoDateTime,
  type: statementLineType,
  description: z.string(),
  /** Signed change of the balance (available + held); a hold moves money from available to held: 0. */
  amount: moneyAmount,
  /** Signed change of the available balance. */
  available_change: moneyAmount,
  /** The balance after the line: available plus held. */
  balance_after: moneyAmount,
  /** The available balance after the line (held money left out, as the dashboard shows it): the screen's running balance. */
  available_after: moneyAmount,
  reference: z.string().nullable(),
});

/**
 * A rate the month's activity was converted at (issue 35): activity of a brand in `from` counted in the
 * affiliate's `to`, at `rate` set for `rate_day` by `source`. `later_from`/`later_to`: the activity days
 * after `rate_day` that had no rate of their own and used this one (null when none did).
 */
export const statementRate = z.object({
  from: currencyCode,
  to: currencyCode,
  rate: z.string(),
  rate_day: isoDate,
  source: z.string(),
  later_from: isoDate.nullable(),
  later_to: isoDate.nullable(),
});
export type StatementRate = z.infer<typeof statementRate>;

/** `2026-12-01` as the portal writes a day: `12/01/2026`. */
const shownDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * The statement's line of rates, one sentence for the screen, the CSV and the PDF alike, or null when
 * nothing was converted: `Rates used: BRL→EUR 0.16 (ECB, 12/01/2026). Rates of 12/01/2026 used for
 * 12/02/2026–12/03/2026.`
 */
export function statementRatesLine(rates: readonly StatementRate[]): string | null {
  if (rates.length === 0) return null;
  const used = rates
    .map((r) => `${r.from}→${r.to} ${r.rate} (${r.source}, ${shownDay(r.rate_day)})`)
    .join('; ');
  const later = new Map<string, string>();
  for (const r of rates) {
    if (r.later_from === null || r.later_to === null) continue;
    const span =
      r.later_from === r.later_to
        ? shownDay(r.later_from)
        : `${shownDay(r.later_from)}–${shownDay(r.later_to)}`;
    later.set(r.rate_day, `Rates of ${shownDay(r.rate_day)} used for ${span}.`);
  }
  return [`Rates used: ${used}.`, ...later.values()].join(' ');
}

export const statementResponse = z.object({
  month: z.string(),
  currency: currencyCode,
  affiliate: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    email: z.string(),
    country: z.string(),
  }),
  /**
   * The available balance at the start of the month and at its end (or now, while it runs): money held
   * for withdrawals not yet paid is left out, as the dashboard and the withdrawal screen leave it out,
   * so a month's closing balance is the next one's opening and, for the running month, the available
   * balance. opening + every total (held included) = closing.
   */
  opening_balance: moneyAmount,
  closing_balance: moneyAmount,
  /** Money held for withdrawals not yet paid, at the start of the month and at its end (or now). */
  held: z.object({ opening: moneyAmount, closing: moneyAmount }),
  totals: z.object({
    commission: moneyAmount,
    /** Withdrawals paid out in the month. */
    withdrawals: moneyAmount,
    adjustments: moneyAmount,
    fees: moneyAmount,
    /** Signed: held at the start minus held at the end (money set aside for pending withdrawals is negative). */
    held: moneyAmount,
  }),
  /** The last day the statement covers (YYYY-MM-DD, UTC): the month's last day, or today while the month runs. */
  as_of: isoDate,
  /** The month is still running: its figures are so far, on `as_of`. */
  running: z.boolean(),
  commissions: z.array(statementCommission),
  /** The rates the month's activity in other currencies was converted at (empty when none was). */
  rates_used: z.array(statementRate),
  lines: z.array(statementLine),
  generated_at: isoDateTime,
});
export type Statement = z.infer<typeof statementResponse>;

/**
 * The statement as the screen reads it: the statement, and up to when the activity of the affiliate's
 * brands runs (common/feed-freshness.ts), which a running month's figures are complete up to. Not part of
 * the statement's CSV or PDF: it is about now, not about the month.
 */
export const statementAnswer = statementResponse.extend(activityFreshnessFields);
export type StatementAnswer = z.infer<typeof statementAnswer>;

export const statement = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/statement',
  access: 'member',
  summary:
    "The signed-in affiliate's statement of account for a month: opening balance, commission lines with their inputs, withdrawals, adjustments, fees, closing balance",
  tags: ['payments'],
  query: statementQuery,
  response: dataEnvelope(statementAnswer),
});

export const statementDownload = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/statement/download',
  access: 'member',
  summary: 'The statement of account as a CSV (formulas neutralised) or a PDF document, streamed',
  tags: ['payments'],
  query: statementQuery.extend({ format: z.enum(['csv', 'pdf']).default('pdf') }),
  response: z.string(),
});
