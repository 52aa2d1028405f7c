import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PaymentOptionLabel } from '@/components/ui/payment-option-label';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';
import { usePay, type QueuedWithdrawal } from '../api/withdrawals';
import { REASON_MAX, reasonError } from '../../../lib/operator-reason';
import { holdNotice } from '../lib/review-hold';

const REFERENCE_MAX = 200;

function referenceError(reference: string): string | undefined {
  const length = reference.trim().length;
  if (length === 0) return 'Enter the payment reference.';
  return length < 3 ? 'A payment reference has at least 3 characters.' : undefined;
}

/**
 * Marks an approved withdrawal paid with the reference of the payment made (a transaction hash, an
 * e-wallet reference). While the review hold of new payout details lasts the gateway refuses (409, its
 * message shown here) unless the hold is overridden with a reason, which it records with who paid.
 */
export function PayDialog({
  row,
  onClose,
  onDone,
}: {
  row: QueuedWithdrawal | null;
  onClose: () => void;
  onDone: (row: QueuedWithdrawal) => void;
}) {
  const pay = usePay();
  const [reference, setReference] = useState('');
  const [override, setOverride] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const held = row ? holdNotice(row.hold_until) : null;
  const errors = {
    reference: tried ? referenceError(reference) : undefined,
    reason: tried && override ? reasonError(reason) : undefined,
  };

  const close = () => {
    pay.reset();
    setReference('');
    setOverride(false);
    setReason('');
    setTried(false);
    onClose();
  };
  const send = async () => {
    setTried(true);
    if (!row || referenceError(reference) || (override && reasonError(reason))) return;
    try {
      await pay.mutateAsync({
        params: { withdrawalId: row.id },
        body: {
          payout_reference: reference.trim(),
          ...(override ? { override_hold: { reason: reason.trim() } } : {}),
        },
      });
      onDone(row);
      close();
    } catch {
      // Told in the dialog from pay.error.
    }
  };

  return (
    <ModalDialog
      open={row !== null}
      onOpenChange={(open) => !open && close()}
      title="Mark as paid"
      description={
        row &&
        `Withdrawal #${row.id} of ${row.username}: ${formatMoney(row.amount, row.currency)}. Pay it first, then record the payment's reference here; the affiliate is told it is paid.`
      }
      widthClass="w-[min(92vw,520px)]"
    >
      {row && (
        <form
          noValidate
          className="mt-5 flex flex-col gap-4 text-left"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <div className="rounded-lg border border-line bg-canvas p-3 text-sm">
            <PaymentOptionLabel type={row.payment_option_type} className="font-medium text-ink" />
            <p className="mt-1 font-mono text-xs text-ink [overflow-wrap:anywhere]">{row.destination_full}</p>
            {row.unit !== row.currency && (
              <p className="mt-1 text-xs text-muted">
                Send {row.payout_amount} {row.unit}
              </p>
            )}
          </div>
          <FormField
            label="Payment reference"
            hint="The transaction hash or the e-wallet's reference."
            value={reference}
            maxLength={REFERENCE_MAX}
            required
            error={errors.reference}
            onChange={(event) => setReference(event.target.value)}
          />
          {held && (
            <div className="flex flex-col gap-2 rounded-lg border border-primary bg-primary-soft p-3">
              <p className="text-sm font-medium text-ink">
                {held}. Paying before then needs a reason, kept with your name.
              </p>
              <CheckboxField
                label="Override the hold"
                checked={override}
                onChange={(event) => {
                  // The refusal said to override: it is answered once the box is ticked.
                  pay.reset();
                  setOverride(event.target.checked);
                }}
              />
              {override && (
                <TextareaField
                  label="Why pay now"
                  className="[&_textarea]:min-h-20"
                  value={reason}
                  maxLength={REASON_MAX}
                  required
                  error={errors.reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </div>
          )}
          {pay.isError && <Alert>{readApiFailure(pay.error).message}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Not now
            </Button>
            <Button type="submit" loading={pay.isPending}>
              Mark as paid
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
