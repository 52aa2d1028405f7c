import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { formatCount, formatMoney } from '@/lib/money';
import { useCommissionMonths } from '../api/commission';
import { chosenMonth, monthName } from '../lib/period-labels';
import type { MonthClosed } from './close-month-dialog';
import { MonthPanel } from './month-panel';
import { MonthsTable } from './months-table';
import { consoleRoutes } from '../../../config/console-routes';

function closedMessage(result: MonthClosed): string {
  const name = monthName(result.period);
  if (!result.closedNow) return `${name} was already closed: nothing was credited again.`;
  const closed = `${name} is closed: ${formatCount(result.affiliates)} ${result.affiliates === 1 ? 'affiliate has' : 'affiliates have'} a commission line, credited and notified.`;
  if (result.subAffiliateEarnings.length === 0) return closed;
  const earnings = result.subAffiliateEarnings.map((e) => formatMoney(e.amount, e.currency)).join(' and ');
  return `${closed} Parents were credited ${earnings} on their sub-affiliates.`;
}

/**
 * Commission: the program's months and where each stands, and one month's preview of its close (the
 * month in the address, `?month=YYYY-MM`, so a preview can be linked to a colleague).
 */
export function CommissionScreen() {
  const months = useCommissionMonths();
  const [searchParams, setSearchParams] = useSearchParams();
  const [closed, setClosed] = useState<MonthClosed | null>(null);
  const headingId = useId();
  const selected = months.data ? chosenMonth(searchParams.get('month'), months.data) : null;

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Commission"
        description="Each month’s commission, worked out by the close itself: preview what closing a month credits, per affiliate and in total, then close it."
      />
      {closed && <Alert tone="success">{closedMessage(closed)}</Alert>}
      {selected && (
        <MonthPanel
          key={selected}
          period={selected}
          onClosed={(result) => {
            setClosed(result);
            // Stay on the month just closed: without a month in the address the screen would move on to the next one ready.
            setSearchParams({ month: result.period }, { replace: true });
          }}
        />
      )}
      <Card>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          Months
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted">
          Months close in order, once they have ended. Plans are changed on each affiliate’s page (
          <Link to={consoleRoutes.affiliates.path} className="underline underline-offset-2">
            Affiliates
          </Link>
          ); a change applies from the first day of the next month.
        </p>
        {months.isError ? (
          <LoadFailedAlert
            message="We could not load the months."
            error={months.error}
            retrying={months.isFetching}
            onRetry={() => void months.refetch()}
          />
        ) : !months.data ? (
          <table className="w-full" aria-busy="true" aria-label="Loading the months">
            <tbody>
              <SkeletonTableRows count={4} columns={4} />
            </tbody>
          </table>
        ) : (
          <MonthsTable labelledBy={headingId} months={months.data} selected={selected} />
        )}
      </Card>
    </div>
  );
}
