import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { routes } from '@/config/routes';
import { readApiFailure } from '@/lib/api-error';
import { useSessionMemberId } from '@/lib/auth-store';
import { useWithdrawalRule } from '../api/get-withdrawal-rule';
import {
  useContinueKycVerification,
  useRestartKycVerification,
  useStartKycVerification,
} from '../api/start-kyc-verification';
import { isOpenAttemptNotSubmitted } from '../lib/kyc-open-attempt';
import { kycPurposeText } from '../lib/kyc-purpose-text';
import { defaultKycPolling, useFollowedKycStatus, type KycPolling } from '../api/use-followed-kyc-status';
import { initiateFailureMessage } from '../lib/initiate-failure';
import { failureExplanation } from '../lib/kyc-outcome-text';
import { kycNotSubmittedText, kycStatusText } from '../lib/kyc-status-text';
import { isKycStatusSettled, shownKycStatus } from '../lib/shown-kyc-status';
import { KycAttempts } from './kyc-attempts';
import { KycOpenAttemptActions } from './kyc-open-attempt-actions';
import { KycStartAction } from './kyc-start-action';
import { KycStatusCard } from './kyc-status-card';

/**
 * Identity verification: the status derived by the specification's rules (see shown-kyc-status.ts for
 * a return with ?result=), what it means, and the next step: start or start again (off to the
 * provider's page), wait (followed until the provider answers), or nothing (verified).
 */
export function KycScreen({ polling = defaultKycPolling }: { polling?: KycPolling }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const result = params.get('result');
  const followed = useFollowedKycStatus(polling);
  const { query } = followed;
  const details = query.data;
  const status = shownKycStatus(result, details);
  const memberId = useSessionMemberId();
  const start = useStartKycVerification();
  const resume = useContinueKycVerification();
  const restart = useRestartKycVerification();
  const [startError, setStartError] = useState('');
  const rule = useWithdrawalRule();
  const purpose = kycPurposeText(rule.data);
  const notSubmitted = isOpenAttemptNotSubmitted(result, details);

  // Once the provider has answered, the status speaks for itself: the return leaves the address (its
  // result and the provider's own parameters: /kyc has none of its own), so a reload or a bookmark
  // shows the status rather than the redirect's word.
  const settled = isKycStatusSettled(details);
  useEffect(() => {
    if (result !== null && settled) setParams(new URLSearchParams(), { replace: true });
  }, [result, settled, setParams]);

  const startVerification = async (how: 'start' | 'continue' | 'restart' = 'start') => {
    if (memberId === undefined) return;
    setStartError('');
    try {
      if (how === 'continue') await resume.mutateAsync();
      else if (how === 'restart') await restart.mutateAsync(memberId);
      else await start.mutateAsync(memberId);
    } catch (reason) {
      setStartError(initiateFailureMessage(reason));
      // A conflict means the status changed elsewhere (another tab, a callback): show the current one.
      if (readApiFailure(reason).status === 409) void query.refetch();
    }
  };

  const text = status ? kycStatusText[status] : undefined;
  const words = notSubmitted ? kycNotSubmittedText : text;
  const cardText = words && {
    badge: t(words.badge),
    headline: t(words.headline),
    explanation: !notSubmitted && status === 'for-verification' ? purpose.explanation : t(words.explanation),
  };
  return (
    <>
      <PageHeader title={t`Identity Verification`} description={purpose.summary} />
      <div className="flex flex-col gap-5">
        {query.isError && (
          <LoadFailedAlert
            className="max-w-2xl"
            message={t`We could not load your verification status.`}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {status ? (
          <KycStatusCard status={status} text={cardText}>
            {status === 'failed' && (
              <ul className="mt-3 flex flex-col gap-1 text-sm text-ink">
                {failureExplanation(settled ? details : undefined).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
            {notSubmitted && (
              <KycOpenAttemptActions
                attemptsLeft={details?.attempts_left_today}
                continuing={resume.isPending || resume.isSuccess}
                restarting={restart.isPending || restart.isSuccess}
                disabled={memberId === undefined}
                error={startError}
                onContinue={() => void startVerification('continue')}
                onRestart={() => void startVerification('restart')}
              />
            )}
            {status === 'pending' &&
              !notSubmitted &&
              (followed.gaveUp ? (
                <div className="mt-4">
                  <p className="text-sm text-ink">
                    <Trans>
                      The result has not arrived yet. It can take longer at busy times; we will notify you
                      when it does.
                    </Trans>
                  </p>
                  <Button
                    className="mt-3"
                    size="sm"
                    variant="secondary"
                    onClick={followed.followAgain}
                    loading={query.isFetching}
                  >
                    <Trans>Check again</Trans>
                  </Button>
                </div>
              ) : (
                <p role="status" className="mt-4 flex items-center gap-2 text-sm text-info-ink">
                  <Spinner size="sm" />
                  <Trans>Checking for the result…</Trans>
                </p>
              ))}
            {status === 'success' && (
              <Link
                to={routes.withdrawal.path}
                className={cx(buttonClasses({ variant: 'secondary' }), 'mt-5')}
              >
                <Trans>Go to Withdrawal</Trans>
              </Link>
            )}
            {text?.start && (
              <KycStartAction
                label={t(text.start)}
                attemptsLeft={details?.attempts_left_today}
                starting={start.isPending || start.isSuccess}
                disabled={memberId === undefined}
                error={startError}
                onStart={() => void startVerification()}
              />
            )}
          </KycStatusCard>
        ) : (
          !query.isError && (
            <Card className="max-w-2xl">
              <p role="status" className="sr-only">
                <Trans>Loading your verification status</Trans>
              </p>
              <Skeleton className="h-5 w-24" />
              <Skeleton className="mt-3 h-6 w-2/3" />
              <Skeleton className="mt-3 h-4 w-full" />
              <Skeleton className="mt-6 h-10 w-36" />
            </Card>
          )
        )}
        {details && <KycAttempts identity={details} />}
      </div>
    </>
  );
}
