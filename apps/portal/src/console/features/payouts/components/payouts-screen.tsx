import { useId, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { usePaymentOptions, useRates, type ExchangeRate, type PayoutOption } from '../api/payouts';
import { PayoutOptionDialog } from './payout-option-dialog';
import { PayoutOptionsTable } from './payout-options-table';
import { RateDialog } from './rate-dialog';
import { RatesTable } from './rates-table';

interface ListQuery<T> {
  data: T[] | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A card with its heading (naming the table inside), and the list's loading, failure and empty states. */
function ListCard<T>({
  title,
  description,
  what,
  query,
  children,
}: {
  title: string;
  description: string;
  what: string;
  query: ListQuery<T>;
  children: (labelledBy: string, rows: T[]) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 mb-3 text-sm text-muted">{description}</p>
      {query.isError ? (
        <LoadFailedAlert
          message={`We could not load ${what}.`}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <table className="w-full" aria-busy="true" aria-label={`Loading ${what}`}>
          <tbody>
            <SkeletonTableRows count={4} columns={4} />
          </tbody>
        </table>
      ) : query.data.length === 0 ? (
        <p className="py-4 text-sm text-muted">There are no {what} yet.</p>
      ) : (
        children(headingId, query.data)
      )}
    </Card>
  );
}

/** The payout options affiliates may withdraw with (limits, fees, on or off) and the rates crypto payouts are converted at. */
export function PayoutsScreen() {
  const options = usePaymentOptions();
  const rates = useRates();
  const [editing, setEditing] = useState<PayoutOption | null>(null);
  const [setting, setSetting] = useState<ExchangeRate | null>(null);

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Payout options and rates"
        description="How affiliates may be paid, within which limits, and the rates crypto payouts are converted at."
      />
      <ListCard
        title="Payout options"
        description="Limits are per withdrawal, in EUR. An option not offered is hidden from affiliates."
        what="payout options"
        query={options}
      >
        {(labelledBy, rows) => (
          <PayoutOptionsTable labelledBy={labelledBy} options={rows} onEdit={setEditing} />
        )}
      </ListCard>
      <ListCard
        title="Rates against EUR"
        description="A stale rate holds back withdrawals in its asset until a new one is recorded."
        what="rates"
        query={rates}
      >
        {(labelledBy, rows) => <RatesTable labelledBy={labelledBy} rates={rows} onSet={setSetting} />}
      </ListCard>
      <PayoutOptionDialog option={editing} onClose={() => setEditing(null)} />
      <RateDialog rate={setting} onClose={() => setSetting(null)} />
    </div>
  );
}
