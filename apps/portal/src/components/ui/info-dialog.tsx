import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface InfoDialogProps {
  /** The opening button's contents (an icon and words). */
  opener: ReactNode;
  openerClassName?: string;
  title: string;
  description?: ReactNode;
  widthClass?: string;
  children: ReactNode;
}

/** Explanations behind a small button (how a figure is worked out): a dialog to read, with only a Close button. */
export function InfoDialog({
  opener,
  openerClassName,
  title,
  description,
  widthClass,
  children,
}: InfoDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className={openerClassName} onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        {...(widthClass ? { widthClass } : {})}
      >
        {children}
        <Button className="mt-6" fullWidth variant="secondary" onClick={() => setOpen(false)}>
          <Trans>Close</Trans>
        </Button>
      </ModalDialog>
    </>
  );
}
