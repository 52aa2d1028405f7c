import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { auditLog } from '@affiliate/contract/endpoints/operator-audit';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { useUrlFilters } from '@/lib/use-url-filters';
import { consoleQueryKey } from '../../../lib/console-api';
import { useAuditActions, useAuditPage, useOperatorChoices } from '../api/audit';
import { auditFiltersInUrl, isFiltered, shownPage } from '../lib/audit-filters';
import { AuditFiltersForm } from './audit-filters-form';
import { AuditPager } from './audit-pager';
import { AuditTable } from './audit-table';

function Loading() {
  return (
    <table className="w-full" aria-busy="true" aria-label="Loading audit entries">
      <tbody>
        <SkeletonTableRows count={5} columns={3} />
      </tbody>
    </table>
  );
}

/** Audit: who did what, when, to which affiliate, and how it ended; filters and page kept in the URL. */
export function AuditScreen() {
  const view = useUrlFilters(auditFiltersInUrl);
  const filters = view.values;
  const query = useAuditPage(view.query);
  const operators = useOperatorChoices();
  const actions = useAuditActions();
  const queryClient = useQueryClient();
  const headingId = useId();
  const page = query.data;
  const pageNumber = shownPage(filters);

  // Reset goes back to the newest rows of every filter, and reads them again.
  const reset = () => {
    void queryClient.invalidateQueries({ queryKey: consoleQueryKey(auditLog) });
    view.reset();
  };

  return (
    <div className="max-w-6xl space-y-5">
      <PageHeader
        title="Audit"
        description="Every sign-in, refusal and change in the program: who did it, when, to which affiliate, and how it ended."
      />
      <Card>
        <AuditFiltersForm
          filters={filters}
          operators={operators.data ?? []}
          actions={actions.data ?? []}
          onChange={view.change}
          onReset={reset}
        />
      </Card>
      {query.isError && !query.isFetching ? (
        <LoadFailedAlert
          message="We could not load the audit trail."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Card>
          <h2 id={headingId} className="mb-1 text-lg font-semibold text-ink">
            Audit entries
          </h2>
          <p role="status" className="mb-3 min-h-5 text-sm text-muted">
            {!page
              ? 'Loading audit entries…'
              : page.data.length > 0
                ? `Page ${pageNumber}, newest first`
                : ''}
          </p>
          {!page && <Loading />}
          {page && page.data.length === 0 && (
            <NoResult title="No audit entries match these filters">
              {isFiltered(filters)
                ? 'Try another operator, action, affiliate or dates, or press Reset to see every entry.'
                : 'Sign-ins, refusals and changes appear here as they happen.'}
            </NoResult>
          )}
          {page && page.data.length > 0 && (
            <AuditTable labelledBy={headingId} entries={page.data} busy={query.isPlaceholderData} />
          )}
          {page && (
            <AuditPager
              page={pageNumber}
              newer={page.meta.newer}
              older={page.meta.older}
              onNewer={(after) =>
                view.change({ after, before: undefined, page: Math.max(1, pageNumber - 1) })
              }
              onOlder={(before) => view.change({ before, after: undefined, page: pageNumber + 1 })}
            />
          )}
        </Card>
      )}
    </div>
  );
}
