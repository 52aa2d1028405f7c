import { Link } from 'react-router';
import type { AffiliateSummary } from '@affiliate/contract/endpoints/operator-affiliates';
import { cx } from '@/components/ui/cx';
import { formatDate } from '@/lib/dates';
import { affiliatePath } from '../../../config/console-routes';
import { AffiliateStatusBadge } from './affiliate-status-badge';
import { columnAt, TableHead, type TableColumn } from '../../../components/table-head';

const columns: readonly TableColumn[] = [
  { label: 'Affiliate', className: columnAt.first },
  { label: 'Email', className: columnAt.fromMd },
  { label: 'Referral code', className: 'hidden w-40 px-3 py-2 lg:table-cell' },
  { label: 'Status', className: cx(columnAt.fromMd, 'w-28') },
  { label: 'Joined', className: 'hidden w-32 px-3 py-2 lg:table-cell' },
];

/**
 * The search's rows. From 768 px a column each for name, email, referral code, status and since when;
 * narrower, each row is a card: the username (a link to the record), then the rest under it.
 */
export function AffiliatesTable({
  labelledBy,
  affiliates,
  busy,
}: {
  labelledBy: string;
  affiliates: AffiliateSummary[];
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
        {affiliates.map((affiliate) => (
          <tr key={affiliate.id} className="border-b border-line last:border-b-0 align-top">
            <td className="py-3 pr-3">
              <Link
                to={affiliatePath(affiliate.id)}
                className="font-medium text-info-ink underline-offset-2 [overflow-wrap:anywhere] hover:underline"
              >
                {affiliate.username}
              </Link>
              <div className="text-muted [overflow-wrap:anywhere]">
                {affiliate.first_name} {affiliate.last_name} · #{affiliate.id} · {affiliate.country}
              </div>
              <div className="mt-1 space-y-1 text-muted md:hidden">
                <div className="[overflow-wrap:anywhere]">{affiliate.email}</div>
                <AffiliateStatusBadge status={affiliate.status} />
              </div>
            </td>
            <td className="hidden px-3 py-3 [overflow-wrap:anywhere] md:table-cell">{affiliate.email}</td>
            <td className="hidden px-3 py-3 font-mono text-xs [overflow-wrap:anywhere] lg:table-cell">
              {affiliate.referral_code ?? '—'}
            </td>
            <td className="hidden px-3 py-3 md:table-cell">
              <AffiliateStatusBadge status={affiliate.status} />
            </td>
            <td className="hidden px-3 py-3 lg:table-cell">{formatDate(affiliate.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
