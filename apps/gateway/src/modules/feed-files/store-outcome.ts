import type { FeedFileError, FeedFileResult } from '@affiliate/contract';
import type { FileErrors } from './file-errors.ts';

/** What reading and storing a file came to. */
export interface StoreOutcome {
  result: Exclude<FeedFileResult, 'failed'>;
  rows: number;
  storedRows: number;
  refusedRows: number;
  errors: FeedFileError[];
  errorCount: number;
  duplicateOf: number | null;
}

/**
 * A file's result from its rows, those stored and its problems: every row stored, the good ones (when
 * the operator chose so and some were), or refused with nothing stored.
 */
export function fileOutcome(
  rows: number,
  storedRows: number,
  errors: FileErrors,
  storeGoodRows: boolean,
): StoreOutcome {
  const refused = errors.count > 0 && (!storeGoodRows || storedRows === 0);
  return {
    result: errors.count === 0 ? 'stored' : refused ? 'refused' : 'stored_good_rows',
    rows,
    storedRows: refused ? 0 : storedRows,
    refusedRows: errors.refusedRows,
    errors: errors.sorted(),
    errorCount: errors.count,
    duplicateOf: null,
  };
}
