import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@affiliate/contract';
import { useMemberId } from '@/api/current-member-id';
import { useMember } from '@/api/get-member';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { routes } from '@/config/routes';
import { formatCount } from '@/lib/money';
import { membersQueryOptions } from '../api/get-members';
import {
  changeMemberFilters,
  defaultMemberFilters,
  isDefaultMemberFilters,
  memberFiltersToSearch,
  parseMemberFilters,
  type MemberFilters,
} from '../lib/member-filters';
import { toReferredMemberRow } from '../lib/member-row';
import { ExportMembersButtons } from './export-members-buttons';
import { MemberFiltersForm } from './member-filters-form';
import { MembersList } from './members-list';

function periodNote(filters: MemberFilters): string {
  if (filters.year === null) return 'Figures for all time';
  if (filters.month === null) return `Figures for ${filters.year}`;
  const month = new Date(filters.year, filters.month - 1, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  return `Figures for ${month}`;
}

/** Referrals: the affiliate's referred players with the specification's filters, kept in the URL. */
export function ReferralsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseMemberFilters(searchParams), [searchParams]);
  const memberId = useMemberId();
  const member = useMember().data;
  const queryClient = useQueryClient();
  const query = useQuery({ ...membersQueryOptions(memberId ?? 0, filters), enabled: memberId !== undefined });

  const show = (next: MemberFilters) => setSearchParams(memberFiltersToSearch(next));
  const change = (update: Partial<MemberFilters>) => show(changeMemberFilters(filters, update));
  // Reset restores the defaults and reloads, also when the defaults are already on screen.
  const reset = () => {
    if (isDefaultMemberFilters(filters)) {
      void query.refetch();
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ['referrals', 'members'], refetchType: 'none' });
    show({ ...defaultMemberFilters });
  };
  const hrefFor = (page: number) => {
    const search = memberFiltersToSearch({ ...filters, page }).toString();
    return search ? `?${search}` : routes.referrals.path;
  };

  const page = query.data;
  const currency = member?.currency.code ?? page?.meta.currency ?? 'EUR';
  const rows = useMemo(() => page?.data.map((record) => toReferredMemberRow(record, currency)) ?? null, [page, currency]);
  const failed = query.isError && !query.isFetching;

  return (
    <>
      <PageHeader
        title="Referrals"
        description="The players who joined through your referral links, with their figures for the period you choose."
        actions={<ExportMembersButtons memberId={memberId} filters={filters} />}
      />
      <Card className="mb-5">
        <MemberFiltersForm filters={filters} onChange={change} onReset={reset} />
      </Card>

      {failed ? (
        <Alert>
          <p>{messages.playersFetchFailed}</p>
          <Button className="mt-3" size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <section aria-labelledby="members-results">
          <h2 id="members-results" className="sr-only">
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
                {isDefaultMemberFilters(filters) ? (
                  <>
                    Players appear here once they sign up through your referral link and make a first deposit. Share your referral link from{' '}
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
            <MembersList rows={rows} skeletonRows={filters.itemsPerPage} busy={query.isPlaceholderData} periodNote={periodNote(filters)} />
          )}
          {page && <Pagination className="mt-5" label="Referrals pages" meta={page.meta} hrefFor={hrefFor} />}
        </section>
      )}
    </>
  );
}
