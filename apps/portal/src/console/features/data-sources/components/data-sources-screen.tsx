import { useRef, useState } from 'react';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import { createFeedSource, pullFeedSourceNow } from '@affiliate/contract/endpoints/feed-sources';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { readApiFailure } from '@/lib/api-error';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import {
  useBrandChoices,
  useDeleteFeedSource,
  useFeedSources,
  usePullNow,
  type FeedSource,
} from '../api/feed-sources';
import { pullResultWords } from '../lib/source-words';
import { SourceCard } from './source-card';
import { SourceForm } from './source-form';

/**
 * Data sources (`/data/sources`): where each brand's player and activity feeds are pulled from on a
 * schedule, their state and pull logs. Admins add, edit and delete sources (they hold credentials);
 * finance and admins pull one now; finance and support read.
 */
export function DataSourcesScreen() {
  const query = useFeedSources();
  const brands = useBrandChoices();
  const { data: operator } = useSignedInOperator();
  const canEdit = operator ? roleAdmits(createFeedSource, operator.role) : false;
  const canPull = operator ? roleAdmits(pullFeedSourceNow, operator.role) : false;
  const heading = useRef<HTMLHeadingElement>(null);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [editing, setEditing] = useState<FeedSource | null>(null);
  const [deleting, setDeleting] = useState<FeedSource | null>(null);
  const pull = usePullNow();
  const remove = useDeleteFeedSource();
  const sources = query.data;

  const pullNow = (source: FeedSource) => {
    pull.mutate(source.id, {
      onSuccess: ({ pull: report }) =>
        setStatus(
          report.result === 'failed' || report.result === 'refused'
            ? {
                tone: 'error',
                text: `Pull of ${source.brand} ${source.feed} ${report.result}: ${report.failure ?? `${report.refused_rows} rows refused`}`,
              }
            : {
                tone: 'success',
                text: `Pulled ${source.brand} ${source.feed}: ${pullResultWords[report.result ?? ''] ?? 'done'}, ${report.rows} rows.`,
              },
        ),
      onError: (reason) => setStatus({ tone: 'error', text: readApiFailure(reason).message }),
    });
  };

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Data sources"
        description="Where each brand's players and activity are pulled from on a schedule (HTTPS or SFTP), and how each pull went. Times are UTC."
      />
      {status && (
        <Alert tone={status.tone}>
          <span className="[overflow-wrap:anywhere]">{status.text}</span>
        </Alert>
      )}
      {canEdit && (
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-ink">Add a source</h2>
          {brands.data ? (
            <SourceForm
              brands={brands.data}
              onSaved={(source) => {
                setStatus({
                  tone: 'success',
                  text: `Added source #${source.id} (${source.brand} ${source.feed}).`,
                });
                heading.current?.focus();
              }}
            />
          ) : (
            <p className="text-sm text-muted">Loading the brands…</p>
          )}
        </Card>
      )}
      <Card>
        <h2 ref={heading} tabIndex={-1} className="mb-3 text-lg font-semibold text-ink focus:outline-none">
          Sources
        </h2>
        {query.isError ? (
          <LoadFailedAlert
            message="We could not load the sources."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !sources ? (
          <p className="text-sm text-muted" aria-busy="true">
            Loading the sources…
          </p>
        ) : sources.length === 0 ? (
          <p className="text-sm text-muted">No source yet: feeds come in only as they are sent.</p>
        ) : (
          <ul aria-label="Sources" className="flex flex-col gap-3">
            {sources.map((source) => (
              <SourceCard
                key={source.id}
                source={source}
                actions={{
                  pulling: pull.isPending ? (pull.variables ?? null) : null,
                  ...(canPull && { onPullNow: pullNow }),
                  ...(canEdit && { onEdit: setEditing, onDelete: setDeleting }),
                }}
              />
            ))}
          </ul>
        )}
      </Card>
      <ModalDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing ? `Edit ${editing.brand} ${editing.feed}` : 'Edit source'}
        description={editing && <span className="font-mono [overflow-wrap:anywhere]">#{editing.id}</span>}
        widthClass="w-[min(92vw,720px)]"
      >
        {editing && brands.data && (
          <div className="mt-4">
            <SourceForm
              source={editing}
              brands={brands.data}
              onSaved={(saved) => {
                setEditing(null);
                setStatus({ tone: 'success', text: `Saved source #${saved.id}.` });
              }}
              onCancel={() => setEditing(null)}
            />
          </div>
        )}
      </ModalDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete ${deleting.brand} ${deleting.feed}?` : 'Delete source?'}
        description="Its address and credentials are deleted and it is pulled no more; its pulls stay in the upload log."
        confirmLabel="Delete source"
        busy={remove.isPending}
        {...(remove.error && { failure: readApiFailure(remove.error).message })}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: (gone) => {
              setDeleting(null);
              remove.reset();
              setStatus({ tone: 'success', text: `Deleted source #${gone.id}.` });
              heading.current?.focus();
            },
          });
        }}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </div>
  );
}
