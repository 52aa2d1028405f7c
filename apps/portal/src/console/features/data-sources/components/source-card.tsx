import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import type { FeedSource } from '../api/feed-sources';
import { authLabels } from '../lib/source-form';
import { scheduleWords, sourceState, utcTime } from '../lib/source-words';
import { PullLog } from './pull-log';

export interface SourceActions {
  onPullNow?: (source: FeedSource) => void;
  onEdit?: (source: FeedSource) => void;
  onDelete?: (source: FeedSource) => void;
  /** The source whose "Pull now" is on its way. */
  pulling: number | null;
}

/**
 * One source as a card (it reads the same at 360 px and on a desk): what it pulls from, its schedule,
 * its state (last and next pull, failures in a row, the last error) and the actions the role may take;
 * its pull log opens below it.
 */
export function SourceCard({ source, actions }: { source: FeedSource; actions: SourceActions }) {
  const [logOpen, setLogOpen] = useState(false);
  const logId = useId();
  const titleId = useId();
  const state = sourceState(source);
  const name = `${source.brand} ${source.feed}`;
  return (
    <li aria-labelledby={titleId} className="rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold text-ink">
          {source.brand} · {source.feed === 'activity' ? 'Activity' : 'Players'}
          <span className="ml-2 text-xs font-normal text-muted">#{source.id}</span>
        </h3>
        <StatusBadge label={state.label} tone={state.tone} />
      </div>
      <p className="mt-1 font-mono text-xs [overflow-wrap:anywhere] text-muted">{source.address}</p>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">Schedule</dt>
          <dd className="text-ink">
            {scheduleWords(source)}, {source.window_days} {source.window_days === 1 ? 'day' : 'days'} a pull
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">Signs in with</dt>
          <dd className="text-ink">
            {authLabels[source.auth]}
            {source.username && ` (${source.username})`}
            {source.has_secret && ', stored'}
          </dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">Last pull</dt>
          <dd className="tabular-nums text-ink">{utcTime(source.last_pulled_at)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">Next pull</dt>
          <dd className="tabular-nums text-ink">{source.enabled ? utcTime(source.next_pull_at) : 'Off'}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted">Failures in a row</dt>
          <dd className="tabular-nums text-ink">
            {source.failures_in_row} (admins told at {source.notify_after})
          </dd>
        </div>
      </dl>
      {source.last_error && (
        <p className="mt-2 text-sm [overflow-wrap:anywhere] text-error-ink">
          Last error: {source.last_error}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {actions.onPullNow && (
          <Button
            size="sm"
            aria-label={`Pull ${name} now`}
            loading={actions.pulling === source.id}
            disabled={source.pulling_since !== null}
            onClick={() => actions.onPullNow?.(source)}
          >
            Pull now
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={logOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? 'Hide pulls' : 'Pulls'}
        </Button>
        {actions.onEdit && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit ${name}`}
            onClick={() => actions.onEdit?.(source)}
          >
            Edit
          </Button>
        )}
        {actions.onDelete && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Delete ${name}`}
            onClick={() => actions.onDelete?.(source)}
          >
            Delete
          </Button>
        )}
      </div>
      <div id={logId} hidden={!logOpen} className="mt-3">
        {logOpen && <PullLog sourceId={source.id} />}
      </div>
    </li>
  );
}
