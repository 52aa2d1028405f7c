import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { formatDateTime } from '@/lib/dates';
import { affiliatePath } from '../../../config/console-routes';
import { columnAt, TableHead, type TableColumn } from '../../../components/table-head';
import { useTermsAcceptances } from '../api/terms';

const PER_PAGE = 25;
const numbers = new Intl.NumberFormat('en-US');

const columns: readonly TableColumn[] = [
  { label: 'Affiliate', className: columnAt.first },
  { label: 'Accepted at', className: columnAt.middle },
  // Flush right as its cells are (the last column pads the left only).
  { label: 'IP', className: 'hidden py-2 pl-3 text-right md:table-cell' },
];

/**
 * Who accepted a version, the latest first, a page at a time: the affiliate (their record one link away),
 * when, and from which address (below the time on a phone).
 */
export function TermsAcceptances({ version }: { version: number }) {
  const [page, setPage] = useState(1);
  const query = useTermsAcceptances(version, page, PER_PAGE);
  const headingId = useId();
  const answer = query.data;

  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="mb-2 text-sm font-semibold text-ink">
        Who accepted version {version}
      </h4>
      {query.isError ? (
        <LoadFailedAlert
          message={`We could not load who accepted version ${version}.`}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : !answer ? (
        <table className="w-full" aria-busy="true" aria-label={`Loading who accepted version ${version}`}>
          <tbody>
            <SkeletonTableRows count={2} columns={3} />
          </tbody>
        </table>
      ) : answer.data.length === 0 ? (
        <p className="text-sm text-muted">No affiliate has accepted this version yet.</p>
      ) : (
        <>
          <table
            aria-labelledby={headingId}
            aria-busy={query.isPlaceholderData}
            className="w-full text-left text-sm"
          >
            <TableHead columns={columns} />
            <tbody>
              {answer.data.map((acceptance) => (
                <tr
                  key={`${acceptance.member_id}-${acceptance.accepted_at}`}
                  className="border-b border-line align-top last:border-0"
                >
                  <td className="py-2 pr-3">
                    <Link
                      to={affiliatePath(acceptance.member_id)}
                      className="block font-medium [overflow-wrap:anywhere] text-ink underline-offset-2 hover:underline"
                    >
                      {acceptance.username}
                    </Link>
                    <span className="block text-xs whitespace-nowrap text-muted tabular-nums">
                      Member id {acceptance.member_id}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <span className="block text-ink tabular-nums">
                      {formatDateTime(acceptance.accepted_at)}
                    </span>
                    <span className="block font-mono text-xs [overflow-wrap:anywhere] text-muted md:hidden">
                      IP {acceptance.ip}
                    </span>
                  </td>
                  <td className="hidden py-2 pl-3 text-right font-mono text-xs [overflow-wrap:anywhere] text-ink md:table-cell">
                    {acceptance.ip}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-muted" aria-live="polite">
            {numbers.format(answer.meta.from ?? 0)}–{numbers.format(answer.meta.to ?? 0)} of{' '}
            {numbers.format(answer.meta.total)}
          </p>
          {answer.meta.last_page > 1 && (
            <nav
              aria-label={`Pages of who accepted version ${version}`}
              className="mt-2 flex flex-wrap items-center gap-3"
            >
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-muted">
                Page {answer.meta.current_page} of {answer.meta.last_page}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= answer.meta.last_page}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
