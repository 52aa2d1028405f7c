import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { readApiFailure } from '@/lib/api-error';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The danger button's words: 'Retire banner', 'Remove page'. */
  confirmLabel: string;
  /** Makes the change and closes the dialog (through the caller); a refusal is told in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
  /** Where focus goes once the change is made (the button that opened the dialog may be gone). */
  finalFocus?: () => HTMLElement | null;
}

/** Confirms a change that takes something away (retiring a banner, removing a landing page). */
export function ConfirmDialog({ open, title, description, confirmLabel, onConfirm, onCancel, finalFocus }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState('');

  const cancel = () => {
    setFailure('');
    onCancel();
  };
  const confirm = async () => {
    setPending(true);
    setFailure('');
    try {
      await onConfirm();
    } catch (reason) {
      setFailure(readApiFailure(reason).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && cancel()}
      title={title}
      description={description}
      widthClass="w-[min(92vw,460px)]"
      finalFocus={finalFocus}
    >
      <div className="mt-5 flex flex-col gap-4 text-left">
        {failure && <Alert>{failure}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button variant="danger" loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
