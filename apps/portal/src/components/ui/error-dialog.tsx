import { CircleAlert } from 'lucide-react';
import { OutcomeDialog, type OutcomeDialogProps } from './outcome-dialog';

export type ErrorDialogProps = OutcomeDialogProps;

/** Shows a failure (for example the first server error message) with one button to dismiss it. */
export function ErrorDialog({
  title = 'Something went wrong',
  actionLabel = 'Close',
  ...props
}: ErrorDialogProps) {
  return (
    <OutcomeDialog
      {...props}
      title={title}
      actionLabel={actionLabel}
      icon={<CircleAlert aria-hidden="true" className="size-12 text-error-ink" />}
    />
  );
}
