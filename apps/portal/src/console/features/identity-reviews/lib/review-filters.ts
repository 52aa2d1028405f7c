import { z } from 'zod';
import { kycReviewsQuery, kycReviewStatus, type KycReviewStatus } from '@affiliate/contract/endpoints/kyc';
import { urlFiltersOf, type UrlFilters } from '@/lib/url-filters';

/** The queue's status and page as its URL keeps them (the gateway's names); it opens on the waiting reviews, 20 a page. */
const reviewQuery = kycReviewsQuery.extend({ per_page: z.coerce.number().int().min(1).max(100).default(20) });
export type ReviewFilters = z.output<typeof reviewQuery>;
export type ReviewRequest = z.input<typeof kycReviewsQuery>;

export const reviewFiltersInUrl: UrlFilters<ReviewFilters, ReviewRequest> = urlFiltersOf(reviewQuery, {
  pageSizeKey: 'per_page',
  pageSizes: [20],
});

export const reviewStatuses = kycReviewStatus.options;

export const reviewStatusNames: Record<KycReviewStatus, string> = {
  waiting: 'Waiting for review',
  approved: 'Approved',
  refused: 'Refused',
};
