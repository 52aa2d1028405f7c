import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { SkeletonCardItems } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { SelectField } from '@/components/ui/select-field';
import { formatCount } from '@/lib/money';
import { useTicketList } from '../api/tickets';
import {
  readTicketsView,
  TICKET_LIST_LIMIT,
  ticketListStatuses,
  ticketListStatusNames,
  ticketsSearch,
  type TicketListStatus,
} from '../lib/tickets-view';
import { TicketList } from './ticket-list';
import { TicketView } from './ticket-view';

const statusOptions = ticketListStatuses.map((status) => ({
  value: status,
  label: ticketListStatusNames[status],
}));
const emptyTexts: Record<TicketListStatus, string> = {
  open: 'Nothing waits for support. A message an affiliate sends from the contact page appears here at once.',
  closed: 'No ticket is closed yet.',
  all: 'No affiliate has written to support yet.',
};

/**
 * Tickets: the messages affiliates send from the contact page, newest first by status; a ticket opens
 * with its whole thread, to answer, close or reopen it. The status and the open ticket live in the URL,
 * so Back returns from a ticket to the list it was opened from.
 */
export function TicketsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readTicketsView(searchParams);
  const list = useTicketList(view.status);
  const tickets = list.data?.data;

  return (
    <div className="max-w-5xl space-y-5">
      <PageHeader
        title="Tickets"
        description="Messages affiliates send from the contact page: read the thread, answer (they get it as a notification and by email), close and reopen."
      />
      {view.ticket !== null ? (
        <TicketView
          key={view.ticket}
          ticketId={view.ticket}
          backTo={ticketsSearch({ ...view, ticket: null }) || '.'}
        />
      ) : (
        <>
          <Card>
            <SelectField
              label="Status"
              className="w-full sm:w-48"
              options={statusOptions}
              value={view.status}
              onChange={(event) =>
                setSearchParams(
                  ticketsSearch({ status: event.target.value as TicketListStatus, ticket: null }),
                )
              }
            />
          </Card>
          {list.isError && !list.isFetching ? (
            <LoadFailedAlert
              message="We could not load the tickets."
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <section aria-labelledby="ticket-results" className="space-y-3">
              <h2 id="ticket-results" className="sr-only">
                {ticketListStatusNames[view.status]}
              </h2>
              <p role="status" className="min-h-5 text-sm text-muted">
                {!tickets
                  ? 'Loading tickets…'
                  : tickets.length === 0
                    ? ''
                    : tickets.length < TICKET_LIST_LIMIT
                      ? `${formatCount(tickets.length)} ${tickets.length === 1 ? 'ticket' : 'tickets'}, newest first`
                      : `The newest ${formatCount(TICKET_LIST_LIMIT)} tickets`}
              </p>
              {!tickets && (
                <ul aria-busy="true" aria-label="Loading tickets" className="space-y-3">
                  <SkeletonCardItems count={4} />
                </ul>
              )}
              {tickets && tickets.length === 0 && (
                <Card>
                  <NoResult title={view.status === 'open' ? 'No open tickets' : 'No tickets here'}>
                    {emptyTexts[view.status]}
                  </NoResult>
                </Card>
              )}
              {tickets && tickets.length > 0 && (
                <TicketList
                  tickets={tickets}
                  busy={list.isPlaceholderData}
                  linkTo={(ticket) => ticketsSearch({ ...view, ticket: ticket.id })}
                />
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
