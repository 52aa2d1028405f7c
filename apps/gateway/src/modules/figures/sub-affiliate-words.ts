import { displayMonthIn } from '../../calendar/display-dates-in.ts';
import { localPercent } from '../../i18n/sentence-parts.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import { formatAmountIn } from '../notifications/money-text.ts';
import type { SubShareOf } from './sub-affiliate-share.ts';

/**
 * The statement's line for what a close credited a parent on its sub-affiliates (issue 38), in a
 * language: the close writes the English into the ledger, and the statement (screen, PDF, CSV) writes it
 * again in the affiliate's language from the same facts (statements/line-descriptions.ts). Each sub is
 * named with what its parent was paid on; never a player or the sub's other figures.
 */

/** One sub's earnings on a line: its month's (the month line) or a closed month's correction. */
export interface SubEarningFact {
  username: string;
  /** The month the earnings are for (YYYY-MM-DD, its first day). */
  source_period: string;
  share_of: SubShareOf;
  rate: string | null;
  amount_each: string | null;
  /** The basis the parent is paid on now (money in the parent's currency), and the players. */
  basis: string;
  players: number;
}

function part(language: Language, fact: SubEarningFact, currency: string, corrected: boolean): string {
  const money = (amount: string) => formatAmountIn(language, amount, currency);
  const month = displayMonthIn(language, fact.source_period);
  const sub = fact.username;
  if (fact.share_of === 'qualified_players')
    return translate(language, corrected ? 'subAffiliates.corrected.players' : 'subAffiliates.part.players', {
      sub,
      month,
      count: fact.players,
      amount: money(fact.amount_each!),
    });
  const values = { sub, month, rate: localPercent(language, fact.rate!), basis: money(fact.basis) };
  if (fact.share_of === 'ngr')
    return translate(language, corrected ? 'subAffiliates.corrected.ngr' : 'subAffiliates.part.ngr', values);
  return translate(
    language,
    corrected ? 'subAffiliates.corrected.commission' : 'subAffiliates.part.commission',
    values,
  );
}

/**
 * The line's text: "Sub-affiliate earnings for November 2026: alice — 5% of commission €120.00; bob — 2
 * qualified players at €10.00", or, for corrections of closed months, "Sub-affiliate earnings corrected:
 * alice for October 2026 — 10% of NGR, now €940.00".
 */
export function subEarningsLine(
  language: Language,
  input: { period: string; corrected: boolean; currency: string; facts: readonly SubEarningFact[] },
): string {
  const parts = input.facts.map((fact) => part(language, fact, input.currency, input.corrected)).join('; ');
  return input.corrected
    ? translate(language, 'subAffiliates.line.corrected', { parts })
    : translate(language, 'subAffiliates.line.month', {
        month: displayMonthIn(language, input.period),
        parts,
      });
}

/** How every such line begins in English: the statement tells them from the other commission lines by it. */
export const SUB_EARNINGS_PREFIX = 'Sub-affiliate earnings';
