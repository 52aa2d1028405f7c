import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionMemberId } from '@/lib/auth-store';
import { commissionCurrentQueryOptions } from '../api/get-commission-current';
import { CommissionView } from './commission-view';

function CommissionLoading() {
  return (
    <div role="status" className="flex max-w-4xl flex-col gap-6">
      <span className="sr-only">
        <Trans>Loading the commission…</Trans>
      </span>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** Commission: what closing the running month now would pay under the affiliate's deal, with every input. */
export function CommissionScreen() {
  const { t } = useLingui();
  const memberId = useSessionMemberId();
  const query = useQuery({ ...commissionCurrentQueryOptions(), enabled: memberId !== undefined });
  return (
    <>
      <PageHeader
        title={t`Commission`}
        description={t`What closing the running month now would pay you under your deal, with every figure it comes from.`}
      />
      {query.isError ? (
        <LoadFailedAlert
          message={t`We could not load your commission for the running month.`}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <CommissionView figures={query.data} />
      ) : (
        <CommissionLoading />
      )}
    </>
  );
}
