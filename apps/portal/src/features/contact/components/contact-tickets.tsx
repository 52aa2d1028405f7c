import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AffiliateTicket } from '@affiliate/contract/endpoints/contact';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { ticketsQueryOptions } from '../api/get-tickets';
import { contactCategoryNames } from '../lib/contact-categories';

/** The ticket a link names (`?ticket=ID`, a notification's "View"), when it is a number. */
function linkedTicket(search: URLSearchParams): number | null {
  const value = search.get('ticket');
  return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/**
 * One ticket as a native disclosure (Enter or Space opens it): subject, when it was sent, whether
 * support has answered; open, the conversation oldest first.
 */
function Ticket({ ticket, linked }: { ticket: AffiliateTicket; linked: boolean }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDetailsElement>(null);
  const id = ticket.id;
  const subject = ticket.subject;
  const answers = ticket.messages.length - 1;
  useEffect(() => {
    // The ticket a notification leads to is opened and brought into view, its summary focused.
    if (!linked || !ref.current) return;
    ref.current.open = true;
    ref.current.querySelector('summary')?.focus();
    ref.current.scrollIntoView?.({ block: 'start' });
  }, [linked]);
  return (
    <li className="rounded-xl border border-line bg-surface shadow-xs">
      <details ref={ref} className="group" aria-label={t`Ticket #${id}: ${subject}`}>
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl p-4 hover:bg-canvas/60 [&::-webkit-details-marker]:hidden">
          <span className="min-w-0">
            <span className="block break-words font-semibold text-ink">{ticket.subject}</span>
            <span className="block text-sm text-muted">
              #{ticket.id} · {t(contactCategoryNames[ticket.category])} · {formatDateTime(ticket.created_at)}
            </span>
          </span>
          <span
            className={cx(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              answers > 0 ? 'bg-success-soft text-success-ink' : 'bg-canvas text-muted',
            )}
          >
            {answers === 0 ? (
              <Trans>Waiting for an answer</Trans>
            ) : (
              <Plural value={answers} one="# answer" other="# answers" />
            )}
          </span>
        </summary>
        <ol
          aria-label={t`Conversation of ticket #${id}`}
          className="flex flex-col gap-3 border-t border-line p-4"
        >
          {ticket.messages.map((message, index) => (
            <li
              key={index}
              className={cx(
                'rounded-lg px-3 py-2 text-sm',
                message.from === 'support' ? 'bg-info-ink/5' : 'bg-canvas',
              )}
            >
              <p className="text-xs font-medium text-muted">
                {message.from === 'support' ? t`Support` : t`You`} · {formatDateTime(message.at)}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-ink">{message.body}</p>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** Your tickets: the affiliate's tickets, newest first, each opening to its conversation with support. */
export function ContactTickets() {
  const { t } = useLingui();
  const query = useQuery(ticketsQueryOptions());
  const [search] = useSearchParams();
  const linked = linkedTicket(search);
  return (
    <section aria-labelledby="contact-tickets" className="mt-8 max-w-2xl">
      <h2 id="contact-tickets" className="mb-3 text-lg font-semibold text-ink">
        <Trans>Your tickets</Trans>
      </h2>
      {query.isError ? (
        <LoadFailedAlert
          message={t`We could not load your tickets.`}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">
            <Trans>Loading your tickets…</Trans>
          </span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : query.data.length === 0 ? (
        <Card>
          <p className="text-sm text-muted">
            <Trans>You have not written to us yet. Our answers will appear here.</Trans>
          </p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.map((ticket) => (
            <Ticket key={ticket.id} ticket={ticket} linked={ticket.id === linked} />
          ))}
        </ul>
      )}
    </section>
  );
}
