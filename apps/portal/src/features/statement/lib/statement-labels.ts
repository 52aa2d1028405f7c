import type { Statement } from '@affiliate/contract/endpoints/statements';

type LineType = Statement['lines'][number]['type'];

/** Each ledger line's kind in the affiliate's words. */
export const statementLineLabels: Record<LineType, string> = {
  commission: 'Commission',
  withdrawal_hold: 'Withdrawal requested',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_released: 'Withdrawal returned',
  adjustment: 'Adjustment',
  fee: 'Fee',
};

/** Lines that move money between available and held: their balance change is 0, the available one is not. */
export function movesAvailableOnly(type: LineType): boolean {
  return type === 'withdrawal_hold' || type === 'withdrawal_released';
}
