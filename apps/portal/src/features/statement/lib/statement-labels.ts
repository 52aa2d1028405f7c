import type { Statement } from '@affiliate/contract/endpoints/statements';

type LineType = Statement['lines'][number]['type'];

/** Each ledger line's kind in the affiliate's words: the contract's, so the CSV and the PDF say the same. */
export { statementLineLabels } from '@affiliate/contract/endpoints/statements';

/** Lines that move money between available and held: their balance change is 0, the available one is not. */
export function movesAvailableOnly(type: LineType): boolean {
  return type === 'withdrawal_hold' || type === 'withdrawal_released';
}
