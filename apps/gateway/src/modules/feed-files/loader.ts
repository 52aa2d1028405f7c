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
import { NotUtf8 } from './csv-lines.ts';
import { FeedFileTooLarge, spoolFile, type SpooledFile } from './spool.ts';
import { storeFile, type StoreOutcome } from './store-file.ts';
import { findUpload, finishUpload, startUpload, type FeedUploadEnd } from './upload-log.ts';

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

/**
 * Takes in one feed file (a CSV with the JSON feed's columns): spools it under the data directory while
 * hashing it, then stores it in one transaction, batch by batch through the JSON feed's own functions,
 * and logs it in the upload log. All or nothing: a file with a bad row stores nothing unless
 * `storeGoodRows`; the same file stored before changes nothing (`duplicate`). Returns the file's report
 * whatever its result; throws only for a failure of the server's own (the upload is logged `failed`).
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
  const failed = async (failure: string, spooled: SpooledFile | null) => {
    await finishUpload(ctx.db, uploadId, {
      ...emptyEnd(ctx.config.now()),
      result: 'failed',
      sha256: spooled?.sha256 ?? null,
      bytes: spooled?.bytes ?? 0,
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

  try {
    const at = ctx.config.now();
    const stored = await inTransactionWithRetry(ctx.db, async (tx) => {
      const outcome = await storeFile(tx, {
        feed: file.feed,
        spooled,
        storeGoodRows: file.storeGoodRows,
        at,
        origin: { by: file.via === 'pull' ? 'pull' : 'file', uploadId },
      });
      if (outcome.result === 'refused') throw new RefusedFile(outcome);
      // Logged in the transaction that stores the rows: a file is `stored` exactly when its rows are.
      await finishUpload(tx, uploadId, end(outcome, spooled, ctx.config.now()));
      return outcome;
    }).catch((error: unknown) => {
      if (error instanceof RefusedFile) return error.outcome;
      throw error;
    });
    if (stored.result === 'refused')
      await finishUpload(ctx.db, uploadId, end(stored, spooled, ctx.config.now()));
    return await report(ctx, uploadId);
  } catch (error) {
    if (error instanceof NotUtf8) return failed(error.message, spooled);
    ctx.log.error({ err: error, uploadId }, 'feed file not stored');
    await failed(SERVER_ERROR, spooled);
    throw error;
  } finally {
    await spooled.remove();
  }
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
