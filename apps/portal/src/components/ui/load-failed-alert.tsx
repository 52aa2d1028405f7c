import { useLingui } from '@lingui/react/macro';
import { readApiFailure } from '@/lib/api-error';
import { Alert } from './alert';
import { Button } from './button';

export type LoadFailedAlertProps = {
  onRetry: () => void;
  /** True while the retry is on its way: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
  className?: string;
} & (
  | {
      /**
       * What was being loaded, in the portal's language (`t\`your account\``): "We could not load
       * {what}." followed by the reason.
       */
      what: string;
      error: unknown;
    }
  | {
      /** A message of its own (the specification's 'Failed to fetch members'). */
      message: string;
    }
);

/** How a screen reports a load that failed: what could not be loaded, why, and a 'Try again' button. */
export function LoadFailedAlert(props: LoadFailedAlertProps) {
  const { t } = useLingui();
  let text: string;
  if ('message' in props) text = props.message;
  else {
    const { what } = props;
    const reason = readApiFailure(props.error).message;
    text = t`We could not load ${what}. ${reason}`;
  }
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
