import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { StatusBadge } from '@/components/ui/status-badge';
import { useFeedSourcePulls } from '../api/feed-sources';
import { pullResultTone, pullResultWords, utcTime } from '../lib/source-words';

/** A source's latest pulls, newest first: when, what came (rows, bytes), the result and why it failed. */
export function PullLog({ sourceId }: { sourceId: number }) {
  const query = useFeedSourcePulls(sourceId);
  if (query.isError)
    return (
      <LoadFailedAlert
        message="We could not load the pulls."
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <p className="text-sm text-muted">Loading the pulls…</p>;
  if (query.data.length === 0) return <p className="text-sm text-muted">Not pulled yet.</p>;
  return (
    <ol aria-label={`Pulls of source ${sourceId}`} className="flex flex-col divide-y divide-line">
      {query.data.map((pull) => (
        <li key={pull.upload_id} className="flex flex-col gap-1 py-2 text-sm">
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge
              label={pull.result === null ? 'Running' : (pullResultWords[pull.result] ?? pull.result)}
              tone={pullResultTone(pull.result)}
            />
            <span className="tabular-nums text-ink">{utcTime(pull.started_at)}</span>
            <span className="text-muted">
              {pull.rows} rows, {pull.stored_rows} stored
              {pull.refused_rows > 0 && `, ${pull.refused_rows} refused`} · by {pull.uploaded_by}
            </span>
          </span>
          {pull.failure && <span className="[overflow-wrap:anywhere] text-error-ink">{pull.failure}</span>}
          {pull.file_name && (
            <span className="font-mono text-xs [overflow-wrap:anywhere] text-muted">{pull.file_name}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
