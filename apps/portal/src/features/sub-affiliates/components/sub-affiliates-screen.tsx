import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { affiliateBrandsQueryOptions } from '@/api/get-affiliate-brands';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionMemberId } from '@/lib/auth-store';
import { subAffiliatesQueryOptions, type SubAffiliateList } from '../api/get-sub-affiliates';
import { brandLines } from '../lib/sub-affiliate-words';
import { SubAffiliatesView } from './sub-affiliates-view';

function SubAffiliatesLoading() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">
        <Trans>Loading your sub-affiliates…</Trans>
      </span>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The brands' names are asked for only when a sub's figures are split by brand: most lists never need them. */
const splitByBrand = (list: SubAffiliateList | undefined) =>
  list?.data.some((sub) => {
    const lines = brandLines(sub);
    return lines.length > 1 && lines.some((line) => line.brand !== null);
  }) ?? false;

/**
 * Sub-affiliates (issue 38): the affiliate's invite link with its QR code, what the deal pays on the
 * affiliates who join through it, and the list of them with this month's figures and what they earned
 * the affiliate to date. Nothing of a sub's players or money beyond what the parent is paid on.
 */
export function SubAffiliatesScreen() {
  const { t } = useLingui();
  const enabled = useSessionMemberId() !== undefined;
  const query = useQuery({ ...subAffiliatesQueryOptions(), enabled });
  const brands = useQuery({ ...affiliateBrandsQueryOptions(), enabled: enabled && splitByBrand(query.data) });
  return (
    <>
      <PageHeader
        title={t`Sub-affiliates`}
        description={t`Invite other affiliates with your link, and follow what you earn on those who join.`}
      />
      {query.isError ? (
        <LoadFailedAlert
          message={t`We could not load your sub-affiliates.`}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <SubAffiliatesView list={query.data} brands={brands.data} />
      ) : (
        <SubAffiliatesLoading />
      )}
    </>
  );
}
