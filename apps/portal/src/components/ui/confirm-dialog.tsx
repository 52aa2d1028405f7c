import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';
import { ModalDialog, type ModalDialogProps } from './modal-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The confirming button's words ("Delete banner"); Cancel is the other button. */
  confirmLabel: string;
  /** danger for what cannot be undone (the default), primary for a change that can. */
  confirmVariant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  /** While the change is on its way: the buttons wait, and Escape or a click outside do not close. */
  busy: boolean;
  /** Why the change was refused, told in the dialog, which stays open for another try or Cancel. */
  failure?: string;
  onConfirm: () => void;
  onCancel: () => void;
  finalFocus?: ModalDialogProps['finalFocus'];
  widthClass?: ModalDialogProps['widthClass'];
}

/** Asks before a change: what it does, then Cancel or the change itself. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  confirmVariant = 'danger',
  busy,
  failure,
  onConfirm,
  onCancel,
  finalFocus,
  widthClass,
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={title}
      description={description}
      {...(finalFocus ? { finalFocus } : {})}
      {...(widthClass ? { widthClass } : {})}
    >
      <div className="mt-6 flex flex-col gap-4 text-left">
        {failure && <Alert>{failure}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
