import { Link } from 'react-router';
import { contactCategoryLabels } from '@affiliate/contract/endpoints/contact';
import { cx } from '@/components/ui/cx';
import { formatDateTime } from '@/lib/dates';
import type { ContactTicket } from '../api/tickets';
import { answerState } from '../lib/tickets-view';
import { TicketStatusBadge } from './ticket-status-badge';

/** The tickets of a status, newest first: each one a link to its thread, with what a manager sorts by. */
export function TicketList({
  tickets,
  linkTo,
  busy,
}: {
  tickets: ContactTicket[];
  linkTo: (ticket: ContactTicket) => string;
  busy: boolean;
}) {
  return (
    <ul
      aria-label="Tickets"
      aria-busy={busy}
      className={cx('divide-y divide-line rounded-xl border border-line bg-surface', busy && 'opacity-60')}
    >
      {tickets.map((ticket) => (
        <li
          key={ticket.id}
          className="grid gap-1 px-4 py-3 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-4"
        >
          <div className="min-w-0">
            <Link
              to={linkTo(ticket)}
              className="font-semibold text-info-ink underline-offset-2 hover:underline [overflow-wrap:anywhere]"
            >
              #{ticket.id} {ticket.subject}
            </Link>
            <p className="text-sm text-muted [overflow-wrap:anywhere]">
              {ticket.username} · {contactCategoryLabels[ticket.category]} ·{' '}
              {formatDateTime(ticket.created_at)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <TicketStatusBadge status={ticket.status} />
            <span>{answerState(ticket)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
