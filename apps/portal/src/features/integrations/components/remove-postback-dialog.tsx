import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';

export interface RemovePostbackDialogProps {
  open: boolean;
  label: string;
  removing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an event's postback goes: deliveries not yet sent are cancelled with it. */
export function RemovePostbackDialog({ open, label, removing, onConfirm, onCancel }: RemovePostbackDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && !removing && onCancel()}
      title={`Remove the ${label} postback?`}
      description="Your tracker is no longer told of this event. Deliveries still waiting to be sent are cancelled; the log keeps what was sent."
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={removing}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={removing}>
          Remove postback
        </Button>
      </div>
    </ModalDialog>
  );
}
