import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope, pageQuery, pagedEnvelope } from '../common/envelope.ts';
import { queryBoolean } from '../common/players.ts';
import { feedName } from '../common/feed-freshness.ts';

export { feedName, type FeedName } from '../common/feed-freshness.ts';
import { isoDateTime } from '../common/primitives.ts';

/**
 * Feed files: the player and activity feeds as CSV files (the JSON feeds' columns, a header row, UTF-8
 * with or without a BOM, comma or semicolon), taken in from the console's Data screen, the CLI, the API
 * (`PUT /api/v1/operator/players` and `/activity` with `Content-Type: text/csv`) and scheduled pulls.
 * A file is read as a stream and stored in batches; one with bad rows writes nothing unless the operator
 * chose to store the good rows. Every file is kept in the upload log with its report; the same file
 * (feed and SHA-256) stored before is recognised and changes nothing.
 */

/**
 * - `stored`: every row;
 * - `stored_good_rows`: the good rows, the bad ones left out (the operator asked for it);
 * - `refused`: bad rows, nothing stored;
 * - `duplicate`: the same file was stored before (`duplicate_of`), nothing changed;
 * - `failed`: the file could not be read to its end (cut off, too large, not UTF-8, a pull that failed).
 */
export const feedFileResult = z.enum(['stored', 'stored_good_rows', 'refused', 'duplicate', 'failed']);
export type FeedFileResult = z.infer<typeof feedFileResult>;

/** How the file came: the console's Data screen, the operator CLI, the API, a scheduled pull. */
export const feedFileVia = z.enum(['console', 'cli', 'api', 'pull']);
export type FeedFileVia = z.infer<typeof feedFileVia>;

/** The report lists at most this many refused rows (`errors`); `error_count` counts them all. */
export const FEED_FILE_ERRORS_LISTED = 200;

/** The largest file taken by default (the gateway's FEED_FILE_MAX_BYTES may say otherwise): 413 beyond. */
export const FEED_FILE_MAX_BYTES_DEFAULT = 200 * 1024 * 1024;

/** One refused row (or a file-wide problem on line 1, the header). */
export const feedFileError = z.object({
  /** The line of the file, 1-based; the header is line 1. */
  line: z.number().int().min(1),
  /** The column's name as the header writes it; null for a problem of the whole row or file. */
  column: z.string().nullable(),
  message: z.string(),
});
export type FeedFileError = z.infer<typeof feedFileError>;

export const feedUploadId = z.coerce.number().int().positive().max(9_007_199_254_740_991);

/** A file in the upload log, without its refused rows (the list's row). */
export const feedFileSummary = z.object({
  upload_id: z.number().int(),
  feed: feedName,
  /** null while the file is still being read. */
  result: feedFileResult.nullable(),
  file_name: z.string().nullable(),
  /** Hex SHA-256 of the file's bytes as sent; null when nothing could be read (a failed pull). */
  sha256: z.string().nullable(),
  bytes: z.number().int(),
  /** Data rows read (the header is not counted). */
  rows: z.number().int(),
  stored_rows: z.number().int(),
  refused_rows: z.number().int(),
  store_good_rows: z.boolean(),
  /** How many problems were found in all; `errors` lists the first FEED_FILE_ERRORS_LISTED. */
  error_count: z.number().int(),
  /** Why a `failed` file failed; null otherwise. */
  failure: z.string().nullable(),
  /** For `duplicate`: the upload that stored the same file, and when. */
  duplicate_of: z.object({ upload_id: z.number().int(), stored_at: isoDateTime }).nullable(),
  started_at: isoDateTime,
  finished_at: isoDateTime.nullable(),
  /** The console operator's username, or the machine token's name, that sent it. */
  uploaded_by: z.string(),
  via: feedFileVia,
  /** The scheduled pull's source, for `via: 'pull'`; null otherwise. */
  feed_source_id: z.number().int().nullable(),
});
export type FeedFileSummary = z.infer<typeof feedFileSummary>;

