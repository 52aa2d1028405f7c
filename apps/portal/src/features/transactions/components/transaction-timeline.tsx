import { Trans, useLingui } from '@lingui/react/macro';
import type { TransactionDetail } from '../api/get-transaction';
import { formatDateTime } from '@/lib/dates';
import { actorLabel, timelineStepLabel } from '../lib/transaction-labels';

/** A withdrawal's steps in the order they happened (requested, approved, paid or rejected, cancelled), with their times. */
export function TransactionTimeline({
  events,
  returned = null,
}: {
  events: TransactionDetail['timeline'];
  returned?: string | null;
}) {
  const { t } = useLingui();
  if (events.length === 0)
    return (
      <p className="text-sm text-muted">
        <Trans>This transaction happened at once; it has no steps.</Trans>
      </p>
    );
  const ordered = [...events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol aria-label={t`Timeline`} className="relative ml-1.5 border-l-2 border-line">
      {ordered.map((event, index) => (
        <li key={`${event.status}-${event.at}-${index}`} className="relative pb-4 pl-5 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute -left-[7px] top-1.5 size-3 rounded-full border-2 border-surface bg-ink"
          />
          <p className="text-sm font-semibold text-ink">{timelineStepLabel(event.status)}</p>
          <p className="text-xs text-muted">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {actorLabel(event.actor)}
          </p>
          {event.note && <p className="mt-1 break-words text-sm text-ink">{event.note}</p>}
          {returned && (event.status === 'rejected' || event.status === 'cancelled') && (
            // What the step did to the money: the held amount went back, nothing was sent.
            <p className="mt-1 text-sm text-muted">
              <Trans>
                <span className="whitespace-nowrap tabular-nums">{returned}</span> returned to your balance
              </Trans>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
