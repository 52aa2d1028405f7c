import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { REASON_MAX, reasonError } from '../lib/operator-reason';

/** The state of the action the dialog confirms (a TanStack mutation's fields). */
export interface ReasonAction {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The confirming button's label, and the one that leaves things as they are. */
  confirm: string;
  keep: string;
  action: ReasonAction;
  /** Sends the reason (trimmed, within the gateway's bounds); a rejection is told in the dialog from `action`. */
  send: (reason: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
  /** Where focus goes on closing when the control that opened the dialog is gone (the action removed it). */
  finalFocus?: () => HTMLElement | null | undefined;
  /**
   * The reason's bounds when they are not the usual 3 to 500 characters (a rejected application's
   * reason may run to 2,000): the longest, and why a typed reason would be refused.
   */
  rules?: { max: number; check: (reason: string) => string | undefined };
}

const usualRules = { max: REASON_MAX, check: reasonError };
const numbers = new Intl.NumberFormat('en-US');

/**
 * An operator's decision the affiliate reads the reason of (rejecting or cancelling a withdrawal,
 * refusing an identity, rejecting an application): confirmed here with a reason the gateway requires (3
 * to 500 characters unless `rules` says otherwise). The gateway's refusal (someone moved it meanwhile) is
 * told in the dialog; its refusal of the reason itself, at the field.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirm,
  keep,
  action,
  send,
  onDone,
  onClose,
  finalFocus,
  rules = usualRules,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  // The gateway's refusal of the reason itself (422 on `reason`) is told at the field, anything else above the buttons.
  const failure = action.isError ? readApiFailure(action.error) : null;
  const refusedReason = failure?.errors.reason?.[0];
  const error = (tried ? rules.check(reason) : undefined) ?? refusedReason;

  const close = () => {
    action.reset();
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = async () => {
    setTried(true);
    if (rules.check(reason)) return;
    try {
      await send(reason.trim());
      onDone();
      close();
    } catch {
      // Told in the dialog from action.error.
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={title}
      description={description}
      widthClass="w-[min(92vw,480px)]"
      {...(finalFocus ? { finalFocus } : {})}
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-4 text-left"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextareaField
          label="Reason"
          className="[&_textarea]:min-h-24"
          value={reason}
          maxLength={rules.max}
          required
          error={error}
          counter={`${numbers.format(reason.length)}/${numbers.format(rules.max)}`}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure && !refusedReason && <Alert>{failure.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {keep}
          </Button>
          <Button type="submit" variant="danger" loading={action.isPending}>
            {confirm}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