/** A file's report: its summary and the rows refused, line by line. */
export const feedFileReport = feedFileSummary.extend({
  errors: z.array(feedFileError).max(FEED_FILE_ERRORS_LISTED),
});
export type FeedFileReport = z.infer<typeof feedFileReport>;

/**
 * The query of a CSV body on `PUT /api/v1/operator/players` and `/activity` (a JSON body ignores it).
 */
export const feedFileQuery = z.object({
  /** true: a file with bad rows stores its good rows and lists the others; false: it stores nothing. */
  store_good_rows: queryBoolean.default(false),
  /** The file's name as the operator knows it, kept in the upload log. */
  file_name: z.string().trim().min(1).max(255).optional(),
  /** How the file came (the console and the CLI say so); `api` when not said. */
  via: z.enum(['console', 'cli', 'api']).default('api'),
});
export type FeedFileQuery = z.infer<typeof feedFileQuery>;

/** The answer to a CSV body that was taken (stored, stored its good rows, or a duplicate). */
export const feedFileAnswer = dataEnvelope(feedFileReport);

/**
 * The header a refused (422) or failed file's answer carries: its upload id, whose report
 * (`GET /api/v1/operator/feed-uploads/{uploadId}`) lists every refused row.
 */
export const FEED_UPLOAD_ID_HEADER = 'feed-upload-id';

/** What an endpoint that also takes a CSV file declares (`Endpoint.accepts`). */
export const feedFileAccepts = {
  mediaType: 'text/csv',
  query: feedFileQuery,
  response: feedFileAnswer,
  description:
    'Or a CSV file (`Content-Type: text/csv`, UTF-8 with or without a BOM, comma or semicolon) with a header row ' +
    'of the JSON record’s field names; an empty cell is an absent field. Read as a stream and stored in batches of ' +
    '10,000; the answer is the file’s report (200: stored, stored_good_rows or duplicate). A file with bad rows is ' +
    'refused whole (422, `errors` keyed `line 1,204: deposits`, its upload id in the `feed-upload-id` header) unless ' +
    '`store_good_rows=true`; a file larger than the limit is refused with 413. The same file (feed and SHA-256) ' +
    'stored before changes nothing and answers `duplicate`.',
} as const;

export const feedUploadsQuery = pageQuery.extend({
  feed: feedName.optional(),
});
export type FeedUploadsQuery = z.infer<typeof feedUploadsQuery>;

export const feedUploadParams = z.object({ uploadId: feedUploadId });

/** Admins upload; finance and support read the log (figures depend on it; support answers questions about it). */
const readers = ['finance', 'support'] as const;

export const feedUploads = endpoint({
  method: 'GET',
  path: '/api/v1/operator/feed-uploads',
  access: 'operator',
  roles: readers,
  summary:
    'The upload log: every feed file taken in (console, CLI, API, scheduled pull), newest first, filtered by feed',
  tags: ['operator'],
  query: feedUploadsQuery,
  response: pagedEnvelope(feedFileSummary),
});

export const feedUpload = endpoint({
  method: 'GET',
  path: '/api/v1/operator/feed-uploads/{uploadId}',
  access: 'operator',
  roles: readers,
  owner: null,
  summary: 'One feed file’s report with its refused rows (404 when there is none)',
  tags: ['operator'],
  params: feedUploadParams,
  response: dataEnvelope(feedFileReport),
});

/** A refused row's place as the report words it: `line 1,204: deposits` (or `line 5` for a whole row). */
export function feedFileErrorPlace(error: Pick<FeedFileError, 'line' | 'column'>): string {
  const line = `line ${error.line.toLocaleString('en-US')}`;
  return error.column === null ? line : `${line}: ${error.column}`;
}

/** `line 1,204: deposits: Amount must not be negative.` */
export function feedFileErrorText(error: FeedFileError): string {
  return `${feedFileErrorPlace(error)}: ${error.message}`;
}

/** The start of a `failed` report's `failure` when the file was larger than the gateway takes (413). */
export const FEED_FILE_TOO_LARGE = 'The file is larger than the gateway takes';
