import type { DealCpa, DealDocument } from '@affiliate/contract';
import { amountCents } from './cents.ts';

/**
 * A deal's CPA qualifiers read once into integer cents, as deal-engine.ts reads its terms: a players
 * list or a close decides thousands of players' statuses on one deal, and should not parse its
 * amounts once per player. A criterion the deal does not give is null (it does not constrain).
 */
export interface CpaRule {
  /** The deal's currency: what the player's amounts are in, and how the reasons write money. */
  currency: string;
  firstDepositMin: bigint | null;
  depositsMin: bigint | null;
  turnoverMin: bigint | null;
  /** Days from registration (day 1) within which every criterion must hold; null for no deadline. */
  windowDays: number | null;
  /** Qualified players past this count in a month are not paid (cpa-cap.ts); null for no cap. */
  monthlyCap: number | null;
}

const minimum = (amount: string | undefined) => (amount === undefined ? null : amountCents(amount));

/** The rule of a deal's (validated) `cpa` part; the currency is the deal's. */
export function readCpaRule(cpa: DealCpa, currency: string): CpaRule {
  return {
    currency,
    firstDepositMin: minimum(cpa.qualify?.first_deposit_min),
    depositsMin: minimum(cpa.qualify?.deposits_min),
    turnoverMin: minimum(cpa.qualify?.turnover_min),
    windowDays: cpa.qualify?.window_days ?? null,
    monthlyCap: cpa.monthly_cap ?? null,
  };
}

const rules = new WeakMap<DealDocument, CpaRule | null>();

/** The deal's CPA rule, read once per document object; null for a deal that pays no CPA. */
export function cpaRule(deal: DealDocument): CpaRule | null {
  let rule = rules.get(deal);
  if (rule === undefined) {
    rule = deal.cpa ? readCpaRule(deal.cpa, deal.currency) : null;
    rules.set(deal, rule);
  }
  return rule;
}
