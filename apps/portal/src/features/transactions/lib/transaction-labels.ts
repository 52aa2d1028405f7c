import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StatusTone } from '@/components/ui/status-badge';
import type { TransactionStatus, TransactionType } from '@affiliate/contract/endpoints/statements';

/** What the affiliate reads for each type of row (translated where shown: `i18n._(label)`). */
export const transactionTypeLabels: Record<TransactionType, MessageDescriptor> = {
  withdrawal: msg`Withdrawal`,
  commission: msg`Commission`,
  adjustment: msg`Adjustment`,
  fee: msg`Fee`,
};

/**
 * Each status with its label and theme tone: paid and credited success (green), rejected error (red),
 * approved info (blue), pending primary (yellow, the brand's "waiting" colour), the rest neutral.
 */
export const transactionStatusLooks: Record<
  TransactionStatus,
  { label: MessageDescriptor; tone: StatusTone }
> = {
  pending: { label: msg`Pending`, tone: 'primary' },
  approved: { label: msg`Approved`, tone: 'info' },
  paid: { label: msg`Paid`, tone: 'success' },
  rejected: { label: msg`Rejected`, tone: 'error' },
  cancelled: { label: msg`Cancelled`, tone: 'neutral' },
  credited: { label: msg`Credited`, tone: 'success' },
  debited: { label: msg`Debited`, tone: 'neutral' },
};

/**
 * The timeline's steps in the affiliate's words ('requested', 'paid'…), in the portal's language (read
 * when called, during render); an unknown step shows as sent.
 */
export function timelineStepLabel(status: string): string {
  const known: Record<string, string> = {
    requested: t`Requested`,
    pending: t`Requested`,
    approved: t`Approved`,
    // The brand paid before the 24-hour review of new payout details ended (an audited override).
    hold_overridden: t`Review ended early`,
    paid: t`Paid`,
    rejected: t`Rejected`,
    cancelled: t`Cancelled`,
    released: t`Released to your balance`,
    held: t`Held from your balance`,
  };
  return known[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/** Who moved a step: 'you', 'operator' or 'system' as the gateway names them. */
export function actorLabel(actor: string): string {
  const known: Record<string, string> = {
    you: t`You`,
    operator: t`The payments team`,
    system: t`Automatically`,
  };
  return known[actor] ?? actor;
}
