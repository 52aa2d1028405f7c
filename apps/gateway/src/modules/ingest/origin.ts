/**
 * What a batch of feed rows came through, kept with every change it makes to an affiliate's players
 * (the change log, `player_changes.by_kind` and `upload_id`): the JSON feed, a CSV file (console, CLI or
 * API) or a scheduled pull, and the upload that logged the file.
 */
export interface IngestOrigin {
  by: 'feed' | 'file' | 'pull';
  /** The `feed_uploads` row of the file or pull; null for a JSON batch. */
  uploadId: number | null;
}

export const JSON_FEED: IngestOrigin = { by: 'feed', uploadId: null };
