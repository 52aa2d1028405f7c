import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { readApiFailure } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { useAcceptTerms, useMyTerms } from '@/api/my-terms';
import { TermsText } from '@/components/terms-text';

/**
 * The signed-in screens, once the affiliate has accepted the program's terms in force (issue 38): a new
 * version is asked for before anything else, whichever screen they open. Should the status not load,
 * the screens are shown (the gateway's own checks stand either way); while it loads, nothing is.
 */
export function TermsGate({ children }: { children: ReactNode }) {
  const status = useMyTerms();
  if (status.isPending) return null;
  const current = status.data?.current;
  if (!status.data?.must_accept || !current) return children;
  return <AcceptTerms version={current.version} html={current.body_html} since={current.effective_from} />;
}

function AcceptTerms({ version, html, since }: { version: number; html: string; since: string }) {
  const { t } = useLingui();
  const accept = useAcceptTerms();
  const [agreed, setAgreed] = useState(false);
  const [unchecked, setUnchecked] = useState(false);
  const day = formatDate(since);
  const submit = () => {
    if (!agreed) {
      setUnchecked(true);
      return;
    }
    accept.mutate(version);
  };
  return (
    <section aria-labelledby="terms-heading" className="mx-auto flex max-w-3xl flex-col gap-4">
      <div>
        <h1 id="terms-heading" className="text-2xl font-semibold text-ink">
          <Trans>The program’s terms</Trans>
        </h1>
        <p className="mt-1 text-sm text-muted">
          <Trans>
            Version {version}, in force since {day}. Please read it and accept it to go on using the portal.
          </Trans>
        </p>
      </div>
      <TermsText
        html={html}
        below={1}
        label={t`The program’s terms, version ${version}`}
        className="max-h-[55dvh]"
      />
      <CheckboxField
        label={t`I have read and accept these terms.`}
        checked={agreed}
        aria-invalid={unchecked && !agreed}
        aria-describedby={unchecked && !agreed ? 'terms-unchecked' : undefined}
        onChange={(event) => {
          setAgreed(event.currentTarget.checked);
          setUnchecked(false);
        }}
      />
      {unchecked && !agreed && (
        <p id="terms-unchecked" className="text-sm text-error-ink">
          <Trans>Tick the box to accept the terms.</Trans>
        </p>
      )}
      {accept.isError && <Alert>{readApiFailure(accept.error).message}</Alert>}
      <div>
        <Button type="button" loading={accept.isPending} onClick={submit}>
          <Trans>Accept and continue</Trans>
        </Button>
      </div>
    </section>
  );
}
