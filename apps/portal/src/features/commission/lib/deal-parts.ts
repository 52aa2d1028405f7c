import { formatDate } from '@/lib/dates';
import { formatCount } from '@/lib/money';
import { fromUnits, toUnits } from '@/lib/decimal-units';
import type { CommissionCurrent } from '../api/get-commission-current';

/** A brand paid under a deal of its own this month (issue 36), as the gateway worked it out. */
export type BrandDeal = CommissionCurrent['brand_deals'][number];

/**
 * One deal's working out of the month: the deal for all brands, or a brand's own deal on that brand
 * alone. Only the deal for all brands has late figures: late activity of closed months stays with it.
 * The whole answer is a part too, the only one when no brand has a deal of its own.
 */
export type DealPart = Omit<BrandDeal, 'brand' | 'brand_name'> &
  Partial<Pick<CommissionCurrent, 'late_ngr' | 'late_cpa_amount'>>;

/**
 * The answer's amounts that are the whole month's, every deal's added up (the contract's comment: turnover
 * to `amount`), and its counts, taken as the same.
 */
const MONTH_AMOUNTS = [
  'turnover',
  'winloss',
  'bonuses',
  'admin_fee',
  'ngr',
  'carried_in',
  'base',
  'carry_out',
  'cpa_total',
  'amount',
] as const;
const MONTH_COUNTS = [
  'first_depositors',
  'qualified_players',
  'cpa_paid_count',
  'cpa_over_cap_count',
] as const;

/**
 * The deal for all brands worked on the other brands. With brand deals the answer's deal, tier, bands,
 * products and CPA amount each are already the other brands', but its amounts are the whole month's: the
 * other brands' are what is left once each brand deal's own is taken out, exactly (decimal units, no
 * floats). Shown under "All other brands", the whole month's NGR beside that deal's tier would not add up.
 */
export function otherBrandsPart(figures: CommissionCurrent): DealPart {
  const brands = figures.brand_deals;
  // The whole month's amount less each brand deal's.
  const left = (amountOf: (part: DealPart) => string) =>
    fromUnits(
      brands.reduce(
        (rest, brand) => rest - (toUnits(amountOf(brand)) ?? 0n),
        toUnits(amountOf(figures)) ?? 0n,
      ),
    );
  const part: DealPart = {
    ...figures,
    revenue_share: {
      ...figures.revenue_share,
      amount: left((of) => of.revenue_share.amount),
      rest: left((of) => of.revenue_share.rest),
      rest_paid: left((of) => of.revenue_share.rest_paid),
    },
  };
  for (const key of MONTH_AMOUNTS) part[key] = left((of) => of[key]);
  for (const key of MONTH_COUNTS) part[key] = brands.reduce((rest, brand) => rest - brand[key], figures[key]);
  return part;
}

/** A deal's name and version as a card's heading says it: `Brasil Flat (version 2)`. */
export function dealTitle(deal: DealPart['deal']): string {
  const name = deal.name ?? 'Your plan from before deals';
  return deal.version === null ? name : `${name} (version ${deal.version})`;
}

/** Since when a deal applies, said after its name: `, in effect since 12/01/2026`. */
export function dealSince(deal: DealPart['deal']): string {
  // Plans from before deals, and a new affiliate's first deal, apply from the start (1900-01-01).
  return deal.effective_from < '2000-01-01'
    ? ', in effect since you joined'
    : `, in effect since ${formatDate(deal.effective_from)}`;
}

/** The line that says the month has brand deals, the amount being all of them added up. */
export function brandDealsLine(count: number): string {
  return count === 1
    ? '1 brand is paid under a deal of its own; the amount adds them up.'
    : `${formatCount(count)} brands are paid under deals of their own; the amount adds them up.`;
}
