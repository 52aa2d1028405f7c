import { z } from 'zod';
import { currencyCode, moneyAmount } from './primitives.ts';

/**
 * What a commission month credits in one currency (each affiliate's balance currency, never converted):
 * the console's list of months, a month's preview and a close's answer (operator-commission.ts,
 * money-operator.ts) share it.
 */
export const periodCurrencyTotal = z.object({
  currency: currencyCode,
  /** Affiliates with a commission line (activity, a negative carried in, or late activity). */
  affiliates: z.number().int().min(0),
  /** Of those, the ones credited more than 0. */
  credited: z.number().int().min(0),
  ngr: moneyAmount,
  revenue_share_amount: moneyAmount,
  cpa_total: moneyAmount,
  /** Negative NGR carried into the next month (0 or below). */
  carry_out: moneyAmount,
  /** The affiliates' own commissions. */
  amount: moneyAmount,
  /**
   * What parents are credited on their sub-affiliates (issue 38) in this currency (the parent's), after
   * every affiliate's own commission: for a closed month, what its close posted (the month's shares and
   * corrections of earlier months' shares); for a month not closed, an estimate of the month's shares by
   * the close's own functions, corrections being worked out only when the month closes.
   */
  sub_affiliate_earnings: moneyAmount,
  /** Everything the month credits in this currency: `amount` + `sub_affiliate_earnings`. */
  total_credited: moneyAmount,
});
export type PeriodCurrencyTotal = z.infer<typeof periodCurrencyTotal>;
