import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.ts';

/** What the CSV loader (modules/feed-files) answers of a file: the upload log's row of it. */
export interface LoadedFile {
  upload_id: number;
  result: 'stored' | 'stored_good_rows' | 'refused' | 'duplicate' | 'failed' | null;
  rows: number;
  refused_rows: number;
  failure: string | null;
  errors: Array<{ line: number; column: string | null; message: string }>;
}

/** The CSV loader's call, as a pull makes it (the file's stream read once, as it arrives). */
export type FeedFileLoader = (
  ctx: AppContext,
  file: {
    feed: 'players' | 'activity';
    input: Readable;
    via: 'pull';
    uploadedBy: string;
    fileName: string;
    storeGoodRows: boolean;
    feedSourceId: number;
  },
) => Promise<LoadedFile>;
