import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { currencyCode, isoDateTime, moneyAmount } from '../common/primitives.ts';
import { feedFreshnessRow } from '../common/feed-freshness.ts';

/**
 * The program at a glance (the console's Overview; every console role may read it): the open month's
 * figures, what waits for someone (withdrawals, identity reviews, tickets) and a month-by-month series.
 * Read from program-wide monthly rollups kept by the database, so it costs the same at 100 affiliates
 * as at 100,000.
 *
 * Definitions:
 * - The open month is the current calendar month in UTC (the commission period that has not closed).
 * - An **active affiliate** of a month is one whose players produced a figure in it: a sign-up, a
 *   registration, a deposit or a bet (suspended affiliates included: their players keep counting).
 * - Money figures are in each affiliate's currency, so they come per currency, never converted.
 * - **NGR** = win/loss − bonuses − the admin fee, per affiliate with its plan of the month (as on the
 *   affiliate's dashboard); **commission** is the estimate of the month: revenue share on a positive
 *   NGR plus CPA per qualified first depositor, per affiliate, summed. The close of the period may differ
 *   by late activity of closed months and negative NGR carried in.
 * - Pending withdrawals wait for a review; approved ones wait to be paid. Amounts are what the
 *   affiliates' balances hold for them, per currency.
 */

/** A calendar month, `YYYY-MM`. */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const overviewQuery = z.object({
  /** How many months the series holds, the open month last. */
  months: z.coerce
    .number()
    .int()
    .min(1, 'Choose 1 to 24 months.')
    .max(24, 'Choose 1 to 24 months.')
    .default(12),
});
export type OverviewQuery = z.infer<typeof overviewQuery>;

export const programMoney = z.object({
  currency: currencyCode,
  deposits: moneyAmount,
  ngr: moneyAmount,
  commission: moneyAmount,
});
export type ProgramMoney = z.infer<typeof programMoney>;

/** One month of the program: every month of the range is present, zeros included. */
export const programMonth = z.object({
  month,
  active_affiliates: z.number().int(),
  clicks: z.number().int(),
  signups: z.number().int(),
  registrations: z.number().int(),
  first_depositors: z.number().int(),
  /** One entry per currency with figures in the month, by currency code; empty when none. */
  money: z.array(programMoney),
});
export type ProgramMonth = z.infer<typeof programMonth>;

/**
 * One brand's open month, side by side with the others: a player's brand is its referral code's, a
 * click's its link's. Money per currency of the affiliates, as the program's totals.
 */
export const brandMonth = z.object({
  brand: z.string(),
  /** The brand's name; 'Unknown brand' for codes deleted since their figures were counted. */
  name: z.string(),
  clicks: z.number().int(),
  /** Players who joined in the month. */
  signups: z.number().int(),
  first_depositors: z.number().int(),
  money: z.array(
    z.object({ currency: currencyCode, deposits: moneyAmount, winloss: moneyAmount, bonuses: moneyAmount }),
  ),
});
export type BrandMonth = z.infer<typeof brandMonth>;

export const waitingMoney = z.object({
  currency: currencyCode,
  count: z.number().int(),
  amount: moneyAmount,
});
export type WaitingMoney = z.infer<typeof waitingMoney>;

export const overviewData = z.object({
  /** When the figures were read. */
  as_of: isoDateTime,
  affiliates: z.object({
    total: z.number().int(),
    suspended: z.number().int(),
    /** Active in the open month (see above). */
    active: z.number().int(),
  }),
  /** The open month's figures (also the series' last month). */
  open_month: programMonth,
  /** The open month by brand (brands with figures in it, by code). */
  open_month_brands: z.array(brandMonth),
  withdrawals: z.object({
    /** Waiting for review, per currency. */
    pending: z.array(waitingMoney),
    /** Approved, waiting to be paid, per currency. */
    approved: z.array(waitingMoney),
  }),
  /** Affiliates whose identity the provider could not decide: an operator must. */
  identity_reviews_waiting: z.number().int(),
  open_tickets: z.number().int(),
  /** Brands' feeds that are late (common/feed-freshness.ts), the longest silent first. */
  late_feeds: z.array(feedFreshnessRow),
  /** `months` months, oldest first, the open month last. */
  series: z.array(programMonth),
});
export type ProgramOverview = z.infer<typeof overviewData>;

export const programOverview = endpoint({
  method: 'GET',
  path: '/api/v1/operator/overview',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  summary:
    'The program at a glance: affiliates (active = players with figures this month), clicks, registrations, first deposits, NGR and commission estimate of the open month per currency, withdrawals waiting, identity reviews waiting, open tickets, and a monthly series',
  tags: ['operator console'],
  query: overviewQuery,
  response: dataEnvelope(overviewData),
});
