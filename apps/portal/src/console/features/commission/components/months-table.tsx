import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { formatDate } from '@/lib/dates';
import { formatCount, formatMoney } from '@/lib/money';
import type { CommissionPeriodSummary } from '../api/commission';
import { isZeroAmount, monthName } from '../lib/period-labels';
import { PeriodStateBadge } from './period-state-badge';
import { actionsColumn, columnAt, TableHead, type TableColumn } from '../../../components/table-head';

const columns: readonly TableColumn[] = [
  { label: 'Month', className: columnAt.first },
  { label: 'State', className: columnAt.middle },
  { label: 'Credited', className: columnAt.fromMd },
  { label: 'Closed', className: columnAt.fromMd },
  actionsColumn,
];

function Credited({ month }: { month: CommissionPeriodSummary }) {
  if (month.state !== 'closed') return <span className="text-muted">—</span>;
  if (month.totals.length === 0) return <span className="text-muted">Nothing to credit</span>;
  return (
    <ul>
      {month.totals.map((total) => (
        <li key={total.currency}>
          <span className="font-medium text-ink tabular-nums">
            {formatMoney(total.total_credited, total.currency)}
          </span>{' '}
          {total.affiliates > 0 && (
            <span className="text-xs text-muted">
              to {formatCount(total.credited)} of {formatCount(total.affiliates)}
            </span>
          )}
          {!isZeroAmount(total.sub_affiliate_earnings) && (
            <span className="block text-xs text-muted tabular-nums">
              {formatMoney(total.amount, total.currency)} commission +{' '}
              {formatMoney(total.sub_affiliate_earnings, total.currency)} sub-affiliate earnings
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The program's months, newest first: each one's state, what it credited, and a link to its preview. */
export function MonthsTable({
  labelledBy,
  months,
  selected,
}: {
  labelledBy: string;
  months: CommissionPeriodSummary[];
  selected: string | null;
}) {
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <TableHead columns={columns} />
      <tbody>
        {months.map((month) => {
          const current = month.period === selected;
          return (
            <tr
              key={month.period}
              className={cx('border-b border-line align-top last:border-0', current && 'bg-primary-soft/40')}
            >
              <th scope="row" className="py-3 pr-3 text-left font-medium text-ink">
                {monthName(month.period)}
              </th>
              <td className="px-3 py-3">
                <PeriodStateBadge state={month.state} />
              </td>
              <td className="hidden px-3 py-3 md:table-cell">
                <Credited month={month} />
              </td>
              <td className="hidden px-3 py-3 text-ink md:table-cell">
                {month.closed_at ? (
                  <>
                    <span className="block">{formatDate(month.closed_at)}</span>
                    <span className="text-xs text-muted [overflow-wrap:anywhere]">by {month.closed_by}</span>
                  </>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
              <td className="py-2 pl-3 text-right">
                <Link
                  to={{ search: `?month=${month.period}` }}
                  aria-current={current ? 'true' : undefined}
                  aria-label={`${month.state === 'closed' ? 'View' : 'Preview'} ${monthName(month.period)}`}
                  className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                >
                  {month.state === 'closed' ? 'View' : 'Preview'}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
