import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';
import { useCancel, useReject, type QueuedWithdrawal } from '../api/withdrawals';
import { REASON_MAX, reasonError } from '../../../lib/operator-reason';

const texts = {
  reject: {
    title: 'Reject this withdrawal?',
    effect: 'The amount goes back to their available balance, and they read your reason.',
    confirm: 'Reject',
  },
  cancel: {
    title: 'Cancel this withdrawal?',
    effect: 'The amount goes back to their available balance. Cancel one the affiliate asked you to stop; they read your reason.',
    confirm: 'Cancel withdrawal',
  },
};

/**
 * Rejecting or cancelling: both release the amount and tell the affiliate why, so both are confirmed
 * here with a reason the gateway requires (3 to 500 characters). A refusal (the withdrawal moved
 * meanwhile) is told in the dialog; the queue has reloaded by then.
 */
export function ReasonDialog({ kind, row, onClose, onDone }: { kind: 'reject' | 'cancel'; row: QueuedWithdrawal | null; onClose: () => void; onDone: (row: QueuedWithdrawal) => void }) {
  const reject = useReject();
  const cancel = useCancel();
  const action = kind === 'reject' ? reject : cancel;
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const error = tried ? reasonError(reason) : undefined;
  const text = texts[kind];

  const close = () => {
    action.reset();
    setReason('');
    setTried(false);
    onClose();
  };
  const send = async () => {
    setTried(true);
    if (!row || reasonError(reason)) return;
    try {
      // The status on screen: if another manager moved it meanwhile, the gateway says who instead of acting.
      const seen = row.status === 'approved' ? 'approved' : 'pending';
      await action.mutateAsync({ params: { withdrawalId: row.id }, body: { reason: reason.trim(), seen_status: seen } });
      onDone(row);
      close();
    } catch {
      // Told in the dialog from action.error.
    }
  };

  return (
    <ModalDialog
      open={row !== null}
      onOpenChange={(open) => !open && close()}
      title={text.title}
      description={row && <span className="[overflow-wrap:anywhere]">{`Withdrawal #${row.id} of ${row.username}, ${formatMoney(row.amount, row.currency)}. ${text.effect}`}</span>}
      widthClass="w-[min(92vw,480px)]"
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-4 text-left"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextareaField label="Reason" className="[&_textarea]:min-h-24" value={reason} maxLength={REASON_MAX} required error={error} counter={`${reason.length}/${REASON_MAX}`} onChange={(event) => setReason(event.target.value)} />
        {action.isError && <Alert>{readApiFailure(action.error).message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Keep it
          </Button>
          <Button type="submit" variant="danger" loading={action.isPending}>
            {text.confirm}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
