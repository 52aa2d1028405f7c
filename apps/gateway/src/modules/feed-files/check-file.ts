import type { ActivityRecord } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { checkActivity } from '../ingest/service.ts';
import { fileBatches, type FileReading } from './file-batches.ts';
import { FileErrors } from './file-errors.ts';
import { readAhead } from './read-ahead.ts';
import type { SpooledFile } from './spool.ts';
import { refusedRows } from './store-batch.ts';

/** What checking an activity file found, before any of it is stored. */
export interface FileCheck {
  rows: number;
  /** The problems by line; the refused rows' lines, which the store leaves out. */
  errors: FileErrors;
  /** The rows that passed every check. */
  goodRows: number;
}

/**
 * The first pass over an activity file: every row read, checked with the contract's schema and, a
 * batch at a time, against the database the way the ingest checks it (unknown customers, currencies,
 * rates), writing nothing. Without `storeGoodRows` a batch's first refusal is enough for it (the file
 * is refused); with it, a batch is checked again without its refused rows until the rest pass, so
 * every refused row is known before the store starts.
 */
export async function checkActivityFile(
  db: Queryable,
  file: { spooled: SpooledFile; storeGoodRows: boolean; at: Date },
): Promise<FileCheck> {
  const errors = new FileErrors();
  const reading: FileReading = { rows: 0, columns: null };
  let goodRows = 0;
  for await (const batch of readAhead(fileBatches(file.spooled.path, 'activity', errors, reading))) {
    let { records, lines } = batch;
    while (records.length > 0) {
      const outcome = await checkActivity(db, records as ActivityRecord[], file.at).then(
        () => null,
        refusedRows,
      );
      if (!outcome) {
        goodRows += records.length;
        break;
      }
      const refused = errors.refuseBatchRows(outcome.problems, lines);
      if (!file.storeGoodRows || refused.size === 0) break;
      records = records.filter((_, i) => !refused.has(i));
      lines = lines.filter((_, i) => !refused.has(i));
    }
  }
  return { rows: reading.rows, errors, goodRows };
}
