import { Trans } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NoAttemptsLeft } from './kyc-no-attempts-left';

export interface KycOpenAttemptActionsProps {
  /** From the status; unknown until it is loaded. */
  attemptsLeft: number | undefined;
  /** True once the browser is on its way to the provider, so a button cannot be pressed twice. */
  continuing: boolean;
  restarting: boolean;
  disabled: boolean;
  /** Why the last press did not reach the provider ('' when it did). */
  error: string;
  onContinue: () => void;
  onRestart: () => void;
}

/**
 * The next step for an open attempt nothing came back from: continue it at the provider, or start again
 * (the open one is dropped). Starting again counts against the day's attempts; when none are left, says
 * when it becomes possible instead of offering a button that would be refused.
 */
export function KycOpenAttemptActions({
  attemptsLeft,
  continuing,
  restarting,
  disabled,
  error,
  onContinue,
  onRestart,
}: KycOpenAttemptActionsProps) {
  const busy = continuing || restarting;
  return (
    <div className="mt-5">
      <div className="flex flex-wrap gap-3">
        <Button onClick={onContinue} loading={continuing} disabled={disabled || busy}>
          <Trans>Continue verification</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={onRestart}
          loading={restarting}
          disabled={disabled || busy || attemptsLeft === 0}
        >
          <Trans>Start again</Trans>
        </Button>
      </div>
      {attemptsLeft !== undefined && (
        <p className="mt-2 text-xs text-muted">
          {attemptsLeft === 0 ? (
            <NoAttemptsLeft />
          ) : (
            <Trans>Starting again uses one of today’s attempts: {attemptsLeft} left.</Trans>
          )}
        </p>
      )}
      {error && <Alert className="mt-3">{error}</Alert>}
    </div>
  );
}
