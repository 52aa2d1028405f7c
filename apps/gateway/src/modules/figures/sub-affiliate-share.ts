import type { DealSubAffiliates } from '@affiliate/contract';
import { addMonths, monthStart } from '../../calendar/utc-dates.ts';
import { allocateCents } from './allocate-cents.ts';
import { amountCents, RATE_UNIT, rateUnits } from './cents.ts';
import { line } from './deal-engine.ts';

/**
 * What a parent earns on one direct sub-affiliate for one month (issue 38), from the parent's deal part
 * `sub_affiliates` of that month. Pure and in integer cents, like deal-engine.ts.
 *
 * - Which months: `months` calendar months counted from the sub's approval, the approval's month being
 *   the first (approved on 11/15/2026 with 12 months: November 2026 to October 2027). The approval is the
 *   sub's member row's `created_at`: an affiliate's account is made when its application is approved.
 * - share_of "commission": rate × the sub's commission of the month as its own close credited it (late
 *   activity of closed months and CPAs taken back included: they are part of what the sub was paid).
 * - share_of "ngr": rate × the sub's NGR of the month (win/loss − bonuses − the sub's admin fee).
 * - per_qualified_player: the amount × the sub's players who qualified for the CPA in the month.
 * - Per brand: the basis comes in parts, one per brand (null: what belongs to no brand, such as a
 *   commission's late activity). A share is worked out on the month's whole basis, rounded once, then split
 *   over the parts by largest remainders (figures/allocate-cents.ts), so the brands' parts add up to it.
 * - A basis of 0 or less earns nothing, and nothing is carried: each month is floored at 0 on its own. A
 *   sub's bad month is not taken off the parent's next month: the sub's own deal already carries it
 *   (its next commission, and so the parent's share of it, is that much smaller), and carrying it again on
 *   the parent would count the one loss twice.
 */

export type SubShareOf = 'commission' | 'ngr' | 'qualified_players';

/** The part as the close records it on each credit. */
export interface SubAffiliateTerms {
  share_of: SubShareOf;
  /** A share's rate (null for a per-player amount). */
  rate: string | null;
  /** A per-player amount (null for a share). */
  amount_each: string | null;
  months: number;
}

export function subAffiliateTerms(part: DealSubAffiliates): SubAffiliateTerms {
  return 'per_qualified_player' in part
    ? {
        share_of: 'qualified_players',
        rate: null,
        amount_each: part.per_qualified_player,
        months: part.months,
      }
    : { share_of: part.share_of, rate: part.rate, amount_each: null, months: part.months };
}

/** The last month (its first day) a sub approved on `approvedOn` earns its parent anything under `months`. */
export function earningUntil(approvedOn: string, months: number): string {
  return addMonths(monthStart(approvedOn), months - 1);
}

/** Whether the month starting `month` is one of the `months` counted from the sub's approval. */
export function earnsIn(approvedOn: string, months: number, month: string): boolean {
  return month >= monthStart(approvedOn) && month <= earningUntil(approvedOn, months);
}

/** One brand's part of a sub's month: the money basis in the parent's currency (cents) and the qualified players. */
export interface BasisPart {
  brand: string | null;
  basis: bigint;
  players: number;
}

export interface SharePart extends BasisPart {
  amount: bigint;
}

/** What the parent earns on one sub's month, part by part (the parts' amounts add up to the month's). */
export function subAffiliateShare(terms: SubAffiliateTerms, parts: readonly BasisPart[]): SharePart[] {
  if (terms.share_of === 'qualified_players') {
    const each = amountCents(terms.amount_each!);
    return parts.map((part) => ({ ...part, amount: each * BigInt(Math.max(0, part.players)) }));
  }
  const rate = rateUnits(terms.rate!);
  const whole = parts.reduce((sum, part) => sum + part.basis, 0n);
  if (whole <= 0n) return parts.map((part) => ({ ...part, amount: 0n }));
  const amounts = allocateCents(
    line(rate, whole),
    parts.map((part) => rate * part.basis),
    RATE_UNIT,
  );
  return parts.map((part, i) => ({ ...part, amount: amounts[i]! }));
}

/** The basis a part's terms pay on, summed: money (cents) for a share, players for a per-player amount. */
export function basisTotal(terms: Pick<SubAffiliateTerms, 'share_of'>, parts: readonly BasisPart[]): bigint {
  return terms.share_of === 'qualified_players'
    ? BigInt(parts.reduce((sum, part) => sum + part.players, 0))
    : parts.reduce((sum, part) => sum + part.basis, 0n);
}
