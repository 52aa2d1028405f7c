import { useState } from 'react';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import { putFxRates } from '@affiliate/contract/endpoints/fx-rates';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate } from '@/lib/dates';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { columnAt, TableHead, type TableColumn } from '../../../components/table-head';
import { useLatestFxRates, type FxRate } from '../api/fx-rates';
import { SetFxRateForm } from './set-fx-rate-form';

const columns: readonly TableColumn[] = [
  { label: 'Pair', className: columnAt.first },
  { label: 'Rate', className: columnAt.middle },
  { label: 'Set', className: columnAt.fromMd },
];

/**
 * `2026-12-01` (a day, not an instant) as the console writes dates. Read as a calendar date: taken as
 * midnight UTC it showed the day before west of Greenwich (11/30/2026 for a rate of 12/01 in São Paulo).
 */
const shownDay = (day: string) => formatDate(day);

/** What a rate moved: the activity rows it converted again, each one player's day (not calendar days). */
const reconvertedText = (count: number) =>
  count === 1
    ? "1 player's day of activity converted again"
    : `${count} players' days of activity converted again`;

/** Today in UTC (YYYY-MM-DD): rates cannot be set for a later day. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The daily reference rates the program converts brands' currencies at: the latest of each pair, and
 * (for the roles that may) a form to set a day's rate. A day without its own rate uses the latest
 * earlier one; setting one moves the figures of the days it applies to.
 */
export function FxRatesScreen() {
  const { data: operator } = useSignedInOperator();
  const query = useLatestFxRates();
  const [status, setStatus] = useState('');
  const rates = query.data;
  const sets = operator ? roleAdmits(putFxRates, operator.role) : false;

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Exchange rates"
        description="Activity a brand reports in another currency is converted into each affiliate's currency at the rate of its day (the latest earlier rate when the day has none), rounded to the cent per player's day."
      />
      {status && (
        <Alert tone="success">
          <span className="[overflow-wrap:anywhere]">{status}</span>
        </Alert>
      )}
      {sets && (
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-ink">Set a rate</h2>
          <SetFxRateForm
            today={todayUtc()}
            onSet={(result) => {
              const [rate] = result.rates;
              setStatus(
                rate
                  ? `Set ${rate.from}→${rate.to} ${rate.rate} for ${shownDay(result.date)}: ${reconvertedText(result.reconverted_days)}.`
                  : 'Rate set.',
              );
            }}
          />
        </Card>
      )}
      <Card>
        <h2 id="fx-rates-latest" className="text-lg font-semibold text-ink">
          Latest rates
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted">The latest day with a rate, for each currency pair.</p>
        {query.isError ? (
          <LoadFailedAlert
            message="We could not load the rates."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !rates ? (
          <table className="w-full" aria-busy="true" aria-label="Loading rates">
            <tbody>
              <SkeletonTableRows count={3} columns={3} />
            </tbody>
          </table>
        ) : rates.length === 0 ? (
          <p className="py-4 text-sm text-muted">
            No rate is set yet: activity can only arrive in the affiliates&apos; own currencies.
          </p>
        ) : (
          <RatesTable rates={rates} />
        )}
      </Card>
    </div>
  );
}

function RatesTable({ rates }: { rates: FxRate[] }) {
  return (
    <table aria-labelledby="fx-rates-latest" className="w-full text-left text-sm">
      <TableHead columns={columns} />
      <tbody>
        {rates.map((rate) => (
          <tr key={`${rate.from}-${rate.to}`} className="border-b border-line align-top last:border-0">
            <td className="py-3 pr-3">
              <span className="block font-medium text-ink">
                {rate.from} → {rate.to}
              </span>
              <span className="mt-1 block text-xs [overflow-wrap:anywhere] text-muted md:hidden">
                {shownDay(rate.date)} · {rate.source}
              </span>
            </td>
            <td className="px-3 py-3 font-mono tabular-nums [overflow-wrap:anywhere] text-ink">
              {rate.rate}
            </td>
            <td className="hidden px-3 py-3 md:table-cell">
              <span className="block text-ink">
                {shownDay(rate.date)} · {rate.source}
              </span>
              <span className="block text-xs [overflow-wrap:anywhere] text-muted">by {rate.set_by}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
