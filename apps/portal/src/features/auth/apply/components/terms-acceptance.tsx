import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { TermsText } from '@/components/terms-text';
import { Button } from '@/components/ui/button';
import { readApiFailure } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import type { PublicTerms } from '../api/applications';

/**
 * The program's terms in force, to read in a scrolling region a keyboard can reach, and the acceptance
 * the application must carry. Before the program publishes any, the applicant accepts them as they will
 * be published (the portal then asks them to accept the first version when they sign in).
 */
export function TermsAcceptance({
  terms,
  field,
  error,
}: {
  terms: UseQueryResult<PublicTerms>;
  field: UseFormRegisterReturn<'accept_terms'>;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const current = terms.data?.current ?? null;
  const errorId = 'apply-terms-error';
  const version = current?.version;
  const since = current ? formatDate(current.effective_from) : '';

  return (
    <section aria-labelledby="apply-terms-heading" className="flex flex-col gap-3">
      <h2 id="apply-terms-heading" className="text-lg font-semibold text-ink">
        <Trans>The program’s terms</Trans>
      </h2>
      {terms.isPending ? (
        <p className="text-sm text-muted">
          <Trans>Loading the terms…</Trans>
        </p>
      ) : terms.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-error-ink">
          <p>
            <Trans>The terms could not be loaded.</Trans> {readApiFailure(terms.error).message}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void terms.refetch()}>
            <Trans>Load the terms again</Trans>
          </Button>
        </div>
      ) : current ? (
        <>
          <p className="text-sm text-muted">
            <Trans>
              Version {version}, in force since {since}.
            </Trans>
          </p>
          <TermsText
            html={current.body_html}
            below={2}
            label={t`The program’s terms, version ${version}`}
            className="max-h-72"
          />
        </>
      ) : (
        <p className="text-sm text-muted">
          <Trans>
            The program has not published its terms yet. Once it does, you will be asked to accept them when
            you sign in.
          </Trans>
        </p>
      )}
      {terms.isSuccess && (
        <div className="flex items-start gap-2">
          <input
            id="apply-accept-terms"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-[#16181d]"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...field}
          />
          <label htmlFor="apply-accept-terms" className="cursor-pointer text-sm text-ink">
            {current ? (
              <Trans>I have read and accept the program’s terms.</Trans>
            ) : (
              <Trans>I will accept the program’s terms as they are published.</Trans>
            )}
          </label>
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error-ink">
          {error}
        </p>
      )}
    </section>
  );
}
