import { useLingui } from '@lingui/react/macro';
import { readApiFailure } from '@/lib/api-error';
import { Alert } from './alert';
import { Button } from './button';

export interface LoadFailedAlertProps {
  /**
   * What failed, as one whole sentence in the portal's language (`t\`We could not load your account.\``):
   * a translator words each one for its own noun (gender, case), never a fragment put into a frame.
   */
  message: string;
  /** The load's failure: its reason follows the message. Left out, the message says it all. */
  error?: unknown;
  onRetry: () => void;
  /** True while the retry is on its way: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
  className?: string;
}

/** How a screen reports a load that failed: what could not be loaded, why, and a 'Try again' button. */
export function LoadFailedAlert(props: LoadFailedAlertProps) {
  const { t } = useLingui();
  const text =
    props.error === undefined ? props.message : `${props.message} ${readApiFailure(props.error).message}`;
  return (
    <Alert className={props.className}>
      <p>{text}</p>
      <Button
        className="mt-3"
        size="sm"
        variant="secondary"
        loading={props.retrying ?? false}
        onClick={props.onRetry}
      >
        {t`Try again`}
      </Button>
    </Alert>
  );
}
