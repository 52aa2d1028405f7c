import { useParams } from 'react-router';
import { feedUploadParams } from '@affiliate/contract/endpoints/feed-files';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiFailure } from '@/lib/api-error';
import { consoleRoutes } from '../../../config/console-routes';
import { useFeedUpload } from '../api/feed-files';
import { UploadReport } from './upload-report';
import { BackLink } from '../../../components/back-link';

function BackToData() {
  return <BackLink to={consoleRoutes.data.path}>Data</BackLink>;
}

/** One file of the upload log: its report, with every refused row the gateway kept. */
export function UploadScreen() {
  const params = feedUploadParams.safeParse(useParams());
  if (!params.success) {
    return (
      <div className="max-w-6xl space-y-5">
        <BackToData />
        <PageHeader title="Upload" />
        <Alert tone="info">This address names no upload. Open one from the upload log.</Alert>
      </div>
    );
  }
  return <UploadView uploadId={params.data.uploadId} />;
}

function UploadView({ uploadId }: { uploadId: number }) {
  const query = useFeedUpload(uploadId);
  const report = query.data;
  const missing = query.isError && readApiFailure(query.error).status === 404;
  return (
    <div className="max-w-6xl space-y-5">
      <BackToData />
      <PageHeader
        title={`Upload #${uploadId}`}
        description={report?.file_name ?? 'A file taken in, and what became of it.'}
      />
      {missing && <Alert tone="info">No upload has this id.</Alert>}
      {query.isError && !missing && (
        <LoadFailedAlert
          message="We could not load this upload."
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isPending && (
        <Card>
          <p role="status" className="sr-only">
            Loading the upload…
          </p>
          <Skeleton className="h-40 w-full" />
        </Card>
      )}
      {report && (
        <Card>
          <UploadReport report={report} heading="Report" />
        </Card>
      )}
    </div>
  );
}
