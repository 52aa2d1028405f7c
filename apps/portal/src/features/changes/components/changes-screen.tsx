import { PagedResults } from '@/components/paged-results';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { affiliateChanges } from '@affiliate/contract/endpoints/player-changes';
import { PlayerChangeList } from '@/components/player-change-list';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { routes } from '@/config/routes';
import { endpointKey } from '@/lib/api-client';
import { formatCount } from '@/lib/money';
import { useUrlFilters } from '@/lib/use-url-filters';
import { changesQueryOptions } from '../api/get-changes';
import { changeFiltersInUrl, isFiltered } from '../lib/change-filters';
import { ChangeFiltersForm } from './change-filters-form';

/**
 * Changes (issue 39): every change that moved players or money away from the affiliate (or a player to
 * it), newest first, filtered and paged by the gateway, the filters kept in the URL.
 */
export function ChangesScreen() {
  const { t } = useLingui();
  const view = useUrlFilters(changeFiltersInUrl);
  const filters = view.values;
  const queryClient = useQueryClient();
  const query = useQuery(changesQueryOptions(view.query));

  // Reset restores the defaults and reloads, also when the defaults are already on screen.
  const reset = () => {
    if (view.isDefault) {
      void query.refetch();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: endpointKey(affiliateChanges), refetchType: 'none' });
    view.reset();
  };

  const page = query.data;
  const failed = query.isError && !query.isFetching;
  const showing = (first: number, last: number, count: number) => {
    const from = formatCount(first);
    const to = formatCount(last);
    return t`Showing ${from}–${to} of ${plural(count, { one: '# change', other: '# changes' })}`;
  };

  return (
    <>
      <PageHeader
        title={t`Changes`}
        description={t`Every change to your players and your money that you did not make: players moved, removed or marked as duplicates, activity of a closed month restated, CPAs reversed and your deal changed. Newest first, times in UTC.`}
      />
      <Card className="mb-5">
        <ChangeFiltersForm filters={filters} onChange={view.change} onReset={reset} />
      </Card>

      {failed ? (
        <LoadFailedAlert
          message={t`We could not load your changes.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PagedResults
          id="changes-results"
          page={page}
          showing={showing}
          loading={t`Loading changes…`}
          pagesLabel={t`Change pages`}
          hrefFor={view.hrefFor}
          empty={
            isFiltered(filters) ? (
              <NoResult title={t`No changes match these filters`}>
                <Trans>Choose another kind of change, or press Reset to see every change.</Trans>
              </NoResult>
            ) : (
              <NoResult title={t`No changes so far`}>
                <Trans>
                  Nothing has changed your players or your money so far. If a player of yours is moved to
                  another affiliate, removed or marked as a duplicate, if the brand restates the activity of a
                  closed month, if a CPA is reversed or your deal changes, it appears here: when, by what and
                  why. Your players are on{' '}
                  <Link to={routes.referrals.path} className="font-medium text-info-ink underline">
                    Referrals
                  </Link>
                  .
                </Trans>
              </NoResult>
            )
          }
        >
          <PlayerChangeList
            entries={page?.data ?? null}
            label={t`Changes, newest first`}
            skeletonRows={filters.per_page}
            busy={query.isPlaceholderData}
          />
        </PagedResults>
      )}
    </>
  );
}
