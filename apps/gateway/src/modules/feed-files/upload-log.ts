import type {
  FeedFileError,
  FeedFileReport,
  FeedFileResult,
  FeedFileSummary,
  FeedName,
} from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * The upload log (`feed_uploads`, migration 065): a row per file taken in, written as `running` when
 * reading starts and finished with its result, counts and refused rows (the first few hundred).
 */

export interface FeedUploadStart {
  feed: FeedName;
  via: 'console' | 'cli' | 'api' | 'pull';
  feedSourceId: number | null;
  uploadedBy: string;
  fileName: string | null;
  storeGoodRows: boolean;
  at: Date;
}

export interface FeedUploadEnd {
  result: FeedFileResult;
  sha256: string | null;
  bytes: number;
  rows: number;
  storedRows: number;
  refusedRows: number;
  errors: FeedFileError[];
  errorCount: number;
  failure: string | null;
  duplicateOf: number | null;
  at: Date;
}

interface UploadRow {
  id: number;
  feed: FeedName;
  via: FeedFileSummary['via'];
  feed_source_id: number | null;
  uploaded_by: string;
  file_name: string | null;
  sha256: string | null;
  bytes: number;
  rows: number;
  stored_rows: number;
  refused_rows: number;
  store_good_rows: boolean;
  result: FeedFileResult | 'running';
  duplicate_of: number | null;
  duplicate_stored_at: Date | null;
  errors: { count?: number; listed?: FeedFileError[] } | FeedFileError[];
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

// Ids and byte counts as numbers (bigint columns come back as strings from pg).
const columns = `u.id::float8 AS id, u.feed, u.via, u.feed_source_id::float8 AS feed_source_id, u.uploaded_by,
  u.file_name, u.sha256, u.bytes::float8 AS bytes, u.rows, u.stored_rows, u.refused_rows, u.store_good_rows,
  u.result, u.duplicate_of::float8 AS duplicate_of, d.finished_at AS duplicate_stored_at, u.errors, u.error,
  u.started_at, u.finished_at`;
const from = 'feed_uploads u LEFT JOIN feed_uploads d ON d.id = u.duplicate_of';

export async function startUpload(db: Queryable, start: FeedUploadStart): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO feed_uploads (feed, via, feed_source_id, uploaded_by, file_name, store_good_rows, result, started_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'running', $7) RETURNING id::float8 AS id`,
    [
      start.feed,
      start.via,
      start.feedSourceId,
      start.uploadedBy,
      start.fileName,
      start.storeGoodRows,
      start.at,
    ],
  );
  return row.id;
}

/**
 * Finishes the upload's row. Inside the transaction that stored the file's (last) rows, so a file is
 * logged as stored exactly when its rows are; on its own for any other result.
 */
export async function finishUpload(db: Queryable, id: number, end: FeedUploadEnd): Promise<void> {
  await db.query(
    `UPDATE feed_uploads SET result = $2, sha256 = $3, bytes = $4, rows = $5, stored_rows = $6, refused_rows = $7,
       errors = $8::jsonb, error = $9, duplicate_of = $10, finished_at = $11
     WHERE id = $1`,
    [
      id,
      end.result,
      end.sha256,
      end.bytes,
      end.rows,
      end.storedRows,
      end.refusedRows,
      JSON.stringify({ count: end.errorCount, listed: end.errors }),
      end.failure,
      end.duplicateOf,
      end.at,
    ],
  );
}

/**
 * A file stored batch by batch: its rows read and stored so far, written in each batch's transaction,
 * so an upload that stopped partway (`running` or `failed`) shows how far its rows got.
 */
export async function recordProgress(
  tx: Queryable,
  id: number,
  progress: { sha256: string; bytes: number; rows: number; storedRows: number },
): Promise<void> {
  await tx.query(
    'UPDATE feed_uploads SET sha256 = $2, bytes = $3, rows = $4, stored_rows = $5 WHERE id = $1',
    [id, progress.sha256, progress.bytes, progress.rows, progress.storedRows],
  );
}

export const INTERRUPTED =
  'The upload was interrupted: the gateway stopped before the file was stored to its end (the rows stored before are counted here). Send the file again to store it whole.';

/**
 * How long an upload may stay `running` before it is taken for one a stopped gateway left: storing a
 * file of a million rows takes a minute or two.
 */
export const INTERRUPTED_AFTER_MS = 15 * 60 * 1000;

/**
 * Marks `failed` the uploads a gateway that stopped (crashed, killed, restarted) left `running`: those
 * started before `startedBefore`, of `feed` when given, and those of the file `sameFile` (feed and
 * SHA-256), whose lock the caller holds: a file's SHA-256 is on its row only while it is stored under
 * that lock, so another upload of it still `running` is one whose gateway let the lock go.
 */
export async function markInterrupted(
  db: Queryable,
  which: {
    startedBefore: Date;
    feed?: FeedName;
    sameFile?: { feed: FeedName; sha256: string; exceptId: number };
  },
  at: Date,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE feed_uploads SET result = 'failed', error = $1, finished_at = $2
     WHERE result = 'running'
       AND ((started_at < $3 AND ($4::text IS NULL OR feed = $4))
            OR (feed = $5 AND sha256 = $6 AND id <> $7))
     RETURNING id::float8 AS id`,
    [
      INTERRUPTED,
      at,
      which.startedBefore,
      which.feed ?? null,
      which.sameFile?.feed ?? null,
      which.sameFile?.sha256 ?? null,
      which.sameFile?.exceptId ?? 0,
    ],
  );
  return rows.map((row) => row.id);
}

