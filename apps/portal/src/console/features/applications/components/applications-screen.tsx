import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { formatCount } from '@/lib/money';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useApplicationQueue } from '../api/applications';
import {
  queueFiltersInUrl,
  queueHeadings,
  queueStatuses,
  queueStatusNames,
  type QueueStatus,
} from '../lib/queue-filters';
import { ApplicationsTable } from './applications-table';

const decidedStatuses: ReadonlySet<QueueStatus> = new Set(['approved', 'rejected']);
const statusOptions = queueStatuses.map((status) => ({ value: status, label: queueStatusNames[status] }));

const emptyTexts: Record<QueueStatus, { title: string; text: string }> = {
  waiting: {
    title: 'No application waits',
    text: 'Someone who applies on the join page appears here at once, the oldest first.',
  },
  unconfirmed: {
    title: 'No application waits for its email to be confirmed',
    text: 'An applicant is listed here until they confirm their email with the mailed code or link.',
  },
  pending: {
    title: 'No application waits for a decision',
    text: 'Applications with a confirmed email and nothing asked are listed here.',
  },
  awaiting_answer: {
    title: 'No application waits for an answer',
    text: 'Applications whose applicant has not yet answered your question are listed here.',
  },
  approved: {
    title: 'No application was approved yet',
    text: 'Applications you approve are listed here, each with the affiliate it created.',
  },
  rejected: {
    title: 'No application was rejected yet',
    text: 'Applications you reject are listed here with the reason the applicant read.',
  },
};

function Loading() {
  return (
    <table className="w-full" aria-busy="true" aria-label="Loading applications">
      <tbody>
        <SkeletonTableRows count={5} columns={3} />
      </tbody>
    </table>
  );
}

/**
 * Applications to join the program (issue 38), the oldest waiting first, each with whether the email is
 * confirmed and how many duplicates were found; one opens onto the whole application and the decision.
 * Status and page live in the URL.
 */
export function ApplicationsScreen() {
  const view = useUrlFilters(queueFiltersInUrl);
  const query = useApplicationQueue(view.query);
  const headingId = useId();
  const page = query.data;
  const status = view.values.status;

  return (
    <div className="max-w-6xl space-y-5">
      <PageHeader
        title="Applications"
        description="People who applied to join the program: check the duplicates found, then approve with a deal, reject with a reason, or ask a question the applicant answers by email."
      />
      <Card>
        <SelectField
          label="Status"
          className="w-full sm:w-72"
          options={statusOptions}
          value={status}
          onChange={(event) => view.change({ status: event.target.value as QueueStatus })}
        />
      </Card>
      {query.isError && !query.isFetching ? (
        <LoadFailedAlert
          message="We could not load the applications."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Card>
          <h2 id={headingId} className="mb-1 text-lg font-semibold text-ink">
            {queueHeadings[status]}
          </h2>
          <p role="status" className="mb-3 min-h-5 text-sm text-muted">
            {page && page.meta.total > 0 && page.meta.from !== null && page.meta.to !== null
              ? `Showing ${formatCount(page.meta.from)}–${formatCount(page.meta.to)} of ${formatCount(page.meta.total)}${decidedStatuses.has(status) ? '' : ', oldest first'}`
              : page
                ? ''
                : 'Loading applications…'}
          </p>
          {!page && <Loading />}
          {page && page.data.length === 0 && (
            <NoResult title={emptyTexts[status].title}>{emptyTexts[status].text}</NoResult>
          )}
          {page && page.data.length > 0 && (
            <ApplicationsTable
              labelledBy={headingId}
              applications={page.data}
              busy={query.isPlaceholderData}
            />
          )}
          {page && (
            <Pagination className="mt-4" label="Application pages" meta={page.meta} hrefFor={view.hrefFor} />
          )}
        </Card>
      )}
    </div>
  );
}
