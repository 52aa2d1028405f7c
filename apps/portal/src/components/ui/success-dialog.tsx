import { CircleCheck } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { OutcomeDialog, type OutcomeDialogProps } from './outcome-dialog';

export type SuccessDialogProps = OutcomeDialogProps;

/** Confirms that an action worked, with one button to continue. */
export function SuccessDialog({ title, actionLabel, ...props }: SuccessDialogProps) {
  const { t } = useLingui();
  return (
    <OutcomeDialog
      {...props}
      title={title ?? t`Success`}
      actionLabel={actionLabel ?? t`OK`}
      icon={<CircleCheck aria-hidden="true" className="size-12 text-success-ink" />}
    />
  );
}