/**
 * The upload that stored the same file (feed and SHA-256) before, if any. The caller holds the file's
 * lock (file-lock.ts), so two of the same file sent at once are stored once.
 */
export async function storedBefore(
  db: Queryable,
  feed: FeedName,
  sha256: string,
): Promise<{ id: number; rows: number } | null> {
  return db.maybeOne<{ id: number; rows: number }>(
    `SELECT id::float8 AS id, rows FROM feed_uploads
     WHERE feed = $1 AND sha256 = $2 AND result IN ('stored', 'stored_good_rows')
     ORDER BY started_at, id LIMIT 1`,
    [feed, sha256],
  );
}

function listedErrors(row: UploadRow): { listed: FeedFileError[]; count: number } {
  if (Array.isArray(row.errors)) return { listed: row.errors, count: row.errors.length };
  const listed = row.errors.listed ?? [];
  return { listed, count: row.errors.count ?? listed.length };
}

function summary(row: UploadRow): FeedFileSummary {
  const { count } = listedErrors(row);
  return {
    upload_id: row.id,
    feed: row.feed,
    result: row.result === 'running' ? null : row.result,
    file_name: row.file_name,
    sha256: row.sha256 === null ? null : row.sha256.trim(),
    bytes: row.bytes,
    rows: row.rows,
    stored_rows: row.stored_rows,
    refused_rows: row.refused_rows,
    store_good_rows: row.store_good_rows,
    error_count: count,
    failure: row.error,
    duplicate_of:
      row.duplicate_of === null
        ? null
        : {
            upload_id: row.duplicate_of,
            stored_at: (row.duplicate_stored_at ?? row.started_at).toISOString(),
          },
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    uploaded_by: row.uploaded_by,
    via: row.via,
    feed_source_id: row.feed_source_id,
  };
}

export async function findUpload(db: Queryable, id: number): Promise<FeedFileReport | null> {
  const row = await db.maybeOne<UploadRow>(`SELECT ${columns} FROM ${from} WHERE u.id = $1`, [id]);
  return row ? { ...summary(row), errors: listedErrors(row).listed } : null;
}

/** A page of the log, newest first. */
export async function listUploads(
  db: Queryable,
  filter: { feed: FeedName | null },
  page: { limit: number; offset: number },
): Promise<{ rows: FeedFileSummary[]; total: number }> {
  const { rows } = await db.query<UploadRow>(
    `SELECT ${columns} FROM ${from} WHERE ($1::text IS NULL OR u.feed = $1)
     ORDER BY u.started_at DESC, u.id DESC LIMIT $2 OFFSET $3`,
    [filter.feed, page.limit, page.offset],
  );
  const { total } = await db.one<{ total: number }>(
    'SELECT count(*)::int AS total FROM feed_uploads WHERE ($1::text IS NULL OR feed = $1)',
    [filter.feed],
  );
  return { rows: rows.map(summary), total };
}
