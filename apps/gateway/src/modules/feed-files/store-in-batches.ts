import type { Database } from '../../db/database.ts';
import type { IngestOrigin } from '../ingest/origin.ts';
import { ingestActivityInTransaction, inTransactionWithRetry } from '../ingest/service.ts';
import type { FileCheck } from './check-file.ts';
import type { CheckedBatch, CheckedSpool } from './checked-spool.ts';
import type { FileErrors } from './file-errors.ts';
import { readAhead } from './read-ahead.ts';
import { refusedRows } from './store-batch.ts';
import { fileOutcome, type StoreOutcome } from './store-outcome.ts';
import { finishUpload, recordProgress } from './upload-log.ts';

/** How far the store got: read by the loader when it stops partway. */
export interface StoreProgress {
  /** The file's rows, once checked. */
  rows: number;
  storedRows: number;
  /** The line of the last row stored. */
  storedThroughLine: number;
}

/**
 * A row the check passed was refused when stored: a player or rate changed between the two passes.
 * The batches before it are stored; without the good rows wanted, the file stops there.
 */
export class RefusedPartway extends Error {
  /** The file's problems, those found as it was stored among them. */
  constructor(readonly errors: FileErrors) {
    super('A row the check passed was refused when stored.');
  }
}

/**
 * The second pass over an activity file that passed its check: the rows the check passed (read from its
 * checked spool, not parsed or checked again) stored a batch at a time through the JSON feed's
 * function, each batch in a transaction of its own as a JSON batch is, with the upload's progress; the
 * last batch's transaction finishes the upload, so it is `stored` exactly when all its rows are. The
 * next batch is read while one is stored. A resend of the same file replaces each day with itself, so
 * a file stopped partway is sent again whole.
 */
export async function storeInBatches(
  db: Database,
  upload: { id: number; sha256: string; bytes: number },
  file: { checked: CheckedSpool; storeGoodRows: boolean; at: Date; origin: IngestOrigin },
  check: FileCheck,
  progress: StoreProgress,
  now: () => Date,
): Promise<StoreOutcome> {
  const { errors } = check;
  progress.rows = check.rows;

  /** Stores a batch; its refused rows (changed since the check) are listed and, with good rows, left out. */
  const store = async (batch: CheckedBatch, last: boolean) => {
    let { records, lines } = batch;
    for (;;) {
      // The batch is its own transaction: a refusal rolls it back whole, no savepoint needed.
      const outcome = await inTransactionWithRetry(db, async (tx) => {
        if (records.length > 0) await ingestActivityInTransaction(tx, records, file.at, file.origin);
        const storedRows = progress.storedRows + records.length;
        if (last) {
          await finishUpload(tx, upload.id, {
            ...fileOutcome(check.rows, storedRows, errors, file.storeGoodRows),
            sha256: upload.sha256,
            bytes: upload.bytes,
            failure: null,
            at: now(),
          });
        } else {
          await recordProgress(tx, upload.id, { ...upload, rows: batch.rowsThrough, storedRows });
        }
        return { stored: true as const };
      }).catch(refusedRows);
      if (outcome.stored) {
        progress.storedRows += records.length;
        progress.storedThroughLine = lines.at(-1) ?? progress.storedThroughLine;
        return;
      }
      const refused = errors.refuseBatchRows(outcome.problems, lines);
      if (!file.storeGoodRows || refused.size === 0) throw new RefusedPartway(errors);
      records = records.filter((_, i) => !refused.has(i));
      lines = lines.filter((_, i) => !refused.has(i));
    }
  };

  // Each batch is stored once the next is read (or the spool has ended): the last is known as such.
  let held: CheckedBatch | null = null;
  for await (const batch of readAhead(file.checked.batches())) {
    if (held) await store(held, false);
    held = batch;
  }
  await store(held ?? { records: [], lines: [], rowsThrough: check.rows }, true);
  return fileOutcome(check.rows, progress.storedRows, errors, file.storeGoodRows);
}
