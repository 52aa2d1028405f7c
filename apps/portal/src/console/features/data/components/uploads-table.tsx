import { Link } from 'react-router';
import type { FeedFileSummary } from '@affiliate/contract/endpoints/feed-files';
import { cx } from '@/components/ui/cx';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { formatCount } from '@/lib/money';
import { dataUploadPath } from '../../../config/console-routes';
import { TableHead, type TableColumn } from '../../../components/table-head';
import { feedNames } from '../lib/feed-columns';
import { resultNames, resultTones, shortSha256, viaNames } from '../lib/report-words';

const columns: readonly TableColumn[] = [
  { label: 'Upload', className: 'py-2 pr-3' },
  { label: 'When', className: 'hidden w-44 px-3 py-2 md:table-cell' },
  { label: 'Feed', className: 'hidden w-24 px-3 py-2 lg:table-cell' },
  { label: 'Rows', className: 'hidden w-24 px-3 py-2 text-right md:table-cell' },
  { label: 'SHA-256', className: 'hidden w-36 px-3 py-2 xl:table-cell' },
  { label: 'Result', className: 'w-36 py-2 pl-3' },
];

function ResultBadge({ upload }: { upload: FeedFileSummary }) {
  return upload.result ? (
    <StatusBadge label={resultNames[upload.result]} tone={resultTones[upload.result]} />
  ) : (
    <StatusBadge label="Being read" tone="info" />
  );
}

/**
 * The upload log's rows, newest first; each opens onto its report. Who sent it (a long address, often)
 * is written under the file's name; so are, on narrower screens, the columns that do not fit, so
 * nothing scrolls sideways on a phone.
 */
export function UploadsTable({
  labelledBy,
  uploads,
  busy,
}: {
  labelledBy: string;
  uploads: readonly FeedFileSummary[];
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
        {uploads.map((upload) => {
          const when = <time dateTime={upload.started_at}>{formatDateTime(upload.started_at)}</time>;
          const by = `by ${upload.uploaded_by} · ${viaNames[upload.via]}`;
          return (
            <tr key={upload.upload_id} className="border-b border-line align-top last:border-b-0">
              <td className="py-3 pr-3">
                <Link
                  to={dataUploadPath(upload.upload_id)}
                  className="font-medium text-info-ink underline-offset-2 [overflow-wrap:anywhere] hover:underline"
                >
                  #{upload.upload_id} {upload.file_name ?? `${feedNames[upload.feed]} ${viaNames[upload.via].toLowerCase()}`}
                </Link>
                <div className="mt-1 space-y-0.5 text-muted">
                  <div className="md:hidden">
                    {when} · {formatCount(upload.rows)} {upload.rows === 1 ? 'row' : 'rows'}
                  </div>
                  <div className="[overflow-wrap:anywhere]">
                    <span className="lg:hidden">{feedNames[upload.feed]} · </span>
                    {by}
                  </div>
                  <div className="font-mono text-xs xl:hidden">SHA-256 {shortSha256(upload.sha256)}</div>
                </div>
              </td>
              <td className="hidden px-3 py-3 text-ink tabular-nums md:table-cell">{when}</td>
              <td className="hidden px-3 py-3 text-ink lg:table-cell">{feedNames[upload.feed]}</td>
              <td className="hidden px-3 py-3 text-right text-ink tabular-nums md:table-cell">
                {formatCount(upload.rows)}
              </td>
              <td className="hidden px-3 py-3 font-mono text-xs text-ink xl:table-cell">
                <span title={upload.sha256 ?? undefined}>{shortSha256(upload.sha256)}</span>
              </td>
              <td className="py-3 pl-3">
                <ResultBadge upload={upload} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
