import type { AuditEntry } from '@affiliate/contract/endpoints/operator-audit';
import { cx } from '@/components/ui/cx';
import { formatDateTime } from '@/lib/dates';
import { actorLabel, entryActionLabel, outcomeLabel } from '../lib/action-labels';
import { columnAt, TableHead, type TableColumn } from '../../../components/table-head';

const columns: readonly TableColumn[] = [
  { label: 'Time', className: 'hidden w-44 py-2 pr-3 md:table-cell' },
  { label: 'Who', className: columnAt.fromMd },
  { label: 'Action', className: 'py-2 pr-3 md:px-3' },
  { label: 'Affiliate', className: 'hidden w-40 px-3 py-2 md:table-cell' },
  { label: 'Outcome', className: 'hidden w-32 px-3 py-2 md:table-cell' },
];

function OutcomeBadge({ entry }: { entry: AuditEntry }) {
  const refused = entry.outcome === 'refused';
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        refused ? 'bg-error-soft text-error-ink' : 'bg-success-soft text-success-ink',
      )}
    >
      {outcomeLabel(entry)}
    </span>
  );
}

const affiliateOf = (entry: AuditEntry) =>
  entry.affiliate ? `${entry.affiliate.username} (#${entry.affiliate.id})` : '—';

/** The row's safe details behind a native disclosure (keyboard and screen readers come with it). */
function DetailDisclosure({ entry }: { entry: AuditEntry }) {
  const pairs = Object.entries(entry.detail);
  if (pairs.length === 0) return <span className="text-xs text-muted">No details</span>;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer rounded font-medium text-info-ink underline-offset-2 hover:underline">
        Details
        <span className="sr-only">
          {' '}
          of {entryActionLabel(entry)}, {formatDateTime(entry.at)}
        </span>
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {pairs.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-muted">{key}</dt>
            <dd className="font-mono [overflow-wrap:anywhere] text-ink">{String(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-muted">Action name: {entry.action}</p>
    </details>
  );
}

/**
 * The trail's rows. From 768 px a column each for time, who, affiliate and outcome; narrower, each row
 * is a card: the action, then who, when, the affiliate and the outcome under it.
 */
export function AuditTable({
  labelledBy,
  entries,
  busy,
}: {
  labelledBy: string;
  entries: AuditEntry[];
  busy: boolean;
}) {
  return (
    <table
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      className={cx('w-full table-fixed text-left text-sm', busy && 'opacity-60')}
    >
      <TableHead columns={columns} />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-b border-line align-top last:border-0">
            <td className="hidden py-3 pr-3 whitespace-nowrap text-ink md:table-cell">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </td>
            <td className="hidden px-3 py-3 [overflow-wrap:anywhere] text-ink md:table-cell">
              {actorLabel(entry.who)}
            </td>
            <td className="py-3 pr-3 md:px-3">
              <span className="font-medium text-ink [overflow-wrap:anywhere]">{entryActionLabel(entry)}</span>
              <span className="mt-1 flex flex-col gap-0.5 text-xs text-muted md:hidden">
                <span className="[overflow-wrap:anywhere]">By {actorLabel(entry.who)}</span>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                <span className="[overflow-wrap:anywhere]">Affiliate: {affiliateOf(entry)}</span>
                <span>
                  <OutcomeBadge entry={entry} />
                </span>
              </span>
              <div className="mt-2">
                <DetailDisclosure entry={entry} />
              </div>
            </td>
            <td className="hidden px-3 py-3 [overflow-wrap:anywhere] text-ink md:table-cell">
              {affiliateOf(entry)}
            </td>
            <td className="hidden px-3 py-3 md:table-cell">
              <OutcomeBadge entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
