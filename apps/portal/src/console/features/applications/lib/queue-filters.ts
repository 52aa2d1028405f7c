import { z } from 'zod';
import {
  applicationStatuses,
  listApplicationsQuery,
  type ApplicationStatus,
} from '@affiliate/contract/endpoints/applications';
import { urlFiltersOf, type UrlFilters } from '@/lib/url-filters';

/** `waiting` is the console's own: the gateway's default (no status) is the three waiting statuses. */
export const queueStatuses = ['waiting', ...applicationStatuses] as const;
export type QueueStatus = (typeof queueStatuses)[number];

/**
 * The queue's status and page as its URL keeps them (the gateway's names): it opens on the waiting
 * applications, 25 a page.
 */
const queueQuery = listApplicationsQuery.extend({
  status: z.enum(queueStatuses).default('waiting'),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type QueueFilters = z.output<typeof queueQuery>;
export type QueueRequest = z.input<typeof listApplicationsQuery>;

export const queueFiltersInUrl: UrlFilters<QueueFilters, QueueRequest> = urlFiltersOf(queueQuery, {
  pageSizeKey: 'per_page',
  pageSizes: [25],
  toQuery: ({ status, ...rest }) => ({ ...rest, ...(status === 'waiting' ? {} : { status }) }),
});

export const applicationStatusNames: Record<ApplicationStatus, string> = {
  unconfirmed: 'Email not confirmed',
  pending: 'Waiting for a decision',
  awaiting_answer: 'Awaiting an answer',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The status filter's choices: the waiting ones together (the default), then each status. */
export const queueStatusNames: Record<QueueStatus, string> = {
  waiting: 'Waiting (all three below)',
  ...applicationStatusNames,
};

/** The queue's heading for a status. */
export const queueHeadings: Record<QueueStatus, string> = {
  waiting: 'Waiting applications',
  unconfirmed: 'Applications with the email not confirmed',
  pending: 'Applications waiting for a decision',
  awaiting_answer: 'Applications awaiting an answer',
  approved: 'Approved applications',
  rejected: 'Rejected applications',
};
