import { useId } from 'react';
import type { FeedName } from '@affiliate/contract/endpoints/feed-files';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { formatCount } from '@/lib/money';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useFeedUploadsPage } from '../api/feed-files';
import { feedNames } from '../lib/feed-columns';
import { logFiltersInUrl } from '../lib/log-filters';
import { UploadsTable } from './uploads-table';

const feedOptions = [
  { value: '', label: 'Every feed' },
  { value: 'players', label: feedNames.players },
  { value: 'activity', label: feedNames.activity },
];

/** Every file taken in (the console, the CLI, the API, scheduled pulls), newest first; feed and page in the URL. */
export function UploadsLog() {
  const view = useUrlFilters(logFiltersInUrl);
  const query = useFeedUploadsPage(view.query);
  const headingId = useId();
  const page = query.data;

  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            Upload log
          </h2>
          <p role="status" className="mt-1 min-h-5 text-sm text-muted">
            {page && page.meta.total > 0 && page.meta.from !== null && page.meta.to !== null
              ? `Showing ${formatCount(page.meta.from)}–${formatCount(page.meta.to)} of ${formatCount(page.meta.total)}, newest first`
              : page
                ? ''
                : 'Loading the upload log…'}
          </p>
        </div>
        <SelectField
          label="Feed"
          className="w-full sm:w-48"
          options={feedOptions}
          value={view.values.feed ?? ''}
          onChange={(event) =>
            view.change({ feed: (event.target.value || undefined) as FeedName | undefined })
          }
        />
      </div>
      {query.isError && !query.isFetching ? (
        <LoadFailedAlert
          message="We could not load the upload log."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {!page && (
            <table className="w-full" aria-busy="true" aria-label="Loading the upload log">
              <tbody>
                <SkeletonTableRows count={4} columns={3} />
              </tbody>
            </table>
          )}
          {page && page.data.length === 0 && (
            <NoResult title="No file yet">
              {view.values.feed
                ? `No ${feedNames[view.values.feed].toLowerCase()} file has been taken in.`
                : 'Files uploaded here, sent with the CLI or the API, or pulled on a schedule appear here.'}
            </NoResult>
          )}
          {page && page.data.length > 0 && (
            <UploadsTable labelledBy={headingId} uploads={page.data} busy={query.isPlaceholderData} />
          )}
          {page && <Pagination className="mt-4" label="Upload log pages" meta={page.meta} hrefFor={view.hrefFor} />}
        </>
      )}
    </Card>
  );
}
