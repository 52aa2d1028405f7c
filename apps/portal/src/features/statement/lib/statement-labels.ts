import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { Statement, StatementLineType, StatementRate } from '@affiliate/contract/endpoints/statements';
import { formatDate } from '@/lib/dates';
import { fromUnits, toUnits } from '@/lib/decimal-units';
import { intlLocale } from '@/lib/i18n/language';

type Line = Statement['lines'][number];

/**
 * Each ledger line's kind in the affiliate's words: the contract's `statementLineLabels` (what the CSV
 * and the PDF say) as catalog messages, English word for word (statement-labels.test.ts holds them equal).
 */
export const statementLineLabels: Record<StatementLineType, MessageDescriptor> = {
  commission: msg`Commission`,
  withdrawal_hold: msg`Withdrawal requested`,
  withdrawal_paid: msg`Withdrawal paid`,
  withdrawal_released: msg`Withdrawal returned`,
  adjustment: msg`Adjustment`,
  fee: msg`Fee`,
};

/** The products a deal can pay a rate of its own on, in the affiliate's words. */
const productNames: Record<string, MessageDescriptor> = {
  casino: msg`Casino`,
  sports: msg`Sports`,
  'live-casino': msg`Live-casino`,
  poker: msg`Poker`,
};

/** A product's name: `casino` -> `Casino` (`Cassino` in Portuguese); another one capitalised as it comes. */
export function productName(product: string): string {
  const known = productNames[product];
  return known ? i18n._(known) : `${product.charAt(0).toUpperCase()}${product.slice(1)}`;
}

/**
 * A conversion rate as its reader writes a decimal (`0.16`, `0,16`): the exact string, never rounded,
 * without grouping so the English stays the contract's.
 */
function shownRate(rate: string): string {
  if (!/^\d+(\.\d+)?$/.test(rate)) return rate;
  const format = new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 20, useGrouping: false });
  return format.format(rate as `${number}`);
}

/**
 * The statement's line of rates in the portal's language, or null when nothing was converted: the
 * contract's `statementRatesLine` (the CSV's and the PDF's sentence), with days and rates the reader's
 * way: `Rates used: BRL→EUR 0.16 (ECB, 12/01/2026). Rates of 12/01/2026 used for 12/02/2026–12/03/2026.`
 */
export function statementRatesText(rates: readonly StatementRate[]): string | null {
  if (rates.length === 0) return null;
  const used = rates
    .map((r) => `${r.from}→${r.to} ${shownRate(r.rate)} (${r.source}, ${formatDate(r.rate_day)})`)
    .join('; ');
  const later = new Map<string, string>();
  for (const r of rates) {
    if (r.later_from === null || r.later_to === null) continue;
    const span =
      r.later_from === r.later_to
        ? formatDate(r.later_from)
        : `${formatDate(r.later_from)}–${formatDate(r.later_to)}`;
    const day = formatDate(r.rate_day);
    later.set(r.rate_day, t`Rates of ${day} used for ${span}.`);
  }
  return [t`Rates used: ${used}.`, ...later.values()].join(' ');
}

/**
 * What a line did to the money held for pending withdrawals (signed, two decimals), or null when it
 * did nothing there: a request sets money aside, a payment or a return takes it out. The screen counts
 * in available balances, so this is said under the line's amount.
 */
export function heldChange(line: Pick<Line, 'amount' | 'available_change'>): string | null {
  const all = toUnits(line.amount);
  const available = toUnits(line.available_change);
  if (all === undefined || available === undefined || all === available) return null;
  return fromUnits(all - available, 2);
}
