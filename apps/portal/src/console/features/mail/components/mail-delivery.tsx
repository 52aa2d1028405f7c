import type { OutboxDelivery } from '@affiliate/contract/endpoints/operator';
import { cx } from '@/components/ui/cx';
import { formatDateTime } from '@/lib/dates';

const looks: Record<OutboxDelivery['state'], { label: string; className: string }> = {
  sent: { label: 'Sent', className: 'bg-success-soft text-success-ink' },
  waiting: { label: 'Waiting', className: 'bg-info-soft text-info-ink' },
  failed: { label: 'Not delivered', className: 'bg-error-soft text-error-ink' },
  kept: { label: 'Kept here', className: 'border border-line bg-canvas text-muted' },
};

const attemptsText = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;

/** What happened to a mail, in words: when it went, when it is tried next and why the last try failed. */
function explanation(delivery: OutboxDelivery): string {
  switch (delivery.state) {
    case 'sent':
      return `Accepted by the mail server ${formatDateTime(delivery.at)}.`;
    case 'waiting':
      return delivery.attempts === 0
        ? `Being sent (${formatDateTime(delivery.at)}).`
        : `${attemptsText(delivery.attempts)} failed; next try ${formatDateTime(delivery.at)}.`;
    case 'failed':
      return `Every try failed (${attemptsText(delivery.attempts)}): the gateway gave up.`;
    case 'kept':
      return 'No mail server is configured: the mail is kept here and not sent.';
  }
}

export function MailDelivery({ delivery }: { delivery: OutboxDelivery }) {
  const look = looks[delivery.state];
  return (
    <>
      <span
        className={cx(
          'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
          look.className,
        )}
      >
        {look.label}
      </span>
      <span className="mt-1 block text-xs text-muted">{explanation(delivery)}</span>
      {delivery.lastError && (
        <span className="mt-1 block text-xs [overflow-wrap:anywhere] text-error-ink">
          Last error: {delivery.lastError}
        </span>
      )}
    </>
  );
}
