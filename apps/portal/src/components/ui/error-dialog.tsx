import { CircleAlert } from 'lucide-react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface ErrorDialogProps {
  open: boolean;
  message: string;
  title?: string;
  actionLabel?: string;
  onClose: () => void;
}

/** Shows a failure (for example the first server error message) with one button to dismiss it. */
export function ErrorDialog({ open, message, title = 'Something went wrong', actionLabel = 'Close', onClose }: ErrorDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={message}
      icon={<CircleAlert aria-hidden="true" className="size-12 text-error-ink" />}
    >
      <Button className="mt-6" fullWidth onClick={onClose}>
        {actionLabel}
      </Button>
    </ModalDialog>
  );
}
