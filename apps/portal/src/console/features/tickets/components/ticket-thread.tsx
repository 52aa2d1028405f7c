import type { TicketThreadEntry } from '@affiliate/contract/endpoints/contact';
import { cx } from '@/components/ui/cx';
import { formatDateTime } from '@/lib/dates';

const steps: Record<Exclude<TicketThreadEntry['kind'], 'message' | 'answer'>, string> = {
  closed: 'Closed',
  reopened: 'Reopened',
};

/**
 * The thread in the order it happened: the affiliate's message and each answer in full (line breaks
 * kept), closing and reopening as a line between them. Who acted is shown on every step.
 */
export function TicketThread({ thread }: { thread: TicketThreadEntry[] }) {
  return (
    <ol aria-label="Thread" className="space-y-3">
      {thread.map((entry, index) => (
        <li key={index}>
          {entry.kind === 'message' || entry.kind === 'answer' ? (
            <article
              aria-label={
                entry.kind === 'message'
                  ? `Message from ${entry.by ?? 'the affiliate'}`
                  : `Answer from ${entry.by ?? 'support'}`
              }
              className={cx(
                'rounded-xl border p-4',
                entry.kind === 'message'
                  ? 'border-line bg-surface'
                  : 'border-info/30 bg-info-soft/40 lg:ml-8',
              )}
            >
              <p className="mb-2 text-xs text-muted [overflow-wrap:anywhere]">
                <span className="font-semibold text-ink">
                  {entry.kind === 'message'
                    ? (entry.by ?? 'The affiliate')
                    : `Answer from ${entry.by ?? 'support'}`}
                </span>{' '}
                · {formatDateTime(entry.at)}
              </p>
              <p className="text-sm whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{entry.body}</p>
            </article>
          ) : (
            <p className="text-center text-xs text-muted [overflow-wrap:anywhere]">
              {steps[entry.kind]} by {entry.by ?? 'support'} · {formatDateTime(entry.at)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
