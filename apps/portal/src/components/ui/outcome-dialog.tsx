import type { ReactNode } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface OutcomeDialogProps {
  open: boolean;
  message: string;
  title?: string;
  actionLabel?: string;
  onClose: () => void;
  /** Where focus goes on close when the control that led here is gone (see ModalDialog). */
  finalFocus?: () => HTMLElement | null | undefined;
}

/** The shape shared by the error and success dialogs: an icon, a title, the message and one button. */
export function OutcomeDialog({
  open,
  message,
  title,
  actionLabel,
  onClose,
  icon,
  finalFocus,
}: OutcomeDialogProps & { title: string; actionLabel: string; icon: ReactNode }) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={message}
      icon={icon}
      {...(finalFocus ? { finalFocus } : {})}
    >
      <Button className="mt-6" fullWidth onClick={onClose}>
        {actionLabel}
      </Button>
    </ModalDialog>
  );
}
