import type { StatusTone } from '@/components/ui/status-badge';
import type { TransactionStatus, TransactionType } from '@affiliate/contract/endpoints/statements';

/** What the affiliate reads for each type of row. */
export const transactionTypeLabels: Record<TransactionType, string> = {
  withdrawal: 'Withdrawal',
  commission: 'Commission',
  adjustment: 'Adjustment',
  fee: 'Fee',
};

/**
 * Each status with its label and theme tone: paid and credited success (green), rejected error (red),
 * approved info (blue), pending primary (yellow, the brand's "waiting" colour), the rest neutral.
 */
export const transactionStatusLooks: Record<TransactionStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'primary' },
  approved: { label: 'Approved', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'error' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  credited: { label: 'Credited', tone: 'success' },
  debited: { label: 'Debited', tone: 'neutral' },
};

/** The timeline's steps in the affiliate's words ('requested', 'paid'…); an unknown step shows as sent. */
export function timelineStepLabel(status: string): string {
  const known: Record<string, string> = {
    requested: 'Requested',
    pending: 'Requested',
    approved: 'Approved',
    // The brand paid before the 24-hour review of new payout details ended (an audited override).
    hold_overridden: 'Review ended early',
    paid: 'Paid',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    released: 'Released to your balance',
    held: 'Held from your balance',
  };
  return known[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/** Who moved a step: 'you', 'operator' or 'system' as the gateway names them. */
export function actorLabel(actor: string): string {
  const known: Record<string, string> = {
    you: 'You',
    operator: 'The payments team',
    system: 'Automatically',
  };
  return known[actor] ?? actor;
}
