import type { CommissionPlanTerms } from '@affiliate/contract/endpoints/money-operator';
import type { PlanVersion } from '@affiliate/contract/endpoints/operator-affiliates';
import { formatMoney, formatRate } from '@/lib/money';

/** The plan every affiliate starts with is dated 1900-01-01: "from the start", not a date nobody lived. */
const FROM_THE_START = '1900-01-01';

export function effectiveFromLabel(version: Pick<PlanVersion, 'effective_from'>): string {
  return version.effective_from === FROM_THE_START
    ? 'From the start'
    : `From ${version.effective_from.slice(0, 7)}`;
}

/** A plan's terms in one line: `30% of NGR, 10% admin fee, €25.00 CPA from €20.00, negatives carried over`. */
export function planTermsLabel(terms: CommissionPlanTerms, currency: string): string {
  const cpa =
    Number(terms.cpa_amount) > 0
      ? `${formatMoney(terms.cpa_amount, currency)} CPA from ${formatMoney(terms.cpa_min_deposit, currency)}`
      : 'no CPA';
  return `${formatRate(terms.revenue_share)} of NGR, ${formatRate(terms.admin_fee_rate)} admin fee, ${cpa}, ${terms.negative_carry_over ? 'negatives carried over' : 'no carry-over'}`;
}

/** Only the terms, as the change-plan form starts from them. */
export function termsOf(version: PlanVersion): CommissionPlanTerms {
  const { revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit, negative_carry_over } = version;
  return { revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit, negative_carry_over };
}

/** The deal a plan version comes from: `Casino tiers 2027 (version 1)`; null for a plan set before deals. */
export function dealLabel(version: Pick<PlanVersion, 'deal' | 'deal_version'>): string | null {
  if (version.deal === null) return null;
  return version.deal_version === null ? version.deal : `${version.deal} (version ${version.deal_version})`;
}
