import type { Statement } from '@affiliate/contract/endpoints/statements';
import { fromUnits, toUnits } from '@/lib/decimal-units';

type Line = Statement['lines'][number];

/** Each ledger line's kind in the affiliate's words: the contract's, so the CSV and the PDF say the same. */
export { statementLineLabels } from '@affiliate/contract/endpoints/statements';

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
