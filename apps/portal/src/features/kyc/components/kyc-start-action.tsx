import { Plural } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NoAttemptsLeft } from './kyc-no-attempts-left';

export interface KycStartActionProps {
  label: string;
  /** From the status; unknown until it is loaded. */
  attemptsLeft: number | undefined;
  /** Also true once the browser is on its way to the provider, so the button cannot start a second attempt. */
  starting: boolean;
  disabled: boolean;
  /** Why the last press did not start a verification ('' when it did). */
  error: string;
  onStart: () => void;
}

/** The affiliate's next step when it is theirs: start (or start again), with today's attempts left. */
export function KycStartAction({
  label,
  attemptsLeft,
  starting,
  disabled,
  error,
  onStart,
}: KycStartActionProps) {
  return (
    <div className="mt-5">
      <Button onClick={onStart} loading={starting} disabled={disabled || attemptsLeft === 0}>
        {label}
      </Button>
      {attemptsLeft !== undefined && (
        <p className="mt-2 text-xs text-muted">
          {attemptsLeft === 0 ? (
            <NoAttemptsLeft />
          ) : (
            <Plural value={attemptsLeft} one="# attempt left today." other="# attempts left today." />
          )}
        </p>
      )}
      {error && <Alert className="mt-3">{error}</Alert>}
    </div>
  );
}
