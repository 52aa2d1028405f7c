import {
  errorCodes,
  FEED_FILE_TOO_LARGE,
  FEED_UPLOAD_ID_HEADER,
  feedFileErrorPlace,
  type FeedFileQuery,
  type FeedFileReport,
  type FeedName,
} from '@affiliate/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorName, operatorActor } from '../../http/access.ts';
import { ApiError } from '../../http/api-error.ts';
import type { FileBody } from '../../http/file-body.ts';
import { feedFileMaxBytes, loadFeedFile, tooLargeMessage } from './loader.ts';
import { startUpload, finishUpload } from './upload-log.ts';

const NOT_UTF8_CHARSET = 'Send the file as UTF-8 (Content-Type: text/csv; charset=utf-8).';

/** The refused rows as a 422's field errors: `line 1,204: deposits`: [messages]. */
function fieldErrors(report: FeedFileReport): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const error of report.errors) (errors[feedFileErrorPlace(error)] ??= []).push(error.message);
  return errors;
}

function refusal(status: number, message: string, report: FeedFileReport): ApiError {
  return new ApiError(status, message, errorCodes.validationFailed, fieldErrors(report), {
    [FEED_UPLOAD_ID_HEADER]: String(report.upload_id),
    // A refusal answered before the whole body was read: the connection cannot carry another request.
    ...(status === 413 && { connection: 'close' }),
  });
}

function refusedMessage(report: FeedFileReport): string {
  const rows = report.refused_rows;
  const listed =
    report.error_count > report.errors.length ? ` (the first ${report.errors.length} are listed)` : '';
  const what = rows > 0 ? `${rows.toLocaleString('en-US')} row${rows === 1 ? '' : 's'} refused` : 'refused';
  return `The file was not stored: ${what}, ${report.error_count.toLocaleString('en-US')} problem${report.error_count === 1 ? '' : 's'}${listed}. Nothing of it was stored; its report is upload ${report.upload_id}.`;
}

/**
 * A CSV body on the feed's PUT (`Content-Type: text/csv`): loaded as a stream. Stored (all rows, the
 * good rows, or recognised as a duplicate) answers 200 with the report; refused answers 422 in the
 * contract's error shape, each refused row's `line N: column` a field; too large answers 413; every
 * answer, a server error's too, names the upload in the `feed-upload-id` header, whose report lists
 * every refused row.
 */
export async function receiveFeedFile(
  request: FastifyRequest,
  feed: FeedName,
  body: FileBody,
  reply: FastifyReply,
): Promise<{ data: FeedFileReport }> {
  const ctx = request.server.ctx;
  const query = request.query as FeedFileQuery;
  const charset = /;\s*charset="?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1];
  if (charset && !/^utf-?8$/i.test(charset)) {
    body.stream.resume();
    throw new ApiError(415, NOT_UTF8_CHARSET, errorCodes.validationFailed);
  }
  const file = {
    feed,
    via: query.via,
    uploadedBy: actorName(operatorActor(request)),
    fileName: query.file_name ?? null,
    storeGoodRows: query.store_good_rows,
  };
  const limit = feedFileMaxBytes(ctx);
  // Declared larger than the limit: refused before a byte is read (and logged like any file).
  if (body.declaredBytes !== null && body.declaredBytes > limit) {
    const at = ctx.config.now();
    const uploadId = await startUpload(ctx.db, { ...file, feedSourceId: null, at });
    await finishUpload(ctx.db, uploadId, {
      result: 'failed',
      sha256: null,
      bytes: 0,
      rows: 0,
      storedRows: 0,
      refusedRows: 0,
      errors: [],
      errorCount: 0,
      failure: tooLargeMessage(limit),
      duplicateOf: null,
      at,
    });
    throw new ApiError(413, tooLargeMessage(limit), errorCodes.validationFailed, undefined, {
      [FEED_UPLOAD_ID_HEADER]: String(uploadId),
      connection: 'close',
    });
  }
  // Named before the file is read, so every answer names it: a server error's 500 too.
  const logged = (uploadId: number) => reply.header(FEED_UPLOAD_ID_HEADER, String(uploadId));
  const report = await loadFeedFile(ctx, { ...file, input: body.stream, logged });
  if (report.result === 'refused') throw refusal(422, refusedMessage(report), report);
  if (report.result === 'failed') {
    const failure = report.failure ?? 'The file could not be read.';
    throw refusal(failure.startsWith(FEED_FILE_TOO_LARGE) ? 413 : 422, failure, report);
  }
  return { data: report };
}
