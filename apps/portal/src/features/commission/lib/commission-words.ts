import { formatMonthYear } from '@/lib/dates';
import { toUnits } from '@/lib/decimal-units';
import { formatCount, formatMoney, formatRate } from '@/lib/money';
import type { CommissionCurrent } from '../api/get-commission-current';
import type { DealPart } from './deal-parts';

/**
 * The running month's figures in words. Every amount is the gateway's: the screen only formats them and,
 * where it must say why a figure is what it is, tells a sign (below zero or not), never a sum of its own
 * (under brand deals the gateway sends the other brands' part as its own figures: `other_brands`).
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2026-12` -> `December 2026`; anything else as it came. */
export function periodLabel(period: string): string {
  return MONTH.test(period) ? formatMonthYear(`${period}-01`) : period;
}

/** The month after `period` (where a negative base is carried): `2026-12` -> `January 2027`. */
export function nextPeriodLabel(period: string): string {
  const match = MONTH.exec(period);
  if (!match) return 'next month';
  return formatMonthYear(new Date(Number(match[1]), Number(match[2]), 1));
}

/** The month before `period` (where a carried-in base comes from). */
export function previousPeriodLabel(period: string): string {
  const match = MONTH.exec(period);
  if (!match) return 'last month';
  return formatMonthYear(new Date(Number(match[1]), Number(match[2]) - 2, 1));
}

export const isZeroAmount = (amount: string) => toUnits(amount) === 0n;

export const isBelowZero = (amount: string) => (toUnits(amount) ?? 0n) < 0n;

/**
 * Whether amounts add up to less than zero: a sign only, to say why the gateway's figure was held at 0
 * (a revenue share or a commission never takes money back). The sum itself is never shown.
 */
export function sumIsBelowZero(amounts: readonly string[]): boolean {
  return amounts.reduce((sum, amount) => sum + (toUnits(amount) ?? 0n), 0n) < 0n;
}

/** `sports` -> `Sports`, as the deal's words name products. */
export const productName = (product: string) => product.charAt(0).toUpperCase() + product.slice(1);

export interface TierWords {
  /** What the rate is: the one rate, the tier reached or the highest band reached. */
  label: string;
  rate: string;
  /** What is left to the next tier ("€1,234.56 of NGR to 30%"); null for a flat revenue share. */
  next: string | null;
}

/** The tier (or band) a deal has reached and what is left to the next; null when the deal pays no revenue share. */
export function tierWords(part: DealPart, currency: string): TierWords | null {
  const share = part.deal.document.revenue_share;
  if (!share) return null;
  const rate = formatRate(part.tier_rate);
  if (share.mode === 'flat' || share.tiers.length === 1) return { label: 'Rate', rate, next: null };
  const ladder = share.mode === 'ladder';
  const label = ladder ? 'Highest band reached' : 'Tier reached';
  const next = part.next_tier;
  if (!next) return { label, rate, next: ladder ? 'The last band is reached.' : 'The top tier is reached.' };
  // The next tier's rate is the deal's: the tier that starts where the gateway says the next one does.
  const from = toUnits(next.from);
  const nextRate = share.tiers.find((tier) => toUnits(tier.from) === from)?.rate;
  const to = nextRate ? formatRate(nextRate) : 'the next tier';
  if (part.tier_by === 'first_depositors') {
    const left = Number(next.left);
    return { label, rate, next: `${formatCount(left)} first depositor${left === 1 ? '' : 's'} to ${to}` };
  }
  return { label, rate, next: `${formatMoney(next.left, currency)} of NGR to ${to}` };
}

/** What the base is made of, naming only the parts the deal has. */
export function baseLabel(part: DealPart): string {
  const parts = ['NGR'];
  if (part.late_ngr && !isZeroAmount(part.late_ngr)) parts.push('late NGR');
  if (!isZeroAmount(part.carried_in)) parts.push('carried in');
  return parts.length === 1 ? 'Base (the NGR)' : `Base (${parts.join(' + ')})`;
}

/** Nothing has come in this month, nor anything from before it: every figure would be zero. */
export function hasNoActivity(figures: CommissionCurrent): boolean {
  return (
    [
      figures.turnover,
      figures.winloss,
      figures.bonuses,
      figures.late_ngr,
      figures.carried_in,
      figures.late_cpa_amount,
    ].every(isZeroAmount) &&
    figures.qualified_players === 0 &&
    figures.first_depositors === 0
  );
}
