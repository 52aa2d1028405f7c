import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { routes } from '@/config/routes';
import { formatDateTime } from '@/lib/dates';
import { AuthShell } from '../../components/auth-shell';
import { emptyApplication, type ApplyFormValues } from '../api/apply-form';
import type { RegisterAnswer } from '../api/applications';
import { ApplicationForm } from './application-form';
import { ApplicationWithTeam } from './application-received';
import { CONFIRM_CODE_FIELD_ID, ConfirmCodeForm } from './confirm-code-form';

type Step =
  { name: 'form' } | { name: 'code'; email: string; expiresAt: string } | { name: 'done'; firstName: string };

/**
 * Apply to join the program (issue 38), on one page: the application, then the code emailed to confirm
 * the address, then the word that the application is with the program's team. An invite link's `?ref=`
 * goes with the application. What was typed is kept in memory while the page is open, so "use another
 * address" brings the form back filled in.
 */
export function RegisterScreen() {
  const { t } = useLingui();
  const { search } = useLocation();
  const referral = new URLSearchParams(search).get('ref');
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [typed, setTyped] = useState<ApplyFormValues>(emptyApplication);
  const heading = useRef<HTMLDivElement>(null);

  // Each new step starts at its top, for the eye and for a screen reader.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    const field = document.getElementById(CONFIRM_CODE_FIELD_ID);
    if (step.name === 'code' && field) field.focus();
    else heading.current?.focus();
  }, [step]);

  const applied = (answer: RegisterAnswer, values: ApplyFormValues) => {
    setTyped(values);
    setStep({ name: 'code', email: answer.email, expiresAt: answer.expires_at });
  };

  const title =
    step.name === 'form' ? t`Apply to join` : step.name === 'code' ? t`Check your email` : t`Thank you`;
  const description =
    step.name === 'form'
      ? t`Tell us about you and your traffic. Our team reviews every application and answers by email.`
      : undefined;

  return (
    <AuthShell title={title} {...(description ? { description } : {})}>
      <div ref={heading} tabIndex={-1} className="flex flex-col gap-6 focus:outline-none">
        {step.name === 'form' && (
          <ApplicationForm defaultValues={typed} referral={referral} onApplied={applied} />
        )}
        {step.name === 'code' && (
          <CodeStep
            email={step.email}
            expiresAt={step.expiresAt}
            onConfirmed={(firstName) => setStep({ name: 'done', firstName })}
            onAnotherAddress={() => setStep({ name: 'form' })}
          />
        )}
        {step.name === 'done' && <ApplicationWithTeam firstName={step.firstName} />}
        {step.name === 'form' && (
          <p className="text-center text-sm text-muted">
            <Trans>Already a partner?</Trans>{' '}
            <Link
              to={routes.authLogin.path}
              className="rounded font-medium text-info-ink underline-offset-4 hover:underline"
            >
              <Trans>Sign in</Trans>
            </Link>
          </p>
        )}
      </div>
    </AuthShell>
  );
}

function CodeStep({
  email,
  expiresAt,
  onConfirmed,
  onAnotherAddress,
}: {
  email: string;
  expiresAt: string;
  onConfirmed: (firstName: string) => void;
  onAnotherAddress: () => void;
}) {
  const until = formatDateTime(expiresAt);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink">
        <Trans>
          We have sent a 6-digit code to {email}. Enter it here, or open the link in the email. The code and
          the link work until {until}.
        </Trans>
      </p>
      <ConfirmCodeForm email={email} onConfirmed={(answer) => onConfirmed(answer.first_name)} />
      <button
        type="button"
        className="inline-flex items-center gap-1.5 self-center rounded text-sm font-medium text-info-ink underline-offset-4 hover:underline"
        onClick={onAnotherAddress}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Wrong address? Apply again with another one</Trans>
      </button>
    </div>
  );
}
