import { loadFeedFile } from '../feed-files/loader.ts';
import type { FeedFileLoader } from './file-loader.ts';

/** The CSV loader a pull streams its file into: the same as the console's, the CLI's and the API's files. */
export const loadPulledFile: FeedFileLoader = (ctx, file) => loadFeedFile(ctx, file);
