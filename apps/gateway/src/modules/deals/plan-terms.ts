import type { DealDocument } from '@affiliate/contract';
import type { CommissionPlan } from '../figures/figure-row.ts';

/**
 * A deal's plan terms: the flat columns of commission_plan_versions that the figures the database sums
 * read (migration 058). The admin fee is the deal's, so NGR summed by day and by source is exact under
 * any deal. The revenue share is the first tier's rate: what the dashboard's and reports' per-bucket
 * estimates use (a tiered deal pays at least that; the month's estimate and the close come from the
 * engine). The CPA amount and first-deposit minimum are what the ingest counts qualified first
 * depositors with; the close counts a deal's other qualifiers itself (commission/cpa-qualified.ts).
 */
export function dealPlanTerms(deal: DealDocument): CommissionPlan {
  return {
    revenue_share: deal.revenue_share?.tiers[0]?.rate ?? '0',
    admin_fee_rate: deal.admin_fee_rate ?? '0',
    cpa_amount: deal.cpa?.amount ?? '0',
    cpa_min_deposit: deal.cpa?.qualify?.first_deposit_min ?? '0',
    negative_carry_over: (deal.negative_carry_over ?? 'carry') !== 'reset',
  };
}

/** Whether the ingest's count of qualified first depositors is the deal's count of qualified players. */
export function cpaCountedAtIngest(deal: DealDocument): boolean {
  const qualify = deal.cpa?.qualify;
  return (
    !deal.cpa ||
    (qualify?.deposits_min === undefined &&
      qualify?.turnover_min === undefined &&
      qualify?.window_days === undefined)
  );
}
