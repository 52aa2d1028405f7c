import { z } from 'zod';
import { isoDate, moneyAmount } from './primitives.ts';

/**
 * A player's CPA status under the affiliate's deal (issue 36), as the players list and a player's detail
 * answer it, so an affiliate sees before the month closes whether a player will be paid and why not:
 * - `pending`: the qualifying window is open and not every criterion holds yet;
 * - `qualified`: every criterion held on `qualified_on` (the CPA is paid in that month);
 * - `not_qualified`: the window ended first, or a criterion can no longer be met (a first deposit below
 *   the minimum never changes);
 * - `over_cap`: qualified, but past the deal's monthly cap of paid players that month;
 * - `reversed`: an operator reversed the CPA, with a reason the affiliate reads.
 * What decides it is apps/gateway/src/modules/figures/cpa-status.ts.
 */
export const cpaStatus = z.enum(['pending', 'qualified', 'not_qualified', 'over_cap', 'reversed']);
export type CpaStatus = z.infer<typeof cpaStatus>;

/** The deal's qualifiers: the first deposit, deposits since registration, turnover since registration. */
export const cpaCriterion = z.enum(['first_deposit', 'deposits', 'turnover']);
export type CpaCriterion = z.infer<typeof cpaCriterion>;

/**
 * One criterion's progress, as of the day the status was decided (the qualifying day, the first deposit
 * that fell short, the window's last day) or, while pending, today. A CPA is paid per first depositor,
 * so `first_deposit` is always listed: `reached` is null while the player has no deposit, and `required`
 * is 0.00 when the deal sets no minimum (any deposit will do).
 */
export const cpaProgress = z.object({
  criterion: cpaCriterion,
  reached: moneyAmount.nullable(),
  required: moneyAmount,
  met: z.boolean(),
});
export type CpaProgress = z.infer<typeof cpaProgress>;

export const playerCpaStatus = z.object({
  status: cpaStatus,
  /** In words for the affiliate: "Turnover €120.00 of €200.00 — 12 days left". */
  reason: z.string(),
  /** The day every criterion held (qualified and over_cap); null otherwise. */
  qualified_on: isoDate.nullable(),
  /** While pending: the window's days left, today included; null without a window or once decided. */
  days_left: z.number().int().min(1).nullable(),
  progress: z.array(cpaProgress),
});
export type PlayerCpaStatus = z.infer<typeof playerCpaStatus>;
