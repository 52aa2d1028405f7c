import { useState } from 'react';
import { Link } from 'react-router';
import { contactCategoryLabels } from '@affiliate/contract/endpoints/contact';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiFailure } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { useCloseTicket, useReopenTicket, useTicket, type TicketWithThread } from '../api/tickets';
import { answerState } from '../lib/tickets-view';
import { AnswerForm } from './answer-form';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketThread } from './ticket-thread';

function Loading() {
  return (
    <Card className="space-y-3">
      <p role="status" className="text-sm text-muted">
        Loading the ticket…
      </p>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-24 w-full" />
    </Card>
  );
}

/** The ticket's heading, who wrote it and its state, with the button that moves it (close or reopen). */
function TicketHeader({ ticket, onMoved }: { ticket: TicketWithThread; onMoved: (text: string) => void }) {
  const closeTicket = useCloseTicket();
  const reopenTicket = useReopenTicket();
  const move = ticket.status === 'open' ? closeTicket : reopenTicket;
  const run = async () => {
    try {
      await move.mutateAsync(ticket.id);
      onMoved(
        ticket.status === 'open' ? 'The ticket is closed.' : 'The ticket is open again: answer it below.',
      );
    } catch {
      // Told below from move.error.
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink [overflow-wrap:anywhere]">
            #{ticket.id} {ticket.subject}
          </h2>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">
            {ticket.username} (affiliate #{ticket.member_id}, {ticket.email}) ·{' '}
            {contactCategoryLabels[ticket.category]} · {formatDateTime(ticket.created_at)}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <TicketStatusBadge status={ticket.status} /> {answerState(ticket)}
          </p>
        </div>
        <Button variant="secondary" loading={move.isPending} onClick={() => void run()}>
          {ticket.status === 'open' ? 'Close ticket' : 'Reopen ticket'}
        </Button>
      </div>
      {move.isError && <Alert>{readApiFailure(move.error).message}</Alert>}
    </div>
  );
}

/** One ticket: its thread, the answer form while it is open, and closing or reopening it. */
export function TicketView({ ticketId, backTo }: { ticketId: number; backTo: string }) {
  const query = useTicket(ticketId);
  const [notice, setNotice] = useState<string | null>(null);
  const ticket = query.data?.data;
  return (
    <div className="space-y-4">
      <Link to={backTo} className="inline-block text-sm font-medium text-info-ink underline">
        Back to the tickets
      </Link>
      {query.isError ? (
        <LoadFailedAlert
          message="We could not load this ticket."
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : !ticket ? (
        <Loading />
      ) : (
        <>
          <Card className="space-y-5">
            <TicketHeader ticket={ticket} onMoved={setNotice} />
            {notice && (
              <Alert tone="success">
                <span className="[overflow-wrap:anywhere]">{notice}</span>
              </Alert>
            )}
            <TicketThread thread={ticket.thread} />
          </Card>
          <Card>
            {ticket.status === 'open' ? (
              <AnswerForm
                ticket={ticket}
                onSent={(closed) =>
                  setNotice(
                    `Your answer was sent to ${ticket.username}${closed ? ', and the ticket is closed' : ''}.`,
                  )
                }
              />
            ) : (
              <p className="text-sm text-muted">This ticket is closed. Reopen it to answer again.</p>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
