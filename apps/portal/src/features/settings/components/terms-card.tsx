import { Trans, useLingui } from '@lingui/react/macro';
import { useMyTerms } from '@/api/my-terms';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { TermsText } from '@/components/terms-text';
import { formatDate, formatDateTime } from '@/lib/dates';

/**
 * The program's terms on Settings (issue 38): the version in force to read again, one published to take
 * effect later to read ahead, and every acceptance of the affiliate's with its time and address.
 */
export function TermsCard() {
  const { t } = useLingui();
  const terms = useMyTerms();
  return (
    <Card>
      <section aria-labelledby="terms-card-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="terms-card-heading" className="text-lg font-semibold text-ink">
            <Trans>Program terms</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted">
            <Trans>The terms you work under, and when you accepted each version.</Trans>
          </p>
        </div>
        {terms.isPending && <Skeleton className="h-16" />}
        {terms.isError && (
          <LoadFailedAlert
            message={t`We could not load the program’s terms.`}
            error={terms.error}
            onRetry={() => void terms.refetch()}
            retrying={terms.isFetching}
          />
        )}
        {terms.data && !terms.data.current && (
          <p className="text-sm text-ink">
            <Trans>The program has not published its terms yet.</Trans>
          </p>
        )}
        {terms.data?.current && <TermsVersionDisclosure {...terms.data.current} upcoming={false} />}
        {terms.data?.upcoming && <TermsVersionDisclosure {...terms.data.upcoming} upcoming />}
        {terms.data && terms.data.acceptances.length > 0 && (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              <Trans>Your acceptances of the program’s terms</Trans>
            </caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-1 pe-3 font-medium">
                  <Trans>Version</Trans>
                </th>
                <th scope="col" className="py-1 pe-3 font-medium">
                  <Trans>Accepted</Trans>
                </th>
                <th scope="col" className="py-1 font-medium">
                  <Trans>From address</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {terms.data.acceptances.map((acceptance) => (
                <tr key={acceptance.version} className="border-t border-line">
                  <td className="py-1 pe-3">{acceptance.version}</td>
                  <td className="py-1 pe-3">{formatDateTime(acceptance.accepted_at)}</td>
                  <td className="break-all py-1" translate="no">
                    {acceptance.ip}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </Card>
  );
}

function TermsVersionDisclosure({
  version,
  effective_from: since,
  body_html: html,
  upcoming,
}: {
  version: number;
  effective_from: string;
  body_html: string;
  upcoming: boolean;
}) {
  const { t } = useLingui();
  const day = formatDate(since);
  return (
    <details className="rounded-lg border border-line">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-ink">
        {upcoming
          ? t`Version ${version}, in force from ${day}`
          : t`Version ${version}, in force since ${day}`}
      </summary>
      <TermsText
        html={html}
        below={2}
        label={t`The program’s terms, version ${version}`}
        className="max-h-96 rounded-t-none border-x-0 border-b-0"
      />
    </details>
  );
}
