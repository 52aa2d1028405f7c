import { CircleCheck } from 'lucide-react';
import { OutcomeDialog, type OutcomeDialogProps } from './outcome-dialog';

export type SuccessDialogProps = OutcomeDialogProps;

/** Confirms that an action worked, with one button to continue. */
export function SuccessDialog({ title = 'Success', actionLabel = 'OK', ...props }: SuccessDialogProps) {
  return (
    <OutcomeDialog
      {...props}
      title={title}
      actionLabel={actionLabel}
      icon={<CircleCheck aria-hidden="true" className="size-12 text-success-ink" />}
    />
  );
}
