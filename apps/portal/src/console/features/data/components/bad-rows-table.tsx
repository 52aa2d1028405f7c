import { useId } from 'react';
import type { FeedFileReport } from '@affiliate/contract/endpoints/feed-files';
import { formatCount } from '@/lib/money';
import { TableHead, type TableColumn } from '../../../components/table-head';

const columns: readonly TableColumn[] = [
  { label: 'Line', className: 'px-3 py-2 text-right' },
  { label: 'Column', className: 'px-3 py-2' },
  { label: 'Problem', className: 'px-3 py-2' },
];

/**
 * The rows a file was refused for (or left out of it), by line of the file (the header is line 1) and
 * column. The table scrolls in its own region (down past a few hundred rows; sideways where a phone is
 * narrower than a long column name), which takes the focus so the keyboard can scroll it too.
 */
export function BadRowsTable({ report }: { report: FeedFileReport }) {
  const headingId = useId();
  const title = report.result === 'stored_good_rows' ? 'Rows left out' : 'Bad rows';
  const listed = report.errors.length;
  return (
    <div className="space-y-2">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {report.error_count > listed && (
        <p className="text-sm text-muted">
          The first {formatCount(listed)} of {formatCount(report.error_count)} problems. Fix these and upload
          the file again to see the rest.
        </p>
      )}
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-lg border border-line focus:outline-none focus-visible:ring-3 focus-visible:ring-info/40"
      >
        <table aria-labelledby={headingId} className="w-full min-w-[17rem] text-left text-sm">
          <TableHead columns={columns} />
          <tbody>
            {report.errors.map((error, index) => (
              <tr key={index} className="border-b border-line align-top last:border-0">
                <td className="px-3 py-2 text-right font-mono tabular-nums whitespace-nowrap text-ink">
                  {formatCount(error.line)}
                </td>
                <td className="px-3 py-2 font-mono whitespace-nowrap text-ink">
                  {error.column ?? <span className="font-sans text-muted">whole row</span>}
                </td>
                <td className="px-3 py-2 [overflow-wrap:anywhere] text-ink">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
