import type { Readable } from 'node:stream';
import {
  FEED_FILE_MAX_BYTES_DEFAULT,
  FEED_FILE_TOO_LARGE,
  type FeedFileReport,
  type FeedFileVia,
  type FeedName,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { inTransactionWithRetry } from '../ingest/service.ts';
import type { IngestOrigin } from '../ingest/origin.ts';
import { checkActivityFile } from './check-file.ts';
import { CheckedSpool } from './checked-spool.ts';
import { NotUtf8 } from './csv-lines.ts';
import type { FileErrors } from './file-errors.ts';
import { withFileLock } from './file-lock.ts';
import { FeedFileTooLarge, spoolFile, type SpooledFile } from './spool.ts';
import { storeFileInOneTransaction } from './store-file.ts';
import { RefusedPartway, storeInBatches, type StoreProgress } from './store-in-batches.ts';
import { fileOutcome, type StoreOutcome } from './store-outcome.ts';
import {
  findUpload,
  finishUpload,
  INTERRUPTED_AFTER_MS,
  markInterrupted,
  startUpload,
  storedBefore,
  type FeedUploadEnd,
} from './upload-log.ts';

export interface FeedFileInput {
  feed: FeedName;
  /** The file's bytes as they arrive (a request body, a fetched file): read once, never held whole. */
  input: Readable;
  via: FeedFileVia;
  /** Who sent it: the console operator's email, or the machine token's name (`machine 1a2b3c4d`). */
  uploadedBy: string;
  fileName: string | null;
  /** true: a file with bad rows stores its good rows; false: it stores nothing. */
  storeGoodRows: boolean;
  /** The scheduled pull's source, when a pull fetched it. */
  feedSourceId?: number | null;
  /** Called with the upload's id once it is in the log, before the file is read. */
  logged?: (uploadId: number) => void;
}

/** The largest file taken (FEED_FILE_MAX_BYTES), in bytes. */
export function feedFileMaxBytes(ctx: AppContext): number {
  return ctx.config.feedFileMaxBytes ?? FEED_FILE_MAX_BYTES_DEFAULT;
}

export function tooLargeMessage(limit: number): string {
  const size =
    limit >= 1024 * 1024
      ? `${Math.floor(limit / (1024 * 1024)).toLocaleString('en-US')} MB`
      : `${limit.toLocaleString('en-US')} bytes`;
  return `${FEED_FILE_TOO_LARGE} (${size}): split it and send the parts.`;
}

/** The file never arrived whole (the sender stopped, the connection broke): nothing of it is stored. */
const CUT_OFF = 'The file could not be read to its end: nothing of it was stored. Send it again.';
const SERVER_ERROR =
  'The file could not be stored because of an error on the server: nothing of it was stored.';

/** Rows of it are stored: a resend stores it whole (the days stored already are replaced by themselves). */
function stoppedPartway(why: string, progress: StoreProgress): string {
  const rows = progress.storedRows.toLocaleString('en-US');
  const line = progress.storedThroughLine.toLocaleString('en-US');
  return `${why}: its rows up to line ${line} (${rows} rows) were stored, the rest not. Send the file again to store it whole.`;
}

/** Thrown inside the file's transaction to roll it back: the file is refused. */
class RefusedFile extends Error {
  constructor(readonly outcome: StoreOutcome) {
    super('The file was refused.');
  }
}

/** A local file-system failure (the spool), not the sender's: the server's error. */
function isLocalFailure(error: unknown): boolean {
  const syscall = (error as { syscall?: unknown }).syscall;
  return typeof syscall === 'string' && ['mkdir', 'open', 'write', 'unlink'].includes(syscall);
}

interface FileToStore {
  uploadId: number;
  feed: FeedName;
  spooled: SpooledFile;
  storeGoodRows: boolean;
  at: Date;
  origin: IngestOrigin;
}

/**
 * Takes in one feed file (a CSV with the JSON feed's columns): spools it under the data directory while
 * hashing it, then stores it batch by batch through the JSON feed's own functions, and logs it in the
 * upload log. A file with a bad row stores nothing unless `storeGoodRows`; the same file stored before
 * changes nothing (`duplicate`). An activity file is checked whole first, writing nothing, then stored a
 * batch per transaction as the JSON feed stores its batches; a players file, whose rows depend on one
 * another, is stored in one transaction. Returns the file's report whatever its result; throws only for
 * a failure of the server's own (the upload is logged `failed`, with the rows stored before it).
 */
export async function loadFeedFile(ctx: AppContext, file: FeedFileInput): Promise<FeedFileReport> {
  const started = ctx.config.now();
  const uploadId = await startUpload(ctx.db, {
    feed: file.feed,
    via: file.via,
    feedSourceId: file.feedSourceId ?? null,
    uploadedBy: file.uploadedBy,
    fileName: file.fileName,
    storeGoodRows: file.storeGoodRows,
    at: started,
  });
  file.logged?.(uploadId);
  const progress: StoreProgress = { rows: 0, storedRows: 0, storedThroughLine: 0 };
  const failed = async (failure: string, spooled: SpooledFile | null, errors?: FileErrors) => {
    await finishUpload(ctx.db, uploadId, {
      ...emptyEnd(ctx.config.now()),
      result: 'failed',
      sha256: spooled?.sha256 ?? null,
      bytes: spooled?.bytes ?? 0,
      rows: progress.rows,
      storedRows: progress.storedRows,
      ...(errors && { refusedRows: errors.refusedRows, errors: errors.sorted(), errorCount: errors.count }),
      failure,
    });
    return report(ctx, uploadId);
  };

  let spooled: SpooledFile;
  try {
    spooled = await spoolFile(file.input, ctx.config.dataDir, feedFileMaxBytes(ctx));
  } catch (error) {
    if (error instanceof FeedFileTooLarge) return failed(tooLargeMessage(error.limit), null);
    if (isLocalFailure(error)) {
      await failed(SERVER_ERROR, null);
      throw error;
    }
    ctx.log.warn({ err: error, uploadId }, 'feed file cut off');
    return failed(CUT_OFF, null);
  }

  const toStore: FileToStore = {
    uploadId,
    feed: file.feed,
    spooled,
    storeGoodRows: file.storeGoodRows,
    at: ctx.config.now(),
    origin: { by: file.via === 'pull' ? 'pull' : 'file', uploadId },
  };
  try {
    await withFileLock(ctx.db, file.feed, spooled.sha256, async () => {
      const now = ctx.config.now();
      const sameFile = { feed: file.feed, sha256: spooled.sha256, exceptId: uploadId };
      const startedBefore = new Date(now.getTime() - INTERRUPTED_AFTER_MS);
      const interrupted = await markInterrupted(ctx.db, { startedBefore, feed: file.feed, sameFile }, now);
      if (interrupted.length > 0)
        ctx.log.warn({ uploadId, interrupted }, 'feed uploads left running: failed');
      const before = await storedBefore(ctx.db, file.feed, spooled.sha256);
      if (before) {
        const duplicate: StoreOutcome = {
          result: 'duplicate',
          rows: before.rows,
          storedRows: 0,
          refusedRows: 0,
          errors: [],
          errorCount: 0,
          duplicateOf: before.id,
        };
        await finishUpload(ctx.db, uploadId, end(duplicate, spooled, ctx.config.now()));
      } else if (file.feed === 'activity') await storeActivityFile(ctx, toStore, progress);
      else await storePlayersFile(ctx, toStore);
    });
    return await report(ctx, uploadId);
  } catch (error) {
    if (error instanceof NotUtf8) return failed(error.message, spooled);
    if (error instanceof RefusedPartway) {
      const why =
        'A row was refused as the file was stored (its player or a rate changed after the file was checked)';
      return failed(stoppedPartway(why, progress), spooled, error.errors);
    }
    ctx.log.error({ err: error, uploadId }, 'feed file not stored');
    const why = 'The file could not be stored to its end because of an error on the server';
    await failed(progress.storedRows > 0 ? stoppedPartway(why, progress) : SERVER_ERROR, spooled);
    throw error;
  } finally {
    await spooled.remove();
  }
}

/**
 * Checked whole first (nothing written if it is refused), the rows it passes kept in a checked spool
 * beside the file, then stored from there a batch per transaction. The checked spool is deleted
 * whatever comes of it.
 */
async function storeActivityFile(ctx: AppContext, file: FileToStore, progress: StoreProgress): Promise<void> {
  const checked = CheckedSpool.create(ctx.config.dataDir);
  try {
    const check = await checkActivityFile(ctx.db, file, checked);
    if (check.errors.count > 0 && (!file.storeGoodRows || check.goodRows === 0)) {
      const refused = fileOutcome(check.rows, 0, check.errors, file.storeGoodRows);
      await finishUpload(ctx.db, file.uploadId, end(refused, file.spooled, ctx.config.now()));
      return;
    }
    const { sha256, bytes } = file.spooled;
    const upload = { id: file.uploadId, sha256, bytes };
    await storeInBatches(ctx.db, upload, { ...file, checked }, check, progress, ctx.config.now);
  } finally {
    await checked.remove();
  }
}

/** In one transaction, rolled back whole when the file is refused. */
async function storePlayersFile(ctx: AppContext, file: FileToStore): Promise<void> {
  const stored = await inTransactionWithRetry(ctx.db, async (tx) => {
    const outcome = await storeFileInOneTransaction(tx, file);
    if (outcome.result === 'refused') throw new RefusedFile(outcome);
    // Logged in the transaction that stores the rows: a file is `stored` exactly when its rows are.
    await finishUpload(tx, file.uploadId, end(outcome, file.spooled, ctx.config.now()));
    return outcome;
  }).catch((error: unknown) => {
    if (error instanceof RefusedFile) return error.outcome;
    throw error;
  });
  if (stored.result === 'refused')
    await finishUpload(ctx.db, file.uploadId, end(stored, file.spooled, ctx.config.now()));
}

function emptyEnd(at: Date): FeedUploadEnd {
  return {
    result: 'failed',
    sha256: null,
    bytes: 0,
    rows: 0,
    storedRows: 0,
    refusedRows: 0,
    errors: [],
    errorCount: 0,
    failure: null,
    duplicateOf: null,
    at,
  };
}

function end(outcome: StoreOutcome, spooled: SpooledFile, at: Date): FeedUploadEnd {
  return {
    result: outcome.result,
    sha256: spooled.sha256,
    bytes: spooled.bytes,
    rows: outcome.rows,
    storedRows: outcome.storedRows,
    refusedRows: outcome.refusedRows,
    errors: outcome.errors,
    errorCount: outcome.errorCount,
    failure: null,
    duplicateOf: outcome.duplicateOf,
    at,
  };
}

async function report(ctx: AppContext, uploadId: number): Promise<FeedFileReport> {
  const found = await findUpload(ctx.db, uploadId);
  if (!found) throw new Error(`feed upload ${uploadId} vanished`);
  return found;
}
