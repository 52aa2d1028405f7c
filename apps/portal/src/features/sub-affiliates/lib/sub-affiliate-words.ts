import { plural, t } from '@lingui/core/macro';
import type { DealSubAffiliates } from '@affiliate/contract/common/deal-document';
import type { AffiliateBrand } from '@affiliate/contract/endpoints/referral-codes';
import { formatMonthYear } from '@/lib/dates';
import { formatCount, formatMoney, formatRate } from '@/lib/money';
import type { SubAffiliate } from '../api/get-sub-affiliates';

/**
 * The Sub-affiliates screen's words for what the gateway sends: the deal's part in a sentence, the
 * months, the basis and the brands. Every amount is the gateway's, only formatted here (in the parent's
 * currency, the language on screen); the screen never adds anything up.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2026-12` -> `December 2026` (in the language on screen); anything else as it came. */
export function monthLabel(month: string): string {
  return MONTH.test(month) ? formatMonthYear(`${month}-01`) : month;
}

/**
 * What the deal pays on each sub-affiliate, in a sentence: "5% of each sub-affiliate’s commission for 12
 * months from their approval"; null when the deal pays nothing on them.
 */
export function termsSentence(terms: DealSubAffiliates | null, currency: string): string | null {
  if (!terms) return null;
  const months = terms.months;
  if ('per_qualified_player' in terms) {
    const amount = formatMoney(terms.per_qualified_player, currency);
    return t`${plural(months, {
      one: `${amount} per qualified player of each sub-affiliate for # month from their approval`,
      other: `${amount} per qualified player of each sub-affiliate for # months from their approval`,
    })}`;
  }
  const rate = formatRate(terms.rate);
  return terms.share_of === 'commission'
    ? t`${plural(months, {
        one: `${rate} of each sub-affiliate’s commission for # month from their approval`,
        other: `${rate} of each sub-affiliate’s commission for # months from their approval`,
      })}`
    : t`${plural(months, {
        one: `${rate} of each sub-affiliate’s NGR for # month from their approval`,
        other: `${rate} of each sub-affiliate’s NGR for # months from their approval`,
      })}`;
}

/** What a share or an amount per player is worked out on, as the list's column names it. */
export function basisHeader(terms: DealSubAffiliates | null): string | null {
  if (!terms) return null;
  if ('per_qualified_player' in terms) return t`Qualified players this month`;
  return terms.share_of === 'commission' ? t`Their commission this month` : t`Their NGR this month`;
}

type Figures = Pick<NonNullable<SubAffiliate['this_month']>, 'basis' | 'qualified_players'>;

/** This month's basis of a sub (or of one of its brands): an amount of commission or NGR, or a count of players. */
export function basisText(figures: Figures | null | undefined, currency: string): string {
  if (!figures) return '—';
  if (figures.qualified_players !== null) return formatCount(figures.qualified_players);
  return formatMoney(figures.basis, currency);
}

/** The last month the affiliate earns on a sub, said as ended once it is behind the running month. */
export function earningUntilText(until: string | null, running: string): string {
  if (until === null) return '—';
  const month = monthLabel(until);
  return until < running ? t`${month} (ended)` : month;
}

/** A brand of the breakdown by its name, by its code when the affiliate's brands do not list it. */
export function brandLabel(brand: string | null, brands: readonly AffiliateBrand[] | undefined): string {
  if (brand === null) return t`No brand`;
  return brands?.find((one) => one.code === brand)?.name ?? brand;
}

/** One brand's line of a sub's breakdown: this month's figures (null outside them) and what was credited. */
export interface BrandLine {
  brand: string | null;
  thisMonth: NonNullable<SubAffiliate['this_month']>['brands'][number] | null;
  toDate: string | null;
}

/**
 * A sub's figures by brand, this month's and to date side by side (a brand may have one and not the
 * other), in the gateway's order: this month's brands first, then those only credited before.
 */
export function brandLines(sub: SubAffiliate): BrandLine[] {
  const lines = new Map<string | null, BrandLine>();
  for (const figure of sub.this_month?.brands ?? [])
    lines.set(figure.brand, { brand: figure.brand, thisMonth: figure, toDate: null });
  for (const credited of sub.to_date.brands) {
    const line = lines.get(credited.brand);
    if (line) line.toDate = credited.earnings;
    else lines.set(credited.brand, { brand: credited.brand, thisMonth: null, toDate: credited.earnings });
  }
  return [...lines.values()];
}
