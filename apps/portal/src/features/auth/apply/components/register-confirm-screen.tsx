import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { readApiFailure } from '@/lib/api-error';
import { AuthShell } from '../../components/auth-shell';
import { confirmApplication } from '../api/applications';
import { tokenFromFragment } from '../lib/fragment-token';
import { ApplicationWithTeam } from './application-received';
import { ConfirmCodeForm } from './confirm-code-form';

type Outcome =
  | { name: 'confirming' }
  | { name: 'confirmed'; firstName: string }
  | { name: 'invalid' }
  | { name: 'failed'; message: string };

/**
 * The mailed link's page, `/auth/register/confirm#token=…`: it confirms the application's email once, as
 * it opens. The token is taken out of the address at once (it stays out of the history); a link that
 * does not work any more (used, expired, cut short by the mail program) offers the emailed code instead.
 */
export function RegisterConfirmScreen() {
  const { t } = useLingui();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromFragment(hash));
  const [outcome, setOutcome] = useState<Outcome>(token ? { name: 'confirming' } : { name: 'invalid' });
  const started = useRef(false);

  const confirm = (linkToken: string) => {
    setOutcome({ name: 'confirming' });
    confirmApplication({ token: linkToken }).then(
      (answer) => setOutcome({ name: 'confirmed', firstName: answer.first_name }),
      (reason: unknown) => {
        const failure = readApiFailure(reason);
        setOutcome(
          failure.status === 422 ? { name: 'invalid' } : { name: 'failed', message: failure.message },
        );
      },
    );
  };

  useEffect(() => {
    if (hash) void navigate({ pathname, search }, { replace: true });
    // Once, even when React runs the effect twice in development.
    if (!token || started.current) return;
    started.current = true;
    confirm(token);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link is confirmed once, as the page opens
  }, []);

  const title =
    outcome.name === 'confirmed'
      ? t`Thank you`
      : outcome.name === 'invalid'
        ? t`This link is not valid any more`
        : t`Confirm your email`;

  return (
    <AuthShell title={title}>
      {outcome.name === 'confirming' && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner size="sm" />
          <Trans>Confirming your email…</Trans>
        </p>
      )}
      {outcome.name === 'confirmed' && <ApplicationWithTeam firstName={outcome.firstName} />}
      {outcome.name === 'failed' && (
        <div className="flex flex-col gap-4">
          <Alert>{outcome.message}</Alert>
          {token && (
            <Button variant="secondary" onClick={() => confirm(token)}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </div>
      )}
      {outcome.name === 'invalid' && (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-ink">
            <Trans>
              It may have been used already or have expired. If your email is not confirmed yet, enter the
              address you applied with and the 6-digit code from the same email.
            </Trans>
          </p>
          <ConfirmCodeForm
            onConfirmed={(answer) => setOutcome({ name: 'confirmed', firstName: answer.first_name })}
          />
        </div>
      )}
    </AuthShell>
  );
}
