import { z } from 'zod';
import { operatorWithdrawalQuery } from '@affiliate/contract/endpoints/money-operator';
import { withdrawalStatus } from '@affiliate/contract/endpoints/payments';
import { urlFiltersOf, type UrlFilters } from '@/lib/url-filters';

/** `all` is the console's own: the gateway's query leaves the status out for it. */
export const queueStatuses = [...withdrawalStatus.options, 'all'] as const;
export type QueueStatus = (typeof queueStatuses)[number];

/**
 * The queue's filters as its URL keeps them: the gateway's query names, except that the queue opens on
 * the pending withdrawals (what waits for a decision) and lists 25 a page.
 */
const queueQuery = operatorWithdrawalQuery.extend({
  status: z.enum(queueStatuses).default('pending'),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type QueueFilters = z.output<typeof queueQuery>;
export type QueueRequest = z.input<typeof operatorWithdrawalQuery>;

/** The queue's filters and page in the URL (see `useUrlFilters`); the gateway is asked without `all`. */
export const queueFiltersInUrl: UrlFilters<QueueFilters, QueueRequest> = urlFiltersOf(queueQuery, {
  pageSizeKey: 'per_page',
  pageSizes: [25],
  toQuery: ({ status, ...rest }) => ({ ...rest, ...(status === 'all' ? {} : { status }) }),
});

export const statusNames: Record<QueueStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  all: 'All statuses',
};
