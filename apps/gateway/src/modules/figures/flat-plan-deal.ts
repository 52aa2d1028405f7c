import type { DealDocument } from '@affiliate/contract';
import { percent } from './definitions.ts';
import type { CommissionPlan } from './figure-row.ts';

/**
 * Today's flat plan written as the deal document that pays the same (issue 36): one tier from 0 at the
 * plan's revenue share, its admin fee, "carry" or "reset", and its CPA per first depositor whose first
 * deposit reaches the plan's minimum. The CPA is kept even at 0.00 so that nothing of the plan is lost
 * (its minimum included). The deal engine on this document gives calculate.ts's figures to the cent
 * (test/deal-engine.test.ts holds the two together), which is what lets plans become deals without a
 * closed month changing.
 */
export function flatPlanDeal(plan: CommissionPlan, deal: { currency: string; name?: string }): DealDocument {
  return {
    name: deal.name ?? flatPlanName(plan),
    currency: deal.currency,
    revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: plan.revenue_share }] },
    admin_fee_rate: plan.admin_fee_rate,
    negative_carry_over: plan.negative_carry_over ? 'carry' : 'reset',
    cpa: { amount: plan.cpa_amount, qualify: { first_deposit_min: plan.cpa_min_deposit } },
  };
}

/** A name that says what the plan pays, e.g. "Flat 30% (admin fee 10%, CPA 25.00)"; at most 80 characters. */
function flatPlanName(plan: CommissionPlan): string {
  const cpa = /[1-9]/.test(plan.cpa_amount) ? `, CPA ${plan.cpa_amount}` : '';
  return `Flat ${percent(plan.revenue_share)} (admin fee ${percent(plan.admin_fee_rate)}${cpa})`;
}
