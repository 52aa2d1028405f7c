import { useState, type ReactNode } from 'react';
import { ConfirmDialog as Dialog } from '@/components/ui/confirm-dialog';
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

/**
 * The shared confirmation (components/ui) for a console change that takes something away (retiring a
 * banner, removing a landing page): it waits for the change itself and tells a refusal in place.
 */
export function ConfirmDialog({ onConfirm, onCancel, ...shown }: ConfirmDialogProps) {
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
    <Dialog
      {...shown}
      busy={pending}
      failure={failure}
      onConfirm={() => void confirm()}
      onCancel={cancel}
      widthClass="w-[min(92vw,460px)]"
    />
  );
}
