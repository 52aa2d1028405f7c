import { createReadStream } from 'node:fs';
import { INGEST_BATCH_MAX, type FeedName } from '@affiliate/contract';
import { csvItems } from './csv-lines.ts';
import { readHeader, readRecord, type FeedColumns, type FeedRecord } from './feed-columns.ts';
import type { FileErrors } from './file-errors.ts';

/** Rows of the file the contract's schema took, with the line each starts on. */
export interface Batch {
  records: FeedRecord<FeedName>[];
  lines: number[];
  /** The file's data rows read up to the end of this batch. */
  rowsThrough: number;
}

/** What reading the file came to so far: its data rows, and whether its header was good. */
export interface FileReading {
  rows: number;
  columns: FeedColumns | null;
}

/**
 * Reads the spooled file from disk and yields its rows in batches of INGEST_BATCH_MAX (the JSON feed's
 * batch): the file is never held whole, only a batch of it. A line that is not a row, a bad header and a
 * row the schema refuses go to `errors`, with their line and column, and are left out of the batches.
 * `reading` counts as it goes.
 */
export async function* fileBatches(
  file: { path: string; plain: boolean },
  feed: FeedName,
  errors: FileErrors,
  reading: FileReading,
): AsyncGenerator<Batch> {
  let batch: Batch = { records: [], lines: [], rowsThrough: 0 };
  for await (const item of csvItems(createReadStream(file.path), file.plain)) {
    if (item.kind === 'problem') {
      errors.add(item.problem.line, null, item.problem.message);
      if (reading.columns) {
        reading.rows += 1;
        errors.refuse();
      }
      continue;
    }
    const { line, cells } = item.row;
    if (!reading.columns) {
      const header = readHeader(feed, cells);
      for (const problem of header.problems) errors.add(line, problem.column, problem.message);
      if (header.problems.length > 0) break;
      reading.columns = header.columns;
      continue;
    }
    reading.rows += 1;
    const read = readRecord(reading.columns, cells);
    if ('problems' in read) {
      for (const problem of read.problems) errors.add(line, problem.column, problem.message);
      errors.refuse();
      continue;
    }
    batch.records.push(read.record);
    batch.lines.push(line);
    if (batch.records.length >= INGEST_BATCH_MAX) {
      batch.rowsThrough = reading.rows;
      yield batch;
      batch = { records: [], lines: [], rowsThrough: 0 };
    }
  }
  batch.rowsThrough = reading.rows;
  if (batch.records.length > 0) yield batch;
  if (!reading.columns) {
    if (errors.count === 0) errors.add(1, null, 'The file is empty: it needs a header row and rows.');
  } else if (reading.rows === 0) errors.add(1, null, 'The file has a header but no rows.');
}
