import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import type { FeedName } from '@affiliate/contract/endpoints/feed-files';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { feedEndpoints } from '../api/feed-files';
import { FeedColumnsHelp } from './feed-columns-help';
import { UploadForm } from './upload-form';
import { UploadsLog } from './uploads-log';

/** The Scheduled pulls screen (feed sources), beside this one under Data. */
export const SCHEDULED_PULLS_PATH = '/data/sources';

const feeds: readonly FeedName[] = ['players', 'activity'];

/**
 * Data in from the brand's platform: upload a feed's CSV file and read its report, the upload log of
 * every file taken in however it came, and what each feed's file must hold. The form is for the roles
 * the feeds admit; the others read the log.
 */
export function DataScreen() {
  const { data: operator } = useSignedInOperator();
  const uploadable = operator ? feeds.filter((feed) => roleAdmits(feedEndpoints[feed], operator.role)) : [];

  return (
    <div className="max-w-6xl space-y-5">
      <PageHeader
        title="Data"
        description="Players and their activity from the brand's platform, as CSV files: upload one and read its report, or see every file taken in, however it came."
        actions={
          <Link to={SCHEDULED_PULLS_PATH} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <CalendarClock aria-hidden="true" className="size-4" />
            Scheduled pulls
          </Link>
        }
      />
      {uploadable.length > 0 && (
        <Card>
          <UploadForm feeds={uploadable} />
        </Card>
      )}
      <UploadsLog />
      <FeedColumnsHelp />
    </div>
  );
}
