import { createReadStream } from 'node:fs';
import {
  FEED_FILE_ERRORS_LISTED,
  INGEST_BATCH_MAX,
  type FeedFileError,
  type FeedFileResult,
  type FeedName,
} from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import type { IngestOrigin } from '../ingest/origin.ts';
import { csvItems } from './csv-lines.ts';
import { readHeader, readRecord, type FeedColumns, type FeedRecord } from './feed-columns.ts';
import type { SpooledFile } from './spool.ts';
import { storeBatch } from './store-batch.ts';
import { lockFile, storedBefore } from './upload-log.ts';

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

/** The file's refused rows: the first FEED_FILE_ERRORS_LISTED listed, all counted. */
class FileErrors {
  readonly listed: FeedFileError[] = [];
  count = 0;
  refusedRows = 0;

  add(line: number, column: string | null, message: string): void {
    this.count += 1;
    if (this.listed.length < FEED_FILE_ERRORS_LISTED) this.listed.push({ line, column, message });
  }

  sorted(): FeedFileError[] {
    return [...this.listed].sort((a, b) => a.line - b.line);
  }
}

interface Batch {
  records: FeedRecord<FeedName>[];
  lines: number[];
}

/**
 * Reads the spooled file and stores its rows in batches of INGEST_BATCH_MAX inside the caller's
 * transaction. The file's lock is taken first and a file stored before (same feed and SHA-256) is a
 * duplicate: nothing is read. A row the contract's schema refuses never reaches the database; a batch
 * the ingest refuses comes back by row. Without `storeGoodRows`, once a row is refused the batches that
 * follow are only checked (and undone), and the caller rolls the whole file back.
 */
export async function storeFile(
  tx: Queryable,
  file: { feed: FeedName; spooled: SpooledFile; storeGoodRows: boolean; at: Date; origin: IngestOrigin },
): Promise<StoreOutcome> {
  const { feed, spooled, storeGoodRows, at, origin } = file;
  await lockFile(tx, feed, spooled.sha256);
  const before = await storedBefore(tx, feed, spooled.sha256);
  if (before) {
    return {
      result: 'duplicate',
      rows: before.rows,
      storedRows: 0,
      refusedRows: 0,
      errors: [],
      errorCount: 0,
      duplicateOf: before.id,
    };
  }

  const errors = new FileErrors();
  let rows = 0;
  let storedRows = 0;
  let columns: FeedColumns | null = null;
  let batch: Batch = { records: [], lines: [] };

  const flush = async () => {
    let { records, lines } = batch;
    batch = { records: [], lines: [] };
    while (records.length > 0) {
      const keep = storeGoodRows || errors.count === 0;
      const outcome = await storeBatch(tx, feed, records as never, at, keep, origin);
      if (outcome.stored) {
        if (keep) storedRows += records.length;
        return;
      }
      const refused = new Set<number>();
      for (const problem of outcome.problems) {
        refused.add(problem.index);
        errors.add(lines[problem.index] ?? 1, problem.column, problem.message);
      }
      errors.refusedRows += refused.size;
      // Without the good rows wanted, the file is refused: the rest of the batch need not be tried.
      if (!storeGoodRows || refused.size === 0) return;
      records = records.filter((_, i) => !refused.has(i));
      lines = lines.filter((_, i) => !refused.has(i));
    }
  };

  for await (const item of csvItems(createReadStream(spooled.path))) {
    if (item.kind === 'problem') {
      errors.add(item.problem.line, null, item.problem.message);
      if (columns) {
        rows += 1;
        errors.refusedRows += 1;
      }
      continue;
    }
    const { line, cells } = item.row;
    if (!columns) {
      const header = readHeader(feed, cells);
      for (const problem of header.problems) errors.add(line, problem.column, problem.message);
      if (header.problems.length > 0) break;
      columns = header.columns;
      continue;
    }
    rows += 1;
    const read = readRecord(columns, cells);
    if ('problems' in read) {
      for (const problem of read.problems) errors.add(line, problem.column, problem.message);
      errors.refusedRows += 1;
      continue;
    }
    batch.records.push(read.record);
    batch.lines.push(line);
    if (batch.records.length >= INGEST_BATCH_MAX) await flush();
  }
  if (columns) await flush();
  else if (errors.count === 0) errors.add(1, null, 'The file is empty: it needs a header row and rows.');
  if (columns && rows === 0) errors.add(1, null, 'The file has a header but no rows.');

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
