import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { cx } from '@/components/ui/cx';
import { PaymentOptionLabel } from '@/components/ui/payment-option-label';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { QueuedWithdrawal } from '../api/withdrawals';
import { holdNotice, utcMinute } from '../lib/review-hold';
import { WithdrawalStatusBadge } from './withdrawal-status';

/** What a row's buttons ask the screen to do. */
export type RowAction = 'approve' | 'reject' | 'pay' | 'cancel';

/** The actions the gateway allows from each status (approve and pay only from one, reject and cancel from both open ones). */
export const actionsFor: Record<QueuedWithdrawal['status'], readonly RowAction[]> = {
  pending: ['approve', 'reject', 'cancel'],
  approved: ['pay', 'reject', 'cancel'],
  paid: [],
  rejected: [],
  cancelled: [],
};

const actionNames: Record<RowAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  pay: 'Pay',
  cancel: 'Cancel',
};

/** The columns from 1024 px: selection, withdrawal, amount, where it goes, status, actions. */
// Shrinkable (minmax 0) so the row fits the 720 px beside the navigation at 1024 px; the actions stack.
export const queueColumns =
  'lg:grid-cols-[1.25rem_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,1.6fr)_minmax(0,1fr)_6.5rem]';

/** A labelled part of the card; the label is for screen readers only once the columns have headings. */
function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cx('col-span-2 min-w-0 lg:col-span-1', className)}>
      <p className="text-xs font-medium text-muted lg:sr-only">{label}</p>
      {children}
    </div>
  );
}

export interface WithdrawalCardProps {
  row: QueuedWithdrawal;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: RowAction) => void;
  onAffiliate: () => void;
  /** The action on its way for this row, if any (its button spins, the others wait). */
  busy: RowAction | null;
}

/**
 * One withdrawal of the queue: a card on a phone, a row of the columns from 1024 px. The destination is
 * shown in full (the operator pays to it) with a copy button; new payout details say until when they
 * are held.
 */
export function WithdrawalCard({
  row,
  selected,
  onSelect,
  onAction,
  onAffiliate,
  busy,
}: WithdrawalCardProps) {
  const titleId = useId();
  const name = `withdrawal #${row.id}`;
  const held = holdNotice(row.hold_until);
  const crypto = row.unit !== row.currency;
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-3 rounded-xl border border-line bg-surface p-4',
        'lg:gap-x-3 lg:rounded-none lg:border-0 lg:border-b lg:px-3 lg:py-3',
        queueColumns,
      )}
    >
      <div className="pt-0.5">
        {row.status === 'pending' && (
          <input
            type="checkbox"
            aria-label={`Select ${name}`}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            className="size-5 cursor-pointer accent-[#16181d]"
          />
        )}
      </div>
      <div className="min-w-0">
        <h3 id={titleId} className="text-sm font-semibold text-ink">
          Withdrawal #{row.id}
        </h3>
        <button
          type="button"
          onClick={onAffiliate}
          className="text-sm font-medium text-info-ink underline [overflow-wrap:anywhere]"
          aria-label={`Only the withdrawals of ${row.username}`}
        >
          {row.username}
        </button>
        <p className="text-xs text-muted">Requested {formatDateTime(row.created_at)}</p>
      </div>
      <Cell label="Amount">
        <p className="font-semibold text-ink tabular-nums">{formatMoney(row.amount, row.currency)}</p>
        {crypto && (
          <p className="text-xs text-muted tabular-nums">
            {row.payout_amount} {row.unit}
            {Number(row.fee) > 0 && ` (fee ${formatMoney(row.fee, row.currency)})`}
          </p>
        )}
      </Cell>
      <Cell label="Pay to">
        <PaymentOptionLabel type={row.payment_option_type} className="text-sm text-ink" />
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <code className="min-w-0 rounded bg-canvas px-1.5 py-0.5 font-mono text-xs text-ink [overflow-wrap:anywhere]">
            {row.destination_full}
          </code>
          <CopyButton
            text={row.destination_full}
            aria-label={`Copy the destination of ${name}`}
            className="h-7 px-2 max-lg:h-9"
          />
        </div>
      </Cell>
      <Cell label="Status">
        <WithdrawalStatusBadge status={row.status} />
        {held && (
          <p className="mt-1 rounded-md bg-primary-soft px-2 py-1 text-xs font-medium text-ink">{held}</p>
        )}
        {!held && row.hold_until && row.status !== 'paid' && (
          <p className="mt-1 text-xs text-muted">
            New payout details — hold ended {utcMinute(row.hold_until)}
          </p>
        )}
        {row.reject_reason && (
          <p className="mt-1 text-xs text-muted [overflow-wrap:anywhere]">Reason: {row.reject_reason}</p>
        )}
        {row.payout_reference && (
          <p className="mt-1 text-xs text-muted [overflow-wrap:anywhere]">
            Reference: {row.payout_reference}
          </p>
        )}
      </Cell>
      <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-1 lg:flex-col lg:items-stretch">
        {actionsFor[row.status].map((action) => (
          <Button
            key={action}
            size="sm"
            className="max-lg:h-10 max-lg:px-4"
            variant={action === 'approve' || action === 'pay' ? 'primary' : 'secondary'}
            aria-label={`${actionNames[action]} ${name}`}
            loading={busy === action}
            disabled={busy !== null}
            onClick={() => onAction(action)}
          >
            {actionNames[action]}
          </Button>
        ))}
      </div>
    </article>
  );
}
