import { CircleCheck } from 'lucide-react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface SuccessDialogProps {
  open: boolean;
  message: string;
  title?: string;
  actionLabel?: string;
  onClose: () => void;
}

/** Confirms that an action worked, with one button to continue. */
export function SuccessDialog({ open, message, title = 'Success', actionLabel = 'OK', onClose }: SuccessDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={message}
      icon={<CircleCheck aria-hidden="true" className="size-12 text-success-ink" />}
    >
      <Button className="mt-6" fullWidth onClick={onClose}>
        {actionLabel}
      </Button>
    </ModalDialog>
  );
}
