import { Trans } from '@lingui/react/macro';
import type { PlayerChange } from '@affiliate/contract/endpoints/player-changes';
import { cx } from '@/components/ui/cx';
import { SkeletonCardItems } from '@/components/ui/list-skeleton';
import { changeByText, changeWords, formatChangeTime } from '@/lib/player-change-words';

/**
 * The change log's entries (issue 39), newest first: when (UTC), what in words, by what and why. One
 * list at every width: a card per entry on a phone, rows of one box from 640 px, so nothing scrolls
 * sideways and a reason of any length wraps. Its screen reads the language (useLingui), so the entries'
 * words, made at each render, follow it.
 */
export function PlayerChangeList({
  entries,
  label,
  skeletonRows = 5,
  busy = false,
}: {
  /** Null while the first page loads. */
  entries: PlayerChange[] | null;
  label: string;
  skeletonRows?: number;
  busy?: boolean;
}) {
  return (
    <ol
      aria-label={label}
      aria-busy={busy || entries === null}
      className={cx(
        'flex flex-col gap-3 transition-opacity sm:gap-0 sm:divide-y sm:divide-line sm:rounded-xl sm:border sm:border-line sm:bg-surface sm:shadow-xs',
        busy && 'opacity-60',
      )}
    >
      {entries === null ? (
        <SkeletonCardItems count={skeletonRows} />
      ) : (
        entries.map((entry) => <PlayerChangeItem key={entry.id} entry={entry} />)
      )}
    </ol>
  );
}

function PlayerChangeItem({ entry }: { entry: PlayerChange }) {
  const { what, more } = changeWords(entry);
  const titleId = `player-change-${entry.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="min-w-0 rounded-xl border border-line bg-surface p-4 shadow-xs sm:rounded-none sm:border-0 sm:bg-transparent sm:px-5 sm:shadow-none"
    >
      <p className="text-xs text-muted">
        <time dateTime={entry.happened_at}>{formatChangeTime(entry.happened_at)}</time>
      </p>
      <h3 id={titleId} className="mt-1 text-sm font-semibold text-ink [overflow-wrap:anywhere]">
        {what}
      </h3>
      {more.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-sm text-ink [overflow-wrap:anywhere]">
          {more.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-muted">{changeByText(entry.by)}</p>
      {entry.reason && (
        <p className="mt-1 text-sm text-ink [overflow-wrap:anywhere]">
          <span className="font-medium">
            <Trans>Reason:</Trans>
          </span>{' '}
          {/* The operator's or the feed's own words: not the portal's to translate. */}
          <span translate="no">{entry.reason}</span>
        </p>
      )}
    </li>
  );
}
