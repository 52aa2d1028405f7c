import { useParams } from 'react-router';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import { applicationParams, approveApplication } from '@affiliate/contract/endpoints/applications';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiFailure } from '@/lib/api-error';
import { consoleRoutes } from '../../../config/console-routes';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useApplication } from '../api/applications';
import { applicantName } from '../lib/application-words';
import { ApplicationStatusBadge } from './application-badges';
import { ApplicationFields } from './application-fields';
import { DecisionSection } from './decision-section';
import { DuplicatesList } from './duplicates-list';
import { QuestionsThread } from './questions-thread';
import { BackLink } from '../../../components/back-link';

function BackToQueue() {
  return <BackLink to={consoleRoutes.applications.path}>Applications</BackLink>;
}

/** One application: everything the applicant filled in, the duplicates found, the questions, the decision. */
export function ApplicationScreen() {
  const params = applicationParams.safeParse(useParams());
  if (!params.success) {
    return (
      <div className="max-w-6xl space-y-5">
        <BackToQueue />
        <PageHeader title="Application" />
        <Alert tone="info">This address names no application. Open one from the queue.</Alert>
      </div>
    );
  }
  return <ApplicationView applicationId={params.data.applicationId} />;
}

function ApplicationView({ applicationId }: { applicationId: number }) {
  const query = useApplication(applicationId);
  const { data: operator } = useSignedInOperator();
  const application = query.data;

  if (!application || !operator) {
    const missing = query.isError && readApiFailure(query.error).status === 404;
    return (
      <div className="max-w-6xl space-y-5">
        <BackToQueue />
        <PageHeader title={`Application #${applicationId}`} />
        {missing && <Alert tone="info">No application has this id.</Alert>}
        {query.isError && !missing && (
          <LoadFailedAlert
            message="We could not load this application."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.isPending && (
          <Card>
            <p role="status" className="sr-only">
              Loading the application…
            </p>
            <Skeleton className="h-40 w-full" />
          </Card>
        )}
      </div>
    );
  }

  return (
    <div className="max-w-6xl space-y-5">
      <BackToQueue />
      <PageHeader
        title={applicantName(application)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>Application #{application.id}</span>
            <ApplicationStatusBadge status={application.status} />
          </span>
        }
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="min-w-0 space-y-5">
          <ApplicationFields application={application} />
          <DuplicatesList duplicates={application.duplicates} />
        </div>
        <div className="min-w-0 space-y-5">
          <QuestionsThread application={application} />
          <DecisionSection
            application={application}
            canDecide={roleAdmits(approveApplication, operator.role)}
            role={operator.role}
          />
        </div>
      </div>
    </div>
  );
}
