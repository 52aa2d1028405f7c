import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { playerList } from '@affiliate/contract/endpoints/referrals';
import { messages } from '@affiliate/contract/common/messages';
import { useMember } from '@/api/get-member';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { routes } from '@/config/routes';
import { endpointKey } from '@/lib/api-client';
import { useSessionMemberId } from '@/lib/auth-store';
import { formatMonthYear } from '@/lib/dates';
import { formatCount } from '@/lib/money';
import { playersQueryOptions } from '../api/get-players';
import { useUrlFilters } from '@/lib/use-url-filters';
import { playerFiltersInUrl, type PlayerFilters } from '../lib/player-filters';
import { toListedPlayerRow } from '../lib/player-row';
import { ExportPlayersButtons } from './export-players-buttons';
import { PlayerFiltersForm } from './player-filters-form';
import { PlayersList } from './players-list';

function periodNote(filters: PlayerFilters): string {
  if (filters.year === undefined) return 'Figures for all time';
  if (filters.month === undefined) return `Figures for ${filters.year}`;
  return `Figures for ${formatMonthYear(new Date(filters.year, filters.month - 1, 1))}`;
}

/** Referrals: the affiliate's referred players with the specification's filters, kept in the URL. */
export function ReferralsScreen() {
  const view = useUrlFilters(playerFiltersInUrl);
  const filters = view.values;
  const memberId = useSessionMemberId();
  const member = useMember().data;
  const queryClient = useQueryClient();
  const query = useQuery({ ...playersQueryOptions(view.query), enabled: memberId !== undefined });

  // Reset restores the defaults and reloads, also when the defaults are already on screen.
  const reset = () => {
    if (view.isDefault) {
      void query.refetch();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: endpointKey(playerList), refetchType: 'none' });
    view.reset();
  };

  const page = query.data;
  const currency = member?.currency.code ?? page?.meta.currency ?? 'EUR';
  const rows = useMemo(
    () => page?.data.map((record) => toListedPlayerRow(record, currency, page.meta.brands)) ?? null,
    [page, currency],
  );
  const failed = query.isError && !query.isFetching;

  return (
    <>
      <PageHeader
        title="Referrals"
        description="The players who joined through your referral links, with their figures for the period you choose."
        actions={<ExportPlayersButtons filters={filters} />}
      />
      <Card className="mb-5">
        <PlayerFiltersForm
          filters={filters}
          onChange={view.change}
          onReset={reset}
          brands={page?.meta.brands}
        />
      </Card>

      {failed ? (
        <LoadFailedAlert message={messages.playersFetchFailed} onRetry={() => void query.refetch()} />
      ) : (
        <section aria-labelledby="players-results">
          <h2 id="players-results" className="sr-only">
            Results
          </h2>
          <p role="status" className="mb-3 min-h-5 text-sm text-muted">
            {page && page.meta.total > 0 && page.meta.from !== null && page.meta.to !== null
              ? `Showing ${formatCount(page.meta.from)}–${formatCount(page.meta.to)} of ${formatCount(page.meta.total)} players`
              : page
                ? ''
                : 'Loading players…'}
          </p>
          {page && page.data.length === 0 ? (
            <Card>
              <NoResult title="No players match these filters">
                {view.isDefault ? (
                  <>
                    Players appear here once they sign up through your referral link and make a first deposit.
                    Share your referral link from{' '}
                    <Link to={routes.affiliateTools.path} className="font-medium text-info-ink underline">
                      Affiliate Tools
                    </Link>
                    .
                  </>
                ) : (
                  'Try another period or category, or press Reset to see all depositing players.'
                )}
              </NoResult>
            </Card>
          ) : (
            <PlayersList
              rows={rows}
              skeletonRows={filters.itemsPerPage}
              busy={query.isPlaceholderData}
              periodNote={periodNote(filters)}
            />
          )}
          {page && (
            <Pagination className="mt-5" label="Referrals pages" meta={page.meta} hrefFor={view.hrefFor} />
          )}
        </section>
      )}
    </>
  );
}
