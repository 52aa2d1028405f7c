import { plural, t } from '@lingui/core/macro';
import { formatDate } from '@/lib/dates';
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

/** A deal's name and version as a card's heading says it: `Brasil Flat (version 2)`. */
export function dealTitle(deal: DealPart['deal']): string {
  const name = deal.name ?? t`Your plan from before deals`;
  const version = deal.version;
  return version === null ? name : t`${name} (version ${version})`;
}

/**
 * The date a deal applies from, formatted; null when it applies since the affiliate joined (plans from
 * before deals, and a new affiliate's first deal, apply from the start: 1900-01-01).
 */
export function dealStart(deal: DealPart['deal']): string | null {
  return deal.effective_from < '2000-01-01' ? null : formatDate(deal.effective_from);
}

/** Since when a deal applies, said after its name: `, in effect since 12/01/2026`. */
export function dealSince(deal: DealPart['deal']): string {
  const start = dealStart(deal);
  return start === null ? t`, in effect since you joined` : t`, in effect since ${start}`;
}

/** The line that says the month has brand deals, the amount being all of them added up. */
export function brandDealsLine(count: number): string {
  return t`${plural(count, {
    one: '# brand is paid under a deal of its own; the amount adds them up.',
    other: '# brands are paid under deals of their own; the amount adds them up.',
  })}`;
}
