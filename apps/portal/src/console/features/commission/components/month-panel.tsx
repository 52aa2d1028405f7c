import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { formatDateTime } from '@/lib/dates';
import { formatCount } from '@/lib/money';
import { COMMISSION_PREVIEW_LINES } from '@affiliate/contract/endpoints/operator-commission';
import { useCommissionPreview, type CommissionPreview } from '../api/commission';
import { monthName, stateLabels } from '../lib/period-labels';
import { CloseMonthDialog, type MonthClosed } from './close-month-dialog';
import { CommissionLines } from './commission-lines';
import { MonthTotals } from './month-totals';
import { PeriodStateBadge } from './period-state-badge';

function affiliatesWithLines(preview: CommissionPreview): number {
  return preview.totals.reduce((sum, t) => sum + t.affiliates, 0);
}

/** One month: its state, totals per currency, the largest lines, and (ready to close) the Close button. */
export function MonthPanel({
  period,
  onClosed,
}: {
  period: string;
  onClosed: (result: MonthClosed) => void;
}) {
  const preview = useCommissionPreview(period);
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const totalsId = useId();
  const linesId = useId();
  const name = monthName(period);

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {name}
            </h2>
            {preview.data && (
              <p className="mt-1 text-sm text-muted">
                <PeriodStateBadge state={preview.data.state} /> {stateLabels[preview.data.state].explanation}
              </p>
            )}
          </div>
          {preview.data?.state === 'ready' && (
            <Button onClick={() => setConfirming(true)}>Close {name}</Button>
          )}
        </div>
        {preview.isError ? (
          <div className="mt-4">
            <LoadFailedAlert
              message={`We could not load the figures of ${name}.`}
              error={preview.error}
              retrying={preview.isFetching}
              onRetry={() => void preview.refetch()}
            />
          </div>
        ) : !preview.data ? (
          <table className="mt-4 w-full" aria-busy="true" aria-label={`Loading the figures of ${name}`}>
            <tbody>
              <SkeletonTableRows count={4} columns={5} />
            </tbody>
          </table>
        ) : preview.data.totals.length === 0 ? (
          <p className="mt-4 text-sm text-muted">
            No affiliate has a commission for {name}: no activity, no negative carried in, no late activity.
          </p>
        ) : (
          <>
            <h3 id={totalsId} className="mt-5 text-sm font-semibold text-ink">
              Totals
            </h3>
            <MonthTotals labelledBy={totalsId} totals={preview.data.totals} />
            <p className="mt-2 text-xs text-muted">
              {preview.data.state === 'closed'
                ? 'Sub-affiliate earnings: what the close credited parents on their sub-affiliates, after every affiliate’s own commission, corrections of earlier months included.'
                : 'Sub-affiliate earnings: an estimate of what parents earn on their sub-affiliates’ month, worked out as the close does. Corrections of earlier months’ sub-affiliate earnings (late activity, reversed CPAs) are worked out only when the month closes, and show here once it is closed.'}
            </p>
            <h3 id={linesId} className="mt-6 text-sm font-semibold text-ink">
              By affiliate
            </h3>
            <p className="mb-2 text-xs text-muted">
              {affiliatesWithLines(preview.data) > COMMISSION_PREVIEW_LINES
                ? `The ${formatCount(COMMISSION_PREVIEW_LINES)} largest of ${formatCount(affiliatesWithLines(preview.data))} affiliates; the totals count them all.`
                : 'Largest first.'}{' '}
              {preview.data.state === 'closed'
                ? `Closed ${formatDateTime(preview.data.closed_at)} by ${preview.data.closed_by}.`
                : `Figures as of ${formatDateTime(preview.data.computed_at)}.`}
            </p>
            <CommissionLines labelledBy={linesId} lines={preview.data.lines} />
          </>
        )}
        {preview.data && (
          <CloseMonthDialog
            preview={preview.data}
            open={confirming}
            onClose={() => setConfirming(false)}
            onClosed={onClosed}
          />
        )}
      </Card>
    </section>
  );
}
