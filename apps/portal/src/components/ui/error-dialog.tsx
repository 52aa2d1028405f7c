import { CircleAlert } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { OutcomeDialog, type OutcomeDialogProps } from './outcome-dialog';

export type ErrorDialogProps = OutcomeDialogProps;

/** Shows a failure (for example the first server error message) with one button to dismiss it. */
export function ErrorDialog({ title, actionLabel, ...props }: ErrorDialogProps) {
  const { t } = useLingui();
  return (
    <OutcomeDialog
      {...props}
      title={title ?? t`Something went wrong`}
      actionLabel={actionLabel ?? t`Close`}
      icon={<CircleAlert aria-hidden="true" className="size-12 text-error-ink" />}
    />
  );
}
