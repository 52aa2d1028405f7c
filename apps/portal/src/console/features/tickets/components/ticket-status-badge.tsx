import type { TicketStatus } from '@affiliate/contract/endpoints/contact';
import { cx } from '@/components/ui/cx';
import { ticketListStatusNames } from '../lib/tickets-view';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'open' ? 'bg-info-soft text-info-ink' : 'border border-line bg-canvas text-muted',
      )}
    >
      {ticketListStatusNames[status]}
    </span>
  );
}
