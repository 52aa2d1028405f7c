import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.ts';
import { fetchHttps, asFailure } from './fetch-https.ts';
import { fetchSftp } from './fetch-sftp.ts';
import type { FeedFileLoader, LoadedFile } from './file-loader.ts';
import { tellOperatorsOfFailingSource } from './operator-alert.ts';
import { PullFailure } from './pull-failure.ts';
import { fillWindow, pullWindow } from './pull-window.ts';
import { feedFileMaxBytes } from '../feed-files/loader.ts';
import { finishUpload, startUpload } from '../feed-files/upload-log.ts';
import { recordPullOutcome, setUploadFailure, type SourceRow } from './repository.ts';
import { nextScheduledPull, retryDelayMs } from './schedule.ts';
import { openSourceSecret } from './secrets.ts';

export const DEFAULT_TIMEOUT_MS = 60_000;
/** Longer than a pull can take, so a live pull's source is never taken again by another gateway. */
export const PULL_LEASE_MS = 60 * 60_000;

export interface PullOutcome {
  uploadId: number;
  ok: boolean;
  error: string | null;
}

/** The file's stream from the source: HTTPS or SFTP, the window filled into its address. */
async function openFile(ctx: AppContext, source: SourceRow, address: string): Promise<Readable> {
  const secret = source.secret_sealed ? openSourceSecret(ctx, source.id, source.secret_sealed) : null;
  const timeoutMs = ctx.config.feedPulls?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (source.kind === 'sftp')
    return fetchSftp(
      address,
      { auth: source.auth as 'key' | 'password', secret, hostKey: source.sftp_host_key },
      { timeoutMs, maxBytes: feedFileMaxBytes(ctx) },
    );
  // The loader spools the body as it arrives and stops past FEED_FILE_MAX_BYTES, as for any file.
  return fetchHttps(
    address,
    { auth: source.auth as 'none' | 'bearer' | 'basic', username: source.username, secret },
    { extraCa: ctx.config.feedPulls?.caPem, timeoutMs },
  );
}

/** Why a file the loader read counts as a failed pull, or null when it was taken. */
function refusal(report: LoadedFile): string | null {
  if (report.result === 'stored' || report.result === 'stored_good_rows' || report.result === 'duplicate')
    return null;
  if (report.result === 'failed') return report.failure ?? 'The file could not be read.';
  const first = report.errors[0];
  const where = first
    ? ` (line ${first.line}${first.column ? `, ${first.column}` : ''}: ${first.message})`
    : '';
  return `The file was refused: ${report.refused_rows} bad rows, nothing stored${where}.`;
}

/** A pull that never reached the loader (no answer, a refusing server) logged in the upload log as failed. */
async function logFailedPull(
  ctx: AppContext,
  source: SourceRow,
  uploadedBy: string,
  address: string,
  failure: string,
  started: Date,
): Promise<number> {
  const id = await startUpload(ctx.db, {
    feed: source.feed,
    via: 'pull',
    feedSourceId: source.id,
    uploadedBy,
    fileName: address.slice(0, 255),
    storeGoodRows: false,
    at: started,
  });
  await finishUpload(ctx.db, id, {
    result: 'failed',
    sha256: null,
    bytes: 0,
    rows: 0,
    storedRows: 0,
    refusedRows: 0,
    errors: [],
    errorCount: 0,
    failure,
    duplicateOf: null,
    at: ctx.config.now(),
  });
  return id;
}

/**
 * One pull of a claimed source: the window filled into the address, the file fetched and streamed into
 * the CSV loader (logged in the upload log, `via: pull`); a failure that never reached the loader is
 * logged there too. Then the source is released: a success resets its failures and schedules the next
 * pull; a failure counts one more in a row and retries after 1, 2, 4… minutes (at most the schedule's
 * interval), and the admins are told when the count reaches `notify_after`.
 */
export async function pullSource(
  ctx: AppContext,
  source: SourceRow,
  load: FeedFileLoader,
  uploadedBy: string,
): Promise<PullOutcome> {
  const started = ctx.config.now();
  const window = pullWindow(started, source.window_days);
  const address = fillWindow(source.address, window, source.kind === 'https');
  let outcome: PullOutcome;
  try {
    const input = await openFile(ctx, source, address);
    // The loader tells a file cut off in its own words; why the stream broke (a timeout, the connection) is the pull's.
    let broke: unknown = null;
    input.on('error', (error) => (broke ??= error));
    const report = await load(ctx, {
      feed: source.feed,
      input,
      via: 'pull',
      uploadedBy,
      fileName: address.slice(0, 255),
      storeGoodRows: false,
      feedSourceId: source.id,
    });
    let error = refusal(report);
    if (error !== null && report.result === 'failed' && broke !== null) {
      error = `${error} ${asFailure(broke).message}`;
      await setUploadFailure(ctx.db, report.upload_id, error);
    }
    outcome = { uploadId: report.upload_id, ok: error === null, error };
  } catch (error) {
    const failure = error instanceof PullFailure ? error : asFailure(error);
    const uploadId = await logFailedPull(ctx, source, uploadedBy, address, failure.message, started);
    outcome = { uploadId, ok: false, error: failure.message };
  }

  const now = ctx.config.now();
  const failuresAfter = outcome.ok ? 0 : source.failures_in_row + 1;
  const nextPullAt = outcome.ok
    ? nextScheduledPull(source, started)
    : new Date(now.getTime() + retryDelayMs(source, failuresAfter));
  const recorded = await recordPullOutcome(ctx.db, source.id, {
    ok: outcome.ok,
    error: outcome.error,
    nextPullAt,
    at: started,
  });
  ctx.log.info(
    { feedSourceId: source.id, uploadId: outcome.uploadId, ok: outcome.ok, error: outcome.error },
    'feed source pulled',
  );
  // Told once, when the count reaches the threshold (not again on every failure after it).
  if (recorded && !outcome.ok && recorded.failures_in_row === recorded.notify_after)
    await tellOperatorsOfFailingSource(ctx, source, recorded.failures_in_row, outcome.error ?? '');
  return outcome;
}
