import { Link } from 'react-router';
import { cx } from '@/components/ui/cx';
import { formatDateTime } from '@/lib/dates';
import { applicationPath } from '../../../config/console-routes';
import { columnAt, TableHead, type TableColumn } from '../../../components/table-head';
import type { Application } from '../api/applications';
import { applicantName, personName, trafficSourcesText } from '../lib/application-words';
import { ApplicationStatusBadge, DuplicatesBadge, EmailBadge } from './application-badges';

const columns: readonly TableColumn[] = [
  { label: 'Applied at', className: 'hidden w-32 py-2 pr-3 md:table-cell' },
  { label: 'Applicant', className: 'py-2 pr-3 md:px-3' },
  { label: 'Email', className: 'hidden px-3 py-2 xl:table-cell' },
  { label: 'Country', className: 'hidden w-24 px-3 py-2 2xl:table-cell' },
  { label: 'Currency', className: 'hidden w-24 px-3 py-2 2xl:table-cell' },
  { label: 'Traffic sources', className: 'hidden px-3 py-2 2xl:table-cell' },
  { label: 'Duplicates', className: cx(columnAt.fromMd, 'w-36') },
  { label: 'Status', className: 'hidden w-48 py-2 pl-3 md:table-cell' },
];

function EmailCell({ application }: { application: Application }) {
  return (
    <>
      <span className="block [overflow-wrap:anywhere]">{application.email}</span>
      <span className="mt-1 block">
        <EmailBadge confirmedAt={application.email_confirmed_at} />
      </span>
    </>
  );
}

/**
 * The queue's rows, oldest first. Every column from 1536 px; narrower, the columns that do not fit are
 * shown under the applicant's name (where from and the traffic below 1536 px, the email below 1280, and
 * on a phone when, the duplicates and the status too), so nothing scrolls sideways and no column is
 * squeezed to a word a line.
 */
export function ApplicationsTable({
  labelledBy,
  applications,
  busy,
}: {
  labelledBy: string;
  applications: Application[];
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
        {applications.map((application) => {
          const name = applicantName(application);
          const sources = trafficSourcesText(application.traffic_sources);
          return (
            <tr key={application.id} className="border-b border-line align-top last:border-b-0">
              <td className="hidden py-3 pr-3 text-ink tabular-nums md:table-cell">
                <time dateTime={application.applied_at}>{formatDateTime(application.applied_at)}</time>
              </td>
              <td className="py-3 pr-3 md:px-3">
                <Link
                  to={applicationPath(application.id)}
                  className="font-medium text-info-ink underline-offset-2 [overflow-wrap:anywhere] hover:underline"
                >
                  {name}
                </Link>
                <div className="text-muted [overflow-wrap:anywhere]">
                  {application.kind === 'company' ? `${personName(application)} · company` : 'Individual'}
                </div>
                <div className="mt-1 space-y-1 text-muted 2xl:hidden">
                  <div className="md:hidden">
                    Applied{' '}
                    <time dateTime={application.applied_at}>{formatDateTime(application.applied_at)}</time>
                  </div>
                  <div className="xl:hidden">
                    <EmailCell application={application} />
                  </div>
                  <div className="[overflow-wrap:anywhere]">
                    {application.country} · {application.currency} · {sources}
                  </div>
                  <div className="flex flex-wrap gap-2 md:hidden">
                    <DuplicatesBadge count={application.duplicates.length} />
                    <ApplicationStatusBadge status={application.status} />
                  </div>
                </div>
              </td>
              <td className="hidden px-3 py-3 text-ink xl:table-cell">
                <EmailCell application={application} />
              </td>
              <td className="hidden px-3 py-3 text-ink 2xl:table-cell">{application.country}</td>
              <td className="hidden px-3 py-3 text-ink 2xl:table-cell">{application.currency}</td>
              <td className="hidden px-3 py-3 text-ink 2xl:table-cell">{sources}</td>
              <td className="hidden px-3 py-3 md:table-cell">
                <DuplicatesBadge count={application.duplicates.length} />
              </td>
              <td className="hidden py-3 pl-3 md:table-cell">
                <ApplicationStatusBadge status={application.status} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
