import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  FEED_UPLOAD_ID_HEADER,
  feedUpload,
  feedUploads,
  type FeedFileReport,
  type FeedFileSummary,
  type FeedName,
  type FeedUploadsQuery,
} from '@affiliate/contract/endpoints/feed-files';
import { ingestActivity, upsertPlayers } from '@affiliate/contract/endpoints/ingest';
import { isHttpResponse } from '@/lib/http-transport';
import { callConsole, consoleQueryKey, withOperatorSession } from '../../../lib/console-api';
import { uploadTransport, type UploadWatch } from '../../../lib/upload-transport';

export type { FeedFileReport, FeedFileSummary, FeedName };

/** The endpoint that takes each feed (as JSON, or as a CSV file). */
export const feedEndpoints = { players: upsertPlayers, activity: ingestActivity } as const;

export interface FeedFileUpload extends UploadWatch {
  feed: FeedName;
  file: File;
  /** Store the good rows of a file with bad rows (and list the others) instead of storing nothing. */
  storeGoodRows: boolean;
}

/** The report of one upload, from the log. */
export async function readFeedUpload(uploadId: number): Promise<FeedFileReport> {
  return (await callConsole(feedUpload, { params: { uploadId } })).data;
}

/** The upload a refusal names in its header (a 422 for bad rows, a failed file), if it names one. */
function refusedUploadId(reason: unknown): number | null {
  if (!isHttpResponse(reason) || reason.status < 400) return null;
  const id = Number(reason.headers.get(FEED_UPLOAD_ID_HEADER));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Sends a CSV file to its feed's endpoint as the file's bytes (`Content-Type: text/csv`), with progress,
 * and resolves with the file's report. A file with bad rows is refused (422) with its upload's id in a
 * header, and the answer lists only some of its rows: the report is then read from the upload log, which
 * has every line the gateway kept. Any other failure (too large, a network failure, a cancelled upload)
 * is rejected as it came.
 */
export async function uploadFeedFile({ feed, file, storeGoodRows, ...watch }: FeedFileUpload) {
  const endpoint = feedEndpoints[feed];
  const send = withOperatorSession(uploadTransport(watch));
  try {
    const answer = await send<{ data: FeedFileReport }>({
      method: endpoint.method,
      url: endpoint.path,
      query: { store_good_rows: String(storeGoodRows), file_name: file.name || undefined, via: 'console' },
      headers: { 'Content-Type': 'text/csv' },
      body: file,
    });
    return answer.data.data;
  } catch (reason) {
    const uploadId = refusedUploadId(reason);
    if (uploadId === null) throw reason;
    return readFeedUpload(uploadId);
  }
}

/** A page of the upload log, newest first; the page on screen stays (marked busy) while the next loads. */
export function useFeedUploadsPage(query: Partial<FeedUploadsQuery>) {
  return useQuery({
    queryKey: [...consoleQueryKey(feedUploads), query],
    queryFn: () => callConsole(feedUploads, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedUpload(uploadId: number) {
  return useQuery({
    queryKey: [...consoleQueryKey(feedUpload), uploadId],
    queryFn: () => readFeedUpload(uploadId),
  });
}

/** The log's key: read again once a file is taken in. */
export const feedUploadsKey = consoleQueryKey(feedUploads);
