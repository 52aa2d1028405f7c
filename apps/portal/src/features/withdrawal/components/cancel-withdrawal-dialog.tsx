import type { Withdrawal } from '@affiliate/contract/endpoints/payments';
import { payoutOptions } from '@affiliate/contract/common/payout-options';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatMoney } from '@/lib/money';

export interface CancelWithdrawalDialogProps {
  withdrawal: Withdrawal | null;
  cancelling: boolean;
  onConfirm: (withdrawal: Withdrawal) => void;
  onClose: () => void;
  finalFocus: () => HTMLElement | null | undefined;
}

/** Asks before a pending request is cancelled (its amount goes back to the available balance). */
export function CancelWithdrawalDialog({ withdrawal, cancelling, onConfirm, onClose, finalFocus }: CancelWithdrawalDialogProps) {
  return (
    <ModalDialog
      open={withdrawal !== null}
      onOpenChange={(open) => !open && !cancelling && onClose()}
      title="Cancel this withdrawal?"
      finalFocus={finalFocus}
      description={
        withdrawal
          ? `The ${payoutOptions[withdrawal.payment_option_type].name} request of ${formatMoney(withdrawal.amount, withdrawal.currency)} is cancelled and the amount goes back to your available balance.`
          : undefined
      }
    >
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <Button variant="danger" fullWidth loading={cancelling} onClick={() => withdrawal && onConfirm(withdrawal)}>
          Cancel withdrawal
        </Button>
        <Button variant="secondary" fullWidth disabled={cancelling} onClick={onClose}>
          Keep it
        </Button>
      </div>
    </ModalDialog>
  );
}
