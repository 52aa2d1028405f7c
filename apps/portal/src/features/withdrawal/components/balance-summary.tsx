import { Clock, Wallet } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberBalance } from '@affiliate/contract/endpoints/payments';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { useBalance } from '@/api/get-balance';
import { formatMoney } from '@/lib/money';

const loading = (
  <>
    <Skeleton className="h-8 w-32" />
    <span className="sr-only">
      <Trans>Loading</Trans>
    </span>
  </>
);

/** The available balance, and what is held by requests not yet paid. */
export function BalanceSummary() {
  const { t } = useLingui();
  const balance = useBalance();
  if (balance.isError)
    return (
      <LoadFailedAlert
        message={t`We could not load your balance.`}
        error={balance.error}
        retrying={balance.isFetching}
        onRetry={() => void balance.refetch()}
      />
    );
  const data: MemberBalance | undefined = balance.data;
  const total = data ? formatMoney(data.balance, data.currency) : '';
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <StatCard
        label={t`Available balance`}
        icon={<Wallet className="size-5" />}
        value={data ? formatMoney(data.available, data.currency) : loading}
        hint={t`What you can withdraw now.`}
      />
      <StatCard
        label={t`Held for requests`}
        icon={<Clock className="size-5" />}
        value={data ? formatMoney(data.held, data.currency) : loading}
        hint={data ? t`Requested and not yet paid. Balance in all: ${total}.` : undefined}
      />
    </div>
  );
}
