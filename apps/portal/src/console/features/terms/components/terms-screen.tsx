import { useId, useRef, useState } from 'react';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import { publishTerms } from '@affiliate/contract/endpoints/program-terms';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate } from '@/lib/dates';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useTermsVersions } from '../api/terms';
import { PublishTermsForm } from './publish-terms-form';
import { TermsVersionsList } from './terms-versions-list';

// The gateway's days are UTC days: a version "takes effect today" on the UTC date.
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The program's terms (issue 38): every published version, the latest first, with its state, its text
 * and who accepted it. Every role reads; admins publish the next version, which every affiliate accepts
 * at their next sign-in once it is in force.
 */
export function TermsScreen() {
  const query = useTermsVersions();
  const { data: operator } = useSignedInOperator();
  const canPublish = operator ? roleAdmits(publishTerms, operator.role) : false;
  const headingId = useId();
  // Where focus goes after publishing: the list that now holds the new version.
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState('');
  const versions = query.data;

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Terms"
        description="The program’s terms, every version kept: affiliates accept the version in force before anything else in the portal."
      />
      {status && (
        <Alert tone="success">
          <span className="[overflow-wrap:anywhere]">{status}</span>
        </Alert>
      )}
      {canPublish && (
        <Card>
          <h2 className="mb-1 text-lg font-semibold text-ink">Publish a new version</h2>
          <p className="mb-4 text-sm text-muted">
            Once it takes effect, every affiliate is asked to accept it at their next sign-in. A published
            version cannot be changed.
          </p>
          <PublishTermsForm
            today={todayUtc()}
            onPublished={(version) => {
              setStatus(
                `Published version ${version.version}, in force from ${formatDate(version.effective_from)}.`,
              );
              heading.current?.focus();
            }}
          />
        </Card>
      )}
      <Card>
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="mb-3 text-lg font-semibold text-ink focus:outline-none"
        >
          Versions
        </h2>
        {query.isError ? (
          <LoadFailedAlert
            message="We could not load the terms."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !versions ? (
          <table className="w-full" aria-busy="true" aria-label="Loading the terms">
            <tbody>
              <SkeletonTableRows count={2} columns={3} />
            </tbody>
          </table>
        ) : versions.length === 0 ? (
          <p className="py-4 text-sm text-muted">
            No version is published yet: affiliates have no terms to accept.
          </p>
        ) : (
          <TermsVersionsList labelledBy={headingId} versions={versions} />
        )}
      </Card>
    </div>
  );
}
