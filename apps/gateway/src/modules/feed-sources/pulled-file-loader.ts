import type { FeedFileLoader } from './file-loader.ts';
import { PullFailure } from './pull-failure.ts';

/**
 * The CSV loader a pull streams its file into. Until modules/feed-files (the CSV loader of issue 39's
 * first part) is merged, every pull fails with this message: replaced by its `loadFeedFile` at merge.
 */
export const loadPulledFile: FeedFileLoader = (_ctx, file) => {
  file.input.resume();
  return Promise.reject(new PullFailure('The CSV loader is not part of this build yet.'));
};
