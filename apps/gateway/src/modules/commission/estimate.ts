import type { Queryable } from '../../db/database.ts';
import { lateValues } from './late-values.ts';
import { workOutDealMonths } from './deal-month.ts';
import type { CloseInputRow, LateDeltaRow } from './repository.ts';

/**
 * What closing the running period would credit the affiliate now, from the close's own inputs
 * (closeInputsSql and lateDeltasSql: figures, plan version and its deal, carry-in, late activity of
 * closed periods) and the close's own working out (deal-month.ts). The dashboard reads the inputs inside
 * its one statement; the deal's document is one more (none for a plan from before deals), and only a deal
 * with product rates or CPA qualifiers beyond the first deposit costs a further statement.
 */
export async function estimateCommission(
  db: Queryable,
  start: string,
  row: CloseInputRow | null,
  deltas: readonly LateDeltaRow[],
): Promise<string> {
  if (!row) return '0.00';
  const late = await lateValues(db, start, [row.member_id], deltas);
  const months = await workOutDealMonths(db, start, [row], late);
  return months.get(row.member_id)!.figures.amount;
}
