import { formatMoney } from '@/lib/money';
import { ReasonDialog as ConfirmWithReason } from '../../../components/reason-dialog';
import { useCancel, useReject, type QueuedWithdrawal } from '../api/withdrawals';

const texts = {
  reject: {
    title: 'Reject this withdrawal?',
    effect: 'The amount goes back to their available balance, and they read your reason.',
    confirm: 'Reject',
  },
  cancel: {
    title: 'Cancel this withdrawal?',
    effect:
      'The amount goes back to their available balance. Cancel one the affiliate asked you to stop; they read your reason.',
    confirm: 'Cancel withdrawal',
  },
};

/**
 * Rejecting or cancelling: both release the amount and tell the affiliate why, so both are confirmed
 * with a reason. A refusal (the withdrawal moved meanwhile) is told in the dialog; the queue has
 * reloaded by then.
 */
export function ReasonDialog({
  kind,
  row,
  onClose,
  onDone,
}: {
  kind: 'reject' | 'cancel';
  row: QueuedWithdrawal | null;
  onClose: () => void;
  onDone: (row: QueuedWithdrawal) => void;
}) {
  const reject = useReject();
  const cancel = useCancel();
  const action = kind === 'reject' ? reject : cancel;
  const text = texts[kind];
  // The status on screen: if another manager moved it meanwhile, the gateway says who instead of acting.
  const seen = row?.status === 'approved' ? 'approved' : 'pending';
  return (
    <ConfirmWithReason
      open={row !== null}
      title={text.title}
      description={
        row && (
          <span className="[overflow-wrap:anywhere]">{`Withdrawal #${row.id} of ${row.username}, ${formatMoney(row.amount, row.currency)}. ${text.effect}`}</span>
        )
      }
      confirm={text.confirm}
      keep="Keep it"
      action={action}
      send={async (reason) =>
        row && action.mutateAsync({ params: { withdrawalId: row.id }, body: { reason, seen_status: seen } })
      }
      onDone={() => row && onDone(row)}
      onClose={onClose}
    />
  );
}
