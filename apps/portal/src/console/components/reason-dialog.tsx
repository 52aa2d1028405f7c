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
}

/**
 * An operator's decision the affiliate reads the reason of (rejecting or cancelling a withdrawal,
 * refusing an identity): confirmed here with a reason the gateway requires (3 to 500 characters). The
 * gateway's refusal (someone moved it meanwhile) is told in the dialog.
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
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const error = tried ? reasonError(reason) : undefined;

  const close = () => {
    action.reset();
    setReason('');
    setTried(false);
    onClose();
  };
  const submit = async () => {
    setTried(true);
    if (reasonError(reason)) return;
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
          maxLength={REASON_MAX}
          required
          error={error}
          counter={`${reason.length}/${REASON_MAX}`}
          onChange={(event) => setReason(event.target.value)}
        />
        {action.isError && <Alert>{readApiFailure(action.error).message}</Alert>}
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
