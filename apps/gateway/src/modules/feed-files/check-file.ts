import type { ActivityRecord } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { KnownCustomers } from '../ingest/activity-repository.ts';
import { checkActivity } from '../ingest/service.ts';
import type { CheckedSpool } from './checked-spool.ts';
import { fileBatches, type FileReading } from './file-batches.ts';
import { FileErrors } from './file-errors.ts';
import { readAhead } from './read-ahead.ts';
import type { SpooledFile } from './spool.ts';
import { refusedRows } from './store-batch.ts';

/** What checking an activity file found, before any of it is stored. */
export interface FileCheck {
  rows: number;
  /** The problems by line. */
  errors: FileErrors;
  /** The rows that passed every check (those in the checked spool). */
  goodRows: number;
}

/**
 * The first pass over an activity file: every row read, checked with the contract's schema and, a
 * batch at a time, against the database the way the ingest checks it (unknown customers, currencies,
 * rates), writing nothing to the database. Without `storeGoodRows` a batch's first refusal is enough
 * for it (the file is refused); with it, a batch is checked again without its refused rows until the
 * rest pass, so every refused row is known before the store starts. The rows that may be stored go to
 * `checked`, which the store reads instead of the file: a file that is refused puts nothing there.
 */
export async function checkActivityFile(
  db: Queryable,
  file: { spooled: SpooledFile; storeGoodRows: boolean; at: Date },
  checked: CheckedSpool,
): Promise<FileCheck> {
  const errors = new FileErrors();
  const reading: FileReading = { rows: 0, columns: null };
  // A customer seen in the affiliate's currency is not looked up again (a file has many days of each).
  const customers = new KnownCustomers();
  let goodRows = 0;
  for await (const batch of readAhead(fileBatches(file.spooled, 'activity', errors, reading))) {
    let records = batch.records as ActivityRecord[];
    let { lines } = batch;
    let passed = false;
    while (records.length > 0) {
      const outcome = await checkActivity(db, records, file.at, customers).then(() => null, refusedRows);
      if (!outcome) {
        goodRows += records.length;
        passed = true;
        break;
      }
      const refused = errors.refuseBatchRows(outcome.problems, lines);
      if (!file.storeGoodRows || refused.size === 0) break;
      records = records.filter((_, i) => !refused.has(i));
      lines = lines.filter((_, i) => !refused.has(i));
    }
    if (passed && (file.storeGoodRows || errors.count === 0))
      await checked.write({ records, lines, rowsThrough: batch.rowsThrough });
  }
  return { rows: reading.rows, errors, goodRows };
}
