import { z } from 'zod';
import { feedUploadsQuery, type FeedUploadsQuery } from '@affiliate/contract/endpoints/feed-files';
import { urlFiltersOf, type UrlFilters } from '@/lib/url-filters';

/** The upload log's feed filter and page as the Data screen's URL keeps them (the gateway's names), 20 a page. */
const logQuery = feedUploadsQuery.extend({
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type LogFilters = z.output<typeof logQuery>;

export const logFiltersInUrl: UrlFilters<LogFilters, Partial<FeedUploadsQuery>> = urlFiltersOf(logQuery, {
  pageSizeKey: 'per_page',
  pageSizes: [20],
});
