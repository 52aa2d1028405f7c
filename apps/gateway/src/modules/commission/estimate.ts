import type { Queryable } from '../../db/database.ts';
import { calculateCommission } from './calculate.ts';
import { valueLateDelta } from './close-period.ts';
import * as repo from './repository.ts';

/**
 * What closing the running period `start` would credit the affiliate now: the same inputs (figures,
 * plan version, carry-in, late activity of closed periods) and the same calculation as the close.
 */
export async function estimateCommission(db: Queryable, memberId: number, start: string): Promise<string> {
  const [[row], deltas] = await Promise.all([repo.readCloseInputs(db, start, [memberId]), repo.readLateDeltas(db, start, [memberId])]);
  if (!row) return '0.00';
  return calculateCommission(row, { winloss: row.winloss, bonuses: row.bonuses, cpa_count: row.cpa_count, carry_in: row.carry_in, late: deltas.map(valueLateDelta) }).amount;
}
