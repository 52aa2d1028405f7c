import { useId, useState } from 'react';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useAffiliateSearch } from '../api/affiliates';
import { affiliateActionsFor } from '../lib/affiliate-actions';
import { affiliateFiltersInUrl, shownPage } from '../lib/search-filters';
import { AffiliateSearchForm } from './affiliate-search-form';
import { AffiliatesTable } from './affiliates-table';
import { CreateAffiliateDialog } from './create-affiliate-dialog';
import { SearchPager } from './search-pager';

function Loading() {
  return (
    <table className="w-full" aria-busy="true" aria-label="Loading affiliates">
      <tbody>
        <SkeletonTableRows count={5} columns={3} />
      </tbody>
    </table>
  );
}

/** Affiliates: find one by name, email, username, referral code or id; the search and page kept in the URL. */
export function AffiliatesScreen() {
  const view = useUrlFilters(affiliateFiltersInUrl);
  const filters = view.values;
  const query = useAffiliateSearch(view.query);
  const { data: operator } = useSignedInOperator();
  const actions = affiliateActionsFor(operator?.role);
  const [creating, setCreating] = useState(false);
  const headingId = useId();
  const page = query.data;
  const pageNumber = shownPage(filters);
  const searched = filters.q !== undefined || filters.status !== undefined;

  return (
    <div className="max-w-6xl space-y-5">
      <PageHeader
        title="Affiliates"
        description="Find an affiliate to see their plan, figures, balance, identity and sign-ins."
        actions={
          actions.create && (
            <Button onClick={() => setCreating(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              Create affiliate
            </Button>
          )
        }
      />
      <Card>
        <AffiliateSearchForm filters={filters} onChange={view.change} />
      </Card>
      {query.isError && !query.isFetching ? (
        <LoadFailedAlert
          message="We could not load the affiliates."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Card>
          <h2 id={headingId} className="mb-1 text-lg font-semibold text-ink">
            {filters.q ? `Affiliates matching “${filters.q}”` : 'All affiliates'}
          </h2>
          <p role="status" className="mb-3 min-h-5 text-sm text-muted">
            {!page ? 'Loading affiliates…' : page.data.length > 0 ? `Page ${pageNumber}, by username` : ''}
          </p>
          {!page && <Loading />}
          {page && page.data.length === 0 && (
            <NoResult title="No affiliates found">
              {searched
                ? 'Check the spelling, type less of the name, or choose any status.'
                : 'Affiliates appear here once they are created.'}
            </NoResult>
          )}
          {page && page.data.length > 0 && (
            <AffiliatesTable labelledBy={headingId} affiliates={page.data} busy={query.isPlaceholderData} />
          )}
          {page && (
            <SearchPager
              page={pageNumber}
              previous={page.meta.previous}
              next={page.meta.next}
              onPrevious={(before) =>
                view.change({ before, after: undefined, page: Math.max(1, pageNumber - 1) })
              }
              onNext={(after) => view.change({ after, before: undefined, page: pageNumber + 1 })}
            />
          )}
        </Card>
      )}
      {actions.create && <CreateAffiliateDialog open={creating} onClose={() => setCreating(false)} />}
    </div>
  );
}
