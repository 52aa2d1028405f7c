import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { periodCurrencyTotal } from '../common/period-totals.ts';
import { currencyCode, isoDateTime, memberId, moneyAmount } from '../common/primitives.ts';
import { periodParams } from './money-operator.ts';

/**
 * The console's Commission screen: the months of the program with where each stands, and for one month
 * what closing it credits (or, once closed, what it credited), per affiliate and in total, before anyone
 * presses Close. The preview runs the close's own calculation (the same code, the same inputs) without
 * writing anything, so what it shows is what the close pays, unless activity arrives in between.
 *
 * A month's state:
 * - `running`: the month has not ended; its preview is what closing would credit if it ended now.
 * - `ready`: it has ended and may close now (the month before it is closed, or it is the first).
 * - `waiting`: it has ended, and an earlier month must close first (periods close in order).
 * - `closed`: closed; its figures are the recorded commissions.
 *
 * Money is per currency (each affiliate's balance currency), never converted. What parents earn on their
 * sub-affiliates (issue 38) is credited by the same close after every affiliate's own commission: each
 * total has it as a figure of its own beside the commissions, and the two together (`total_credited`).
 */

export const periodState = z.enum(['running', 'ready', 'waiting', 'closed']);
export type PeriodState = z.infer<typeof periodState>;

export { periodCurrencyTotal, type PeriodCurrencyTotal } from '../common/period-totals.ts';

export const commissionPeriodSummary = z.object({
  /** `YYYY-MM`. */
  period: z.string(),
  state: periodState,
  closed_at: isoDateTime.nullable(),
  /** Who closed it: an operator's email, a machine token's name, or `system` (the demo's history). */
  closed_by: z.string().nullable(),
  /** Closed months only (what was credited); empty for the others: their preview says it. */
  totals: z.array(periodCurrencyTotal),
});
export type CommissionPeriodSummary = z.infer<typeof commissionPeriodSummary>;

export const commissionPeriods = endpoint({
  method: 'GET',
  path: '/api/v1/operator/periods',
  access: 'operator',
  roles: ['finance'],
  summary:
    'The commission months, newest first (the running month and up to 23 before it, from the first month with figures): state, who closed them and what they credited',
  tags: ['operator console'],
  response: dataEnvelope(z.array(commissionPeriodSummary)),
});

/** One affiliate's line of a month: the inputs the close reads, the plan it applies, what it credits. */
export const commissionPreviewLine = z.object({
  member_id: memberId,
  username: z.string(),
  currency: currencyCode,
  revenue_share: z.string(),
  admin_fee_rate: z.string(),
  cpa_amount_each: moneyAmount,
  ngr: moneyAmount,
  /** Late activity of closed months carried into this one. */
  late_ngr: moneyAmount,
  /** The negative the previous month carried out (0 or below). */
  carry_in: moneyAmount,
  revenue_share_amount: moneyAmount,
  cpa_count: z.number().int(),
  cpa_total: moneyAmount,
  carry_out: moneyAmount,
  amount: moneyAmount,
});
export type CommissionPreviewLine = z.infer<typeof commissionPreviewLine>;

export const COMMISSION_PREVIEW_LINES = 100;

export const commissionPreview = z.object({
  period: z.string(),
  state: periodState,
  closed_at: isoDateTime.nullable(),
  closed_by: z.string().nullable(),
  totals: z.array(periodCurrencyTotal),
  /** The largest amounts first, at most COMMISSION_PREVIEW_LINES; `totals` count every affiliate. */
  lines: z.array(commissionPreviewLine),
  /** When the figures were read (a preview changes as activity arrives). */
  computed_at: isoDateTime,
});
export type CommissionPreview = z.infer<typeof commissionPreview>;

/**
 * A month not closed estimates the parents' sub-affiliate earnings as its close works them out, so it is
 * refused as the close is (422, the close's message) while a parent paid a share of a sub's commission
 * or NGR is paid in another currency than the sub, and the month has no rate between the two.
 */
export const commissionPeriodPreview = endpoint({
  method: 'GET',
  path: '/api/v1/operator/periods/{period}',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary:
    "One commission month: what closing it credits per affiliate (largest first) and per currency, computed by the close's own calculation without writing; a closed month answers what it credited",
  tags: ['operator console'],
  params: periodParams,
  response: dataEnvelope(commissionPreview),
});
