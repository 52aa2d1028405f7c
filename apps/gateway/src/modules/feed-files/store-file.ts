import type { FeedName } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import type { IngestOrigin } from '../ingest/origin.ts';
import { fileBatches, type FileReading } from './file-batches.ts';
import { FileErrors } from './file-errors.ts';
import { readAhead } from './read-ahead.ts';
import type { SpooledFile } from './spool.ts';
import { storeBatch } from './store-batch.ts';
import { fileOutcome, type StoreOutcome } from './store-outcome.ts';

/**
 * Stores a players file in the caller's one transaction, batch by batch under a savepoint each. Players
 * rows depend on one another across batches (a player created in one batch makes another's click
 * already attributed), so only storing them shows what the file's later rows come to: a file with a bad
 * row is undone whole by the caller. A batch the ingest refuses comes back by row; without
 * `storeGoodRows`, once a row is refused the batches that follow are only checked (and undone).
 */
export async function storeFileInOneTransaction(
  tx: Queryable,
  file: { feed: FeedName; spooled: SpooledFile; storeGoodRows: boolean; at: Date; origin: IngestOrigin },
): Promise<StoreOutcome> {
  const { feed, spooled, storeGoodRows, at, origin } = file;
  const errors = new FileErrors();
  const reading: FileReading = { rows: 0, columns: null };
  let storedRows = 0;
  for await (const batch of readAhead(fileBatches(spooled, feed, errors, reading))) {
    let { records, lines } = batch;
    while (records.length > 0) {
      const keep = storeGoodRows || errors.count === 0;
      const outcome = await storeBatch(tx, feed, records as never, at, keep, origin);
      if (outcome.stored) {
        if (keep) storedRows += records.length;
        break;
      }
      const refused = errors.refuseBatchRows(outcome.problems, lines);
      // Without the good rows wanted, the file is refused: the rest of the batch need not be tried.
      if (!storeGoodRows || refused.size === 0) break;
      records = records.filter((_, i) => !refused.has(i));
      lines = lines.filter((_, i) => !refused.has(i));
    }
  }
  return fileOutcome(reading.rows, storedRows, errors, storeGoodRows);
}
