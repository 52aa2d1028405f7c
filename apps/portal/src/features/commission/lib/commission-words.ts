import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { formatMonthYear } from '@/lib/dates';
import { toUnits } from '@/lib/decimal-units';
import { formatMoney, formatRate } from '@/lib/money';
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
  if (!match) return t`next month`;
  return formatMonthYear(new Date(Number(match[1]), Number(match[2]), 1));
}

/** The month before `period` (where a carried-in base comes from). */
export function previousPeriodLabel(period: string): string {
  const match = MONTH.exec(period);
  if (!match) return t`last month`;
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

/**
 * The products (player categories) as the deal's words name them (the contract's deal-words capitalise the
 * code: `live-casino` -> `Live-casino`), translated.
 */
const productNames: Partial<Record<string, MessageDescriptor>> = {
  casino: msg`Casino`,
  sports: msg`Sports`,
  'live-casino': msg`Live-casino`,
  poker: msg`Poker`,
};

/** `sports` -> `Sports`, as the deal's words name products; a product the portal does not know, capitalised. */
export function productName(product: string): string {
  const known = productNames[product];
  return known ? i18n._(known) : product.charAt(0).toUpperCase() + product.slice(1);
}

/**
 * "Rate" as the percentage a deal pays (30 %), apart from the exchange rate of a crypto payout, which the
 * same English word names elsewhere: other languages use two words (German "Satz", not "Kurs").
 */
export const shareRate = msg({ message: 'Rate', context: 'percentage of the commission base' });

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
  if (share.mode === 'flat' || share.tiers.length === 1)
    return { label: i18n._(shareRate), rate, next: null };
  const ladder = share.mode === 'ladder';
  const label = ladder ? t`Highest band reached` : t`Tier reached`;
  const next = part.next_tier;
  if (!next)
    return { label, rate, next: ladder ? t`The last band is reached.` : t`The top tier is reached.` };
  // The next tier's rate is the deal's: the tier that starts where the gateway says the next one does.
  const from = toUnits(next.from);
  const nextRate = share.tiers.find((tier) => toUnits(tier.from) === from)?.rate;
  const to = nextRate ? formatRate(nextRate) : null;
  if (part.tier_by === 'first_depositors') {
    const left = Number(next.left);
    return {
      label,
      rate,
      next:
        to === null
          ? t`${plural(left, {
              one: '# first depositor to the next tier',
              other: '# first depositors to the next tier',
            })}`
          : t`${plural(left, { one: `# first depositor to ${to}`, other: `# first depositors to ${to}` })}`,
    };
  }
  const left = formatMoney(next.left, currency);
  return { label, rate, next: to === null ? t`${left} of NGR to the next tier` : t`${left} of NGR to ${to}` };
}

/** What the base is made of, naming only the parts the deal has. */
export function baseLabel(part: DealPart): string {
  const parts = ['NGR'];
  if (part.late_ngr && !isZeroAmount(part.late_ngr)) parts.push(t`late NGR`);
  if (!isZeroAmount(part.carried_in)) parts.push(t`carried in`);
  if (parts.length === 1) return t`Base (the NGR)`;
  const added = parts.join(' + ');
  return t`Base (${added})`;
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
