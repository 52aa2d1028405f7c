import { AlertDialog } from 'radix-ui';
import { Trans } from '@lingui/react/macro';
import type { Withdrawal } from '@affiliate/contract/endpoints/payments';
import { payoutOptions } from '@affiliate/contract/common/payout-options';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';

/** The overlay's CSS animation (index.css keyframes). */
const OVERLAY_FADE_IN = 'portal-fade-in 120ms ease-out';

export interface CancelWithdrawalDialogProps {
  withdrawal: Withdrawal | null;
  cancelling: boolean;
  onConfirm: (withdrawal: Withdrawal) => void;
  onClose: () => void;
  finalFocus: () => HTMLElement | null | undefined;
}

/**
 * Asks before a pending request is cancelled (its amount goes back to the available balance). An alert
 * dialog: it interrupts on purpose, a click outside does not close it, and "Keep it" has the focus first
 * so Enter never cancels by accident.
 */
export function CancelWithdrawalDialog({
  withdrawal,
  cancelling,
  onConfirm,
  onClose,
  finalFocus,
}: CancelWithdrawalDialogProps) {
  const amount = withdrawal ? formatMoney(withdrawal.amount, withdrawal.currency) : '';
  const option = withdrawal ? payoutOptions[withdrawal.payment_option_type].name : '';
  return (
    <AlertDialog.Root open={withdrawal !== null} onOpenChange={(open) => !open && !cancelling && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay
          className="fixed inset-0 z-50 bg-black/45"
          style={{ animation: OVERLAY_FADE_IN }}
        />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => cancelling && event.preventDefault()}
          onCloseAutoFocus={(event) => {
            // The Cancel button that opened it is gone once the request is cancelled.
            const target = finalFocus();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(92vw,400px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-surface p-6 text-center shadow-xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg font-semibold text-ink">
            <Trans>Cancel this withdrawal?</Trans>
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            <Trans>
              The <span className="whitespace-nowrap font-medium text-ink">{amount}</span> request by {option}{' '}
              is cancelled and the amount goes back to your available balance.
            </Trans>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
            <Button
              variant="danger"
              fullWidth
              loading={cancelling}
              onClick={() => withdrawal && onConfirm(withdrawal)}
            >
              <Trans>Cancel withdrawal</Trans>
            </Button>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" fullWidth disabled={cancelling}>
                <Trans>Keep it</Trans>
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
