import { calculateCommission } from '../figures/calculate.ts';
import { valueLateDelta } from './close-period.ts';
import type { CloseInputRow, LateDeltaRow } from './repository.ts';

/**
 * What closing the running period would credit the affiliate now, from the close's own inputs
 * (closeInputsSql and lateDeltasSql: figures, plan version, carry-in, late activity of closed periods)
 * and the close's calculation. The dashboard reads the inputs inside its one statement.
 */
export function estimateCommission(row: CloseInputRow | null, deltas: readonly LateDeltaRow[]): string {
  if (!row) return '0.00';
  return calculateCommission(row, {
    winloss: row.winloss,
    bonuses: row.bonuses,
    cpa_count: row.cpa_count,
    carry_in: row.carry_in,
    late: deltas.map(valueLateDelta),
  }).amount;
}
