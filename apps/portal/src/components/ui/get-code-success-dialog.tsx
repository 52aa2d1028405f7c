import { MailCheck } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface GetCodeSuccessDialogProps {
  open: boolean;
  /** Where the code went, shown to the user. */
  destination?: string;
  message?: string;
  onClose: () => void;
  /** The field the code goes into: it takes the focus when the dialog closes. */
  codeField?: () => HTMLElement | null | undefined;
}

/** Tells the user a one-time code was sent (forgot password, withdrawal confirmation). */
export function GetCodeSuccessDialog({
  open,
  destination,
  message,
  onClose,
  codeField,
}: GetCodeSuccessDialogProps) {
  const { t } = useLingui();
  const text =
    message ??
    (destination
      ? t`We have sent a 6-digit code to ${destination}. It is valid for 10 minutes. Enter it to continue.`
      : t`We have sent a 6-digit code. It is valid for 10 minutes. Enter it to continue.`);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t`Code sent`}
      description={text}
      icon={<MailCheck aria-hidden="true" className="size-12 text-info-ink" />}
      {...(codeField ? { finalFocus: codeField } : {})}
    >
      <Button className="mt-6" fullWidth onClick={onClose}>
        {t`Enter code`}
      </Button>
    </ModalDialog>
  );
}
