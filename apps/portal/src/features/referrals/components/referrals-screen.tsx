import { PagedResults } from '@/components/paged-results';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { playerList } from '@affiliate/contract/endpoints/referrals';
import { useMember } from '@/api/get-member';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { routes } from '@/config/routes';
import { endpointKey } from '@/lib/api-client';
import { useSessionMemberId } from '@/lib/auth-store';
import { formatMonthYear } from '@/lib/dates';
import { specMessages } from '@/lib/i18n/spec-messages';
import { formatCount } from '@/lib/money';
import { playersQueryOptions } from '../api/get-players';
import { useUrlFilters } from '@/lib/use-url-filters';
import { playerFiltersInUrl, type PlayerFilters } from '../lib/player-filters';
import { toListedPlayerRow } from '../lib/player-row';
import { ExportPlayersButtons } from './export-players-buttons';
import { PlayerFiltersForm } from './player-filters-form';
import { PlayersList } from './players-list';

function periodNote(filters: PlayerFilters): string {
  if (filters.year === undefined) return t`Figures for all time`;
  const year = filters.year;
  if (filters.month === undefined) return t`Figures for ${year}`;
  const month = formatMonthYear(new Date(year, filters.month - 1, 1));
  return t`Figures for ${month}`;
}

/** "Showing 1–10 of 23 players". */
function showingText(first: number, last: number, count: number): string {
  const from = formatCount(first);
  const to = formatCount(last);
  return t`Showing ${from}–${to} of ${plural(count, { one: '# player', other: '# players' })}`;
}

/** Referrals: the affiliate's referred players with the specification's filters, kept in the URL. */
export function ReferralsScreen() {
  const { t: translate, i18n } = useLingui();
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
  // Made at each render (a page of rows): they hold words and figures in the language on screen.
  const rows = page?.data.map((record) => toListedPlayerRow(record, currency, page.meta.brands)) ?? null;
  const failed = query.isError && !query.isFetching;

  return (
    <>
      <PageHeader
        title={translate`Referrals`}
        description={translate`The players who joined through your referral links, with their figures for the period you choose.`}
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
        <LoadFailedAlert
          message={i18n._(specMessages.playersFetchFailed)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PagedResults
          id="players-results"
          page={page}
          showing={showingText}
          loading={translate`Loading players…`}
          pagesLabel={translate`Referrals pages`}
          hrefFor={view.hrefFor}
          empty={
            <NoResult title={translate`No players match these filters`}>
              {view.isDefault ? (
                <Trans>
                  Players appear here once they sign up through your referral link and make a first deposit.
                  Share your referral link from{' '}
                  <Link to={routes.affiliateTools.path} className="font-medium text-info-ink underline">
                    Affiliate Tools
                  </Link>
                  .
                </Trans>
              ) : (
                translate`Try another period or category, or press Reset to see all depositing players.`
              )}
            </NoResult>
          }
        >
          <PlayersList
            rows={rows}
            skeletonRows={filters.itemsPerPage}
            busy={query.isPlaceholderData}
            periodNote={periodNote(filters)}
          />
        </PagedResults>
      )}
    </>
  );
}
